import type { Command } from 'commander';
import { type CliIO, emit, table, withServices } from '../../context.ts';

export function registerSubscriptions(program: Command, io: CliIO) {
  program
    .command('subscriptions')
    .description('subscriptions of the customer organizations')
    .command('list')
    .description('list subscriptions with usage this month, limits and overages')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ qafila subscriptions list --json')
    .action((o: { json?: boolean }) =>
      withServices(io, async (services) => {
        const list = await services.billing.list();
        emit(io, o.json, list, () =>
          table(
            [
              'ID',
              'ORGANIZATION',
              'PLAN',
              'STATUS',
              'USD/MONTH',
              'CYCLE',
              'NEXT BILLING',
              'API CALLS',
              'SHIPMENTS',
              'USERS',
              'OVERAGES',
            ],
            list.map((s) => [
              s.id,
              s.organizationName,
              s.plan,
              s.status,
              s.monthlyRevenue,
              s.billingCycle,
              s.nextBilling.slice(0, 10),
              s.usage.apiCalls,
              s.usage.shipments,
              s.usage.users,
              s.overages,
            ]),
          ),
        );
      }),
    );
}
