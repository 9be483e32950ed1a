import { Command, CommanderError } from 'commander';
import { registerAdmin } from './commands/admin/index.ts';
import { registerApiKeys } from './commands/api-keys/index.ts';
import { registerAudit } from './commands/audit/index.ts';
import { registerCustomers } from './commands/customers/index.ts';
import { registerDb } from './commands/db/index.ts';
import { registerFeatures } from './commands/features/index.ts';
import { registerFleet } from './commands/fleet/index.ts';
import { registerIntegrations } from './commands/integrations/index.ts';
import { registerInvoices } from './commands/invoices/index.ts';
import { registerLeads } from './commands/leads/index.ts';
import { registerOrgs } from './commands/orgs/index.ts';
import { registerPlans } from './commands/plans/index.ts';
import { registerRetention } from './commands/retention/index.ts';
import { registerSecrets } from './commands/secrets/index.ts';
import { registerStats } from './commands/stats/index.ts';
import { registerSubscriptions } from './commands/subscriptions/index.ts';
import { registerTelemetry } from './commands/telemetry/index.ts';
import { registerUsers } from './commands/users/index.ts';
import { CliError, type CliIO } from './context.ts';

/** Builds the `qafila` program. It only wires commands; each lives in commands/<name>/. */
export function createProgram(io: CliIO): Command {
  const program = new Command('qafila')
    .description('Qafila administration: database, demo data and accounts')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .addHelpText(
      'after',
      '\nEnvironment: QAFILA_DATA_DIR (default ./data), DATABASE_URL, QAFILA_ADMIN_PASSWORD, QAFILA_DEMO_PASSWORD, QAFILA_OPS_PASSWORD, QAFILA_ENCRYPTION_KEY.\nExit codes: 0 success, 1 failure, 2 usage error.',
    );
  for (const register of [
    registerDb,
    registerUsers,
    registerAdmin,
    registerLeads,
    registerFeatures,
    registerOrgs,
    registerPlans,
    registerSubscriptions,
    registerAudit,
    registerStats,
    registerFleet,
    registerRetention,
    registerInvoices,
    registerApiKeys,
    registerCustomers,
    registerSecrets,
    registerIntegrations,
    registerTelemetry,
  ])
    register(program, io);
  const configure = (command: Command) => {
    command.exitOverride().showHelpAfterError();
    command.commands.forEach(configure);
  };
  program.commands.forEach(configure);
  return program;
}

/** Runs the program and returns the process exit code: 0 ok, 1 failure, 2 usage error. */
export async function run(argv: string[], io: CliIO): Promise<number> {
  const program = createProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // --help and --version end through here with exit code 0.
      return err.exitCode === 0 ? 0 : 2;
    }
    if (err instanceof CliError) {
      io.err(`error: ${err.message}`);
      return err.exitCode;
    }
    io.err(`error: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
