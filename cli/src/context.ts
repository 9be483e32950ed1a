import {
  bootstrap,
  ConfigError,
  createServices,
  DomainError,
  loadConfig,
  migrate,
  type Services,
  withOrmContext,
} from '@qafila/api';
import type { Command } from 'commander';

/** Where a command writes, and the environment it reads; injected so tests can capture both. */
export interface CliIO {
  out(text: string): void;
  err(text: string): void;
  env: Record<string, string | undefined>;
  readStdin(): Promise<string>;
  /** Raw writes to standard error for a progress bar (no newline added); absent: no progress shown. */
  progress?(text: string): void;
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
    // A command is one unit of work, as a request is for the API: the services' EntityManager is this fork.
    return await withOrmContext(services.orm.em, () => fn(services));
  } catch (err) {
    // A broken rule (taken username, weak password, unknown user…): its message, exit code 1.
    if (err instanceof DomainError) throw new CliError(err.message);
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

/** A positive whole-number id from an argument; a usage error (exit 2) otherwise. */
export function parseId(value: string, name = 'id'): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new CliError(`${name} must be a positive whole number`, 2);
  return Number(value);
}

/** A positive whole number from an option; a usage error (exit 2) otherwise. */
export function positiveInt(flag: string, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < 1 || n > max)
      throw new CliError(`${flag} takes a whole number from 1 to ${max}`, 2);
    return n;
  };
}

/** The password from --password-stdin or --password; a usage error when neither is given. */
export async function readPassword(
  io: CliIO,
  options: { password?: string; passwordStdin?: boolean },
): Promise<string> {
  if (options.passwordStdin) return (await io.readStdin()).replace(/\r?\n$/, '');
  if (options.password !== undefined) return options.password;
  throw new CliError('give the password with --password-stdin or --password', 2);
}

/** Prints JSON with --json, else the text. */
export function emit(io: CliIO, json: boolean | undefined, data: unknown, text: () => string): void {
  io.out(json ? JSON.stringify(data, null, 2) : text());
}

/** Adds `--json` and the action of a command that reads data through the services and prints it (JSON or text). */
export function printData<O extends object, T>(
  command: Command,
  io: CliIO,
  load: (services: Services, options: O) => Promise<T>,
  text: (data: T) => string,
  jsonHelp = 'print JSON',
): Command {
  return command.option('--json', jsonHelp).action((options: O & { json?: boolean }) =>
    withServices(io, async (services) => {
      const data = await load(services, options);
      emit(io, options.json, data, () => text(data));
    }),
  );
}
