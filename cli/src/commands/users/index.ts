import { CLI_ACTOR } from '@qafila/api';
import { type Command, Option } from 'commander';
import { CliError, type CliIO, emit, parseId, printData, readPassword, table, withServices } from '../../context.ts';

interface UserFields {
  username?: string;
  email?: string;
  name?: string;
  company?: string;
  phone?: string;
  plan?: string;
  enterprise?: boolean;
  json?: boolean;
}

const fields = (o: UserFields) => ({
  ...(o.username !== undefined ? { username: o.username } : {}),
  ...(o.email !== undefined ? { email: o.email } : {}),
  ...(o.name !== undefined ? { name: o.name } : {}),
  ...(o.company !== undefined ? { companyName: o.company } : {}),
  ...(o.phone !== undefined ? { phoneNumber: o.phone } : {}),
  ...(o.plan !== undefined ? { planType: o.plan } : {}),
});

/** The CLI manages accounts as the super admin does: every one but super admins. */
const platform = { scope: 'platform', actor: CLI_ACTOR } as const;

export function registerUsers(program: Command, io: CliIO) {
  const users = program.command('users').description('user accounts');

  printData(
    users
      .command('list')
      .description('list every user account')
      .addHelpText('after', "\nExamples:\n  $ qafila users list\n  $ qafila users list --json | jq '.[].username'"),
    io,
    (services) => services.users.list(),
    (list) =>
      table(
        ['ID', 'USERNAME', 'ROLE', 'ORGANIZATION', 'EMAIL', 'NAME'],
        list.map((u) => [u.id, u.username, u.role, u.organization, u.email, u.name]),
      ),
    'print JSON instead of a table',
  );

  users
    .command('create')
    .description('create a user in an organization of their own (individual: starter plan; --enterprise: enterprise)')
    .requiredOption('-u, --username <name>', 'username (3-50 letters, digits, . _ -)')
    .requiredOption('-e, --email <email>', 'e-mail address')
    .option('--password <password>', 'password (prefer --password-stdin)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--name <name>', 'full name')
    .option('--company <company>', 'company name (also names the organization)')
    .option('--phone <phone>', 'phone number')
    .option('--enterprise', 'an enterprise user (enterprise plan)')
    .option(
      '--org <subdomain>',
      "add them to this existing organization instead (its plan's user limit applies to staff)",
    )
    .addOption(
      new Option('--role <role>', 'with --org: their role')
        .choices(['org_user', 'org_admin', 'customer'])
        .default('org_user'),
    )
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      "\nExamples:\n  $ printf '%s' 'a long password' | qafila users create -u mariam -e mariam@gulf.ae --company 'Gulf Traders' --enterprise --password-stdin\n  $ printf '%s' 'a long password' | qafila users create --org gulf-freight -u omar -e omar@gulf.ae --role org_admin --password-stdin --json",
    )
    .action((o: UserFields & { password?: string; passwordStdin?: boolean; org?: string; role: string }) =>
      withServices(io, async (services) => {
        const password = await readPassword(io, o);
        if (o.org !== undefined) {
          if (o.enterprise || o.company !== undefined || o.plan !== undefined) {
            throw new CliError('--org takes the organization’s plan and name: leave out --enterprise and --company', 2);
          }
          const organization = await services.team.organizationBySubdomain(o.org);
          const { companyName: _company, planType: _plan, ...given } = fields(o);
          const created = await services.team.createInOrganization(
            organization,
            { ...given, password, role: o.role },
            CLI_ACTOR,
          );
          emit(
            io,
            o.json,
            created,
            () => `Created ${created.role} #${created.id} '${created.username}' in ${created.organization}.`,
          );
          return;
        }
        const user = await services.users.createAccount(CLI_ACTOR, {
          ...fields(o),
          password,
          isEnterprise: o.enterprise === true,
        });
        emit(io, o.json, user, () => `Created user #${user.id} '${user.username}' (${user.planType}).`);
      }),
    );

  users
    .command('update <id>')
    .description('edit a user (the plan may change freely)')
    .option('-u, --username <name>', 'new username')
    .option('-e, --email <email>', 'new e-mail address')
    .option('--name <name>', 'full name')
    .option('--company <company>', 'company name')
    .option('--phone <phone>', 'phone number')
    .option('--plan <plan>', 'starter, professional or enterprise')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ qafila users update 12 --plan professional\n  $ qafila users update 12 --email new@example.ae',
    )
    .action((id: string, o: UserFields) =>
      withServices(io, async (services) => {
        const user = await services.users.updateManaged(platform, parseId(id), fields(o));
        emit(io, o.json, user, () => `Updated user #${user.id} '${user.username}'.`);
      }),
    );

  users
    .command('delete <id>')
    .description('delete a user (refused while they own shipments)')
    .addHelpText('after', '\nExample:\n  $ qafila users delete 12')
    .action((id: string) =>
      withServices(io, async (services) => {
        await services.users.deleteManaged(platform, parseId(id));
        io.out(`Deleted user #${id}.`);
      }),
    );

  users
    .command('set-password <username>')
    .description("set a user's password (at least 12 characters, not the username)")
    .option('--password <password>', 'the new password (prefer --password-stdin)')
    .option('--password-stdin', 'read the new password from standard input')
    .addHelpText(
      'after',
      "\nExample:\n  $ printf '%s' 'a long new password' | qafila users set-password demo --password-stdin",
    )
    .action((username: string, o: { password?: string; passwordStdin?: boolean }) =>
      withServices(io, async (services) => {
        await services.users.setPassword(username, await readPassword(io, o));
        io.out(`Password of '${username}' changed.`);
      }),
    );

  users
    .command('two-factor-off <username>')
    .description(
      'turn off two-factor sign-in for an account whose owner lost their phone and recovery codes (super admins too); audited',
    )
    .addHelpText('after', '\nExample:\n  $ qafila users two-factor-off layla')
    .action((username: string) =>
      withServices(io, async (services) => {
        const { wasOn } = await services.twoFactor.resetByOperator(username, CLI_ACTOR);
        io.out(
          wasOn
            ? `Two-factor sign-in of '${username}' is off: they sign in with their password and can turn it on again.`
            : `Two-factor sign-in of '${username}' was not on.`,
        );
      }),
    );
}
