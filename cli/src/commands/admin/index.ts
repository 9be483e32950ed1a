import type { Command } from 'commander';
import { CliError, type CliIO, emit, readPassword, withServices } from '../../context.ts';

export function registerAdmin(program: Command, io: CliIO) {
  const admin = program.command('admin').description('the platform super admin');

  admin
    .command('set-password')
    .description('set the password of a super admin (at least 12 characters, not the username)')
    .option('-u, --username <name>', 'super admin username', 'admin')
    .option('--password <password>', 'the new password (prefer --password-stdin: arguments show in ps)')
    .option('--password-stdin', 'read the new password from standard input')
    .addHelpText(
      'after',
      "\nExamples:\n  $ printf '%s' 'a long new password' | qafila admin set-password --password-stdin\n  $ qafila admin set-password --username admin --password 'a long new password'",
    )
    .action((options: { username: string; password?: string; passwordStdin?: boolean }) =>
      withServices(io, async (services) => {
        let password = options.password;
        if (options.passwordStdin) password = (await io.readStdin()).replace(/\r?\n$/, '');
        if (password === undefined) throw new CliError('give the new password with --password-stdin or --password', 2);
        await services.users.setPassword(options.username, password, { role: 'super_admin' });
        io.out(`Password of super admin '${options.username}' changed.`);
      }),
    );

  admin
    .command('create')
    .description('create another super admin in the platform organization')
    .requiredOption('-u, --username <name>', 'username')
    .option('-e, --email <email>', 'e-mail address')
    .option('--name <name>', 'full name')
    .option('--password <password>', 'password (prefer --password-stdin)')
    .option('--password-stdin', 'read the password from standard input')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      "\nExample:\n  $ printf '%s' 'a long password' | qafila admin create -u ops.lead -e ops@qafila.ae --password-stdin",
    )
    .action(
      (o: {
        username: string;
        email?: string;
        name?: string;
        password?: string;
        passwordStdin?: boolean;
        json?: boolean;
      }) =>
        withServices(io, async (services) => {
          const password = await readPassword(io, o);
          const created = await services.users.createSuperAdmin({
            username: o.username,
            email: o.email,
            name: o.name,
            password,
          });
          emit(io, o.json, created, () => `Created super admin #${created.id} '${created.username}'.`);
        }),
    );
}
