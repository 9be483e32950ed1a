import { bootstrap, ConfigError, createServices, HttpError, loadConfig, migrate, type Services } from '@qafila/api';

/** Where a command writes, and the environment it reads; injected so tests can capture both. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  readStdin(): Promise<string>;
}

/** A failure the user can act on: printed without a stack, exit code 1. */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Opens the API's services (the same rules as the HTTP API), migrated, and always closes them. */
export async function withServices<T>(io: CliIO, fn: (services: Services) => Promise<T>): Promise<T> {
  let services: Services;
  try {
    services = await createServices(loadConfig({ LOG_LEVEL: 'warn', ...io.env }));
  } catch (err) {
    if (err instanceof ConfigError) throw new CliError(err.message);
    throw err;
  }
  try {
    await migrate(services.orm);
    return await fn(services);
  } catch (err) {
    if (err instanceof HttpError) throw new CliError(err.message);
    throw err;
  } finally {
    await services.close();
  }
}

export { bootstrap };

/** Formats rows as an aligned text table. */
export function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = [headers, ...rows.map((r) => r.map((c) => (c === null ? '—' : String(c))))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(cells[0]!), line(widths.map((w) => '-'.repeat(w))), ...cells.slice(1).map(line)].join('\n');
}
