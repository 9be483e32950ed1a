import { Organization, Shipment, User } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, emit, withServices } from '../../context.ts';

export function registerStats(program: Command, io: CliIO) {
  program
    .command('stats')
    .description('platform statistics: organizations, users, shipments, features, billing')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ qafila stats --json')
    .action((o: { json?: boolean }) =>
      withServices(io, async (services) => {
        const em = services.orm.em.fork();
        const [organizations, users, shipments, features, billing] = await Promise.all([
          em.count(Organization, {}),
          em.count(User, {}),
          em.count(Shipment, {}),
          services.admin.statistics(),
          services.billing.summary(),
        ]);
        const stats = { organizations, users, shipments, ...features, billing };
        emit(io, o.json, stats, () =>
          [
            `Organizations: ${organizations}`,
            `Users: ${users}`,
            `Shipments: ${shipments}`,
            `Features: ${features.totalFeatures} (${features.totalAssociations} assignments)`,
            `Monthly recurring revenue: $${billing.monthlyRecurring} (${billing.activeSubscriptions} active subscriptions, churn ${billing.churnRate}%)`,
          ].join('\n'),
        );
      }),
    );
}
