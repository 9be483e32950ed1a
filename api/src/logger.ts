import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * Structured JSON logs on stdout. Passwords, tokens and cookies are redacted wherever they appear.
 *
 * Written asynchronously: a line is handed to the kernel as soon as the previous write returns, and lines logged
 * meanwhile go out together in one write, instead of one blocking write per line on the request path. pino writes
 * what is still buffered synchronously when the process exits (also after an uncaught error); only a process
 * killed outright (SIGKILL, out of memory) can lose the last lines, at most those of one write.
 */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'qafila-api' },
      redact: {
        paths: [
          'password',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          'req.headers.authorization',
          'req.headers.cookie',
          '*.token',
        ],
        censor: '[redacted]',
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
