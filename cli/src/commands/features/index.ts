import { CLI_ACTOR } from '@qafila/api';
import type { Command } from 'commander';
import { type CliIO, emit, parseId, table, withServices } from '../../context.ts';

export function registerFeatures(program: Command, io: CliIO) {
  const features = program.command('features').description('the feature catalogue and per-user assignment');

  features
    .command('list')
    .description('list the feature catalogue')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  $ qafila features list')
    .action((o: { json?: boolean }) =>
      withServices(io, async (services) => {
        const list = await services.admin.listFeatures();
        emit(io, o.json, list, () =>
          table(
            ['ID', 'NAME', 'CATEGORY', 'ACTIVE'],
            list.map((f) => [f.id, f.name, f.category, f.isActive ? 'yes' : 'no']),
          ),
        );
      }),
    );

  features
    .command('assign <userId> <featureId>')
    .description('assign a feature to a user')
    .addHelpText('after', '\nExample:\n  $ qafila features assign 12 fleet-management')
    .action((userId: string, featureId: string) =>
      withServices(io, async (services) => {
        io.out((await services.admin.assignFeature(CLI_ACTOR, parseId(userId, 'userId'), featureId)).message);
      }),
    );

  features
    .command('revoke <userId> <featureId>')
    .description('remove a feature from a user')
    .addHelpText('after', '\nExample:\n  $ qafila features revoke 12 fleet-management')
    .action((userId: string, featureId: string) =>
      withServices(io, async (services) => {
        io.out((await services.admin.removeFeature(CLI_ACTOR, parseId(userId, 'userId'), featureId)).message);
      }),
    );
}
