import type { Command } from 'commander';
import { type CliIO, table, withServices } from '../../context.ts';

export function registerUsers(program: Command, io: CliIO) {
  const users = program.command('users').description('user accounts');

  users
    .command('list')
    .description('list every user account')
    .option('--json', 'print JSON instead of a table')
    .addHelpText('after', "\nExamples:\n  $ qafila users list\n  $ qafila users list --json | jq '.[].username'")
    .action((options: { json?: boolean }) =>
      withServices(io, async (services) => {
        const list = await services.users.list();
        if (options.json) {
          io.out(JSON.stringify(list, null, 2));
          return;
        }
        io.out(
          table(
            ['ID', 'USERNAME', 'ROLE', 'ORGANIZATION', 'EMAIL', 'NAME'],
            list.map((u) => [u.id, u.username, u.role, u.organization, u.email, u.name]),
          ),
        );
      }),
    );
}
