import { CLI_ACTOR } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, parseId, printData, table, withServices } from '../../context.ts';

export function registerFeatures(program: Command, io: CliIO) {
  const features = program.command('features').description('the feature catalogue and per-user assignment');

  printData(
    features
      .command('list')
      .description('list the feature catalogue')
      .addHelpText('after', '\nExample:\n  $ qafila features list'),
    io,
    (services) => services.admin.listFeatures(),
    (list) =>
      table(
        ['ID', 'NAME', 'CATEGORY', 'ACTIVE'],
        list.map((f) => [f.id, f.name, f.category, f.isActive ? 'yes' : 'no']),
      ),
  );

  for (const [name, description, change] of [
    ['assign', 'assign a feature to a user', 'assignFeature'],
    ['revoke', 'remove a feature from a user', 'removeFeature'],
  ] as const) {
    features
      .command(`${name} <userId> <featureId>`)
      .description(description)
      .addHelpText('after', `\nExample:\n  $ qafila features ${name} 12 fleet-management`)
      .action((userId: string, featureId: string) =>
        withServices(io, async (services) => {
          io.out((await services.admin[change](CLI_ACTOR, parseId(userId, 'userId'), featureId)).message);
        }),
      );
  }
}
