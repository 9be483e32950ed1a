import type { Command } from 'commander';
import { CliError, type CliIO, withServices } from '../../context.ts';

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
}
