import type { Command } from 'commander';
import { type CliIO, emit, table, withServices } from '../../context.ts';

const limit = (n: number) => (n < 0 ? 'unlimited' : n.toLocaleString('en-US'));

export function registerPlans(program: Command, io: CliIO) {
  program
    .command('plans')
    .description('billing plans')
    .command('list')
    .description('list the billing plans (USD per month; -1 unlimited)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ qafila plans list')
    .action((o: { json?: boolean }) =>
      withServices(io, async (services) => {
        const plans = await services.admin.plans();
        emit(io, o.json, plans, () =>
          table(
            ['ID', 'NAME', 'USD/MONTH', 'API CALLS', 'OVERAGE USD', 'SHIPMENTS', 'USERS', 'STORAGE GB'],
            plans.map((p) => [
              p.id,
              p.name,
              p.monthlyBaseFee === null ? 'contact sales' : p.monthlyBaseFee,
              limit(p.includedApiCalls),
              p.overageRate,
              limit(p.limits.shipments),
              limit(p.limits.users),
              limit(p.limits.storageGb),
            ]),
          ),
        );
      }),
    );
}
