import type { Command } from 'commander';
import { type CliIO, printData, table } from '../../context.ts';

const limit = (n: number) => (n < 0 ? 'unlimited' : n.toLocaleString('en-US'));

export function registerPlans(program: Command, io: CliIO) {
  printData(
    program
      .command('plans')
      .description('billing plans')
      .command('list')
      .description('list the billing plans (USD per month; -1 unlimited)')
      .addHelpText('after', '\nExample:\n  $ qafila plans list'),
    io,
    (services) => services.admin.plans(),
    (plans) =>
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
}
