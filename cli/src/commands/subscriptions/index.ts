import type { Command } from 'commander';
import { type CliIO, printData, table } from '../../context.ts';

export function registerSubscriptions(program: Command, io: CliIO) {
  printData(
    program
      .command('subscriptions')
      .description('subscriptions of the customer organizations')
      .command('list')
      .description('list subscriptions with usage this month, limits and overages')
      .addHelpText('after', '\nExample:\n  $ qafila subscriptions list --json'),
    io,
    (services) => services.billing.list(),
    (list) =>
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
}
