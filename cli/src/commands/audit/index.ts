import type { Command } from 'commander';
import { type CliIO, positiveInt, printData, table } from '../../context.ts';

export function registerAudit(program: Command, io: CliIO) {
  printData(
    program
      .command('audit')
      .description('the audit log of administrator writes')
      .command('list')
      .description('list audit entries, newest first')
      .option('--limit <n>', 'at most this many (default 100)', positiveInt('--limit', 1000))
      .option('--action <action>', 'only this action (user.create) or prefix (org.*)')
      .addHelpText(
        'after',
        "\nExamples:\n  $ qafila audit list --limit 20\n  $ qafila audit list --action 'org.*' --json",
      ),
    io,
    (services, o: { limit?: number; action?: string }) => services.audit.list({ limit: o.limit, action: o.action }),
    (list) =>
      list.length === 0
        ? 'No audit entries.'
        : table(
            ['ID', 'AT', 'ACTOR', 'ACTION', 'TARGET'],
            list.map((e) => [
              e.id,
              e.createdAt.slice(0, 19).replace('T', ' '),
              e.actor.username,
              e.action,
              `${e.targetType} #${e.targetId}`,
            ]),
          ),
  );
}
