import { CLI_ACTOR } from '@qafila/api';
import type { OrganizationDto } from '@qafila/contracts';
import type { Command } from 'commander';
import { type CliIO, emit, parseId, printData, table, withServices } from '../../context.ts';

const row = (o: OrganizationDto) => [
  o.id,
  o.name,
  o.subdomain,
  o.subscriptionTier,
  o.status,
  o.userCount,
  o.monthlyUsage,
  o.customDomain,
];
const HEAD = ['ID', 'NAME', 'SUBDOMAIN', 'TIER', 'STATUS', 'USERS', 'API CALLS (MONTH)', 'CUSTOM DOMAIN'];

export function registerOrgs(program: Command, io: CliIO) {
  const orgs = program.command('orgs').description('organizations (tenants)');

  printData(
    orgs
      .command('list')
      .description('list organizations with their user count and API calls this month')
      .addHelpText('after', '\nExample:\n  $ qafila orgs list --json'),
    io,
    (services) => services.organizations.list(),
    (list) => table(HEAD, list.map(row)),
  );

  orgs
    .command('create')
    .description('create an organization and its first org admin (the generated password is printed once)')
    .requiredOption('--name <name>', 'organization name')
    .requiredOption('--subdomain <subdomain>', '3-63 lowercase letters, digits or hyphens')
    .requiredOption('--admin-email <email>', "first admin's e-mail (username from its local part)")
    .option('--admin-name <name>', "first admin's name")
    .option('--tier <tier>', 'starter, professional, enterprise or custom', 'starter')
    .option('--custom-domain <domain>', 'a domain of their own, e.g. track.example.ae')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      "\nExample:\n  $ qafila orgs create --name 'Gulf Star Logistics' --subdomain gulfstar --admin-email noura@gulfstar.ae --tier professional",
    )
    .action(
      (o: {
        name: string;
        subdomain: string;
        adminEmail: string;
        adminName?: string;
        tier: string;
        customDomain?: string;
        json?: boolean;
      }) =>
        withServices(io, async (services) => {
          const created = await services.organizations.create(CLI_ACTOR, {
            name: o.name,
            subdomain: o.subdomain,
            adminEmail: o.adminEmail,
            subscriptionTier: o.tier,
            ...(o.adminName ? { adminName: o.adminName } : {}),
            ...(o.customDomain ? { customDomain: o.customDomain } : {}),
          });
          emit(io, o.json, created, () =>
            [
              `Created organization #${created.organization.id} '${created.organization.name}' (${created.organization.subdomain}).`,
              `First admin (password shown once): ${created.admin.username} / ${created.admin.password}`,
            ].join('\n'),
          );
        }),
    );

  for (const [action, text] of [
    ['suspend', 'suspend an organization: its users cannot sign in and their tokens stop working'],
    ['reactivate', 'reactivate a suspended or cancelled organization'],
    ['cancel', 'cancel an organization (and its subscription)'],
  ] as const) {
    orgs
      .command(`${action} <id>`)
      .description(text)
      .option('--json', 'print JSON')
      .addHelpText('after', `\nExample:\n  $ qafila orgs ${action} 7`)
      .action((id: string, o: { json?: boolean }) =>
        withServices(io, async (services) => {
          const org = await services.organizations[action](CLI_ACTOR, parseId(id));
          emit(io, o.json, org, () => `Organization #${org.id} '${org.name}' is now ${org.status}.`);
        }),
      );
  }

  orgs
    .command('brand <id>')
    .description("set an organization's white-label branding")
    .option('--color <hex>', 'primary colour #RRGGBB')
    .option('--logo <url>', 'https URL of the logo ("" clears it)')
    .option('--display-name <name>', 'name shown instead of the organization name ("" clears it)')
    .option('--json', 'print JSON')
    .addHelpText('after', "\nExample:\n  $ qafila orgs brand 7 --color '#c2410c' --display-name 'Gulf Star'")
    .action((id: string, o: { color?: string; logo?: string; displayName?: string; json?: boolean }) =>
      withServices(io, async (services) => {
        const org = await services.organizations.updateBranding(CLI_ACTOR, parseId(id), {
          ...(o.color !== undefined ? { primaryColor: o.color } : {}),
          ...(o.logo !== undefined ? { logoUrl: o.logo === '' ? null : o.logo } : {}),
          ...(o.displayName !== undefined ? { displayName: o.displayName === '' ? null : o.displayName } : {}),
        });
        emit(io, o.json, org, () => `Branding of '${org.name}': ${JSON.stringify(org.settings.branding)}`);
      }),
    );

  orgs
    .command('trn <id> <trn>')
    .description('set an organization\'s UAE Tax Registration Number, printed on its tax invoices ("" removes it)')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ qafila orgs trn 7 100234567800003')
    .action((id: string, trn: string, o: { json?: boolean }) =>
      withServices(io, async (services) => {
        const org = await services.organizations.update(CLI_ACTOR, parseId(id), {
          taxRegistrationNumber: trn === '' ? null : trn,
        });
        emit(io, o.json, org, () =>
          trn === '' ? `'${org.name}' has no TRN any more.` : `'${org.name}' has the TRN ${trn}.`,
        );
      }),
    );
}
