import { Organization, Shipment, User } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, printData } from '../../context.ts';

export function registerStats(program: Command, io: CliIO) {
  printData(
    program
      .command('stats')
      .description('platform statistics: organizations, users, shipments, features, billing')
      .addHelpText('after', '\nExample:\n  $ qafila stats --json'),
    io,
    async (services) => {
      const em = services.orm.em.fork();
      const [organizations, users, shipments, features, billing] = await Promise.all([
        em.count(Organization, {}),
        em.count(User, {}),
        em.count(Shipment, {}),
        services.admin.statistics(),
        services.billing.summary(),
      ]);
      return { organizations, users, shipments, ...features, billing };
    },
    (s) =>
      [
        `Organizations: ${s.organizations}`,
        `Users: ${s.users}`,
        `Shipments: ${s.shipments}`,
        `Features: ${s.totalFeatures} (${s.totalAssociations} assignments)`,
        `Monthly recurring revenue: $${s.billing.monthlyRecurring} (${s.billing.activeSubscriptions} active subscriptions, churn ${s.billing.churnRate}%)`,
      ].join('\n'),
  );
}
