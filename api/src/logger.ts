import { type Logger, pino } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** Structured JSON logs. Passwords, tokens and cookies are redacted wherever they appear. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
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
  });
}
