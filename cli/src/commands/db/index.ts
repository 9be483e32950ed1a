import { resetDatabase } from '@qafila/api';
import type { Command } from 'commander';
import { bootstrap, type CliIO, withServices } from '../../context.ts';

export function registerDb(program: Command, io: CliIO) {
  const db = program.command('db').description('database maintenance');

  db.command('migrate')
    .description('apply pending migrations')
    .addHelpText('after', '\nExample:\n  $ qafila db migrate')
    .action(() =>
      withServices(io, async (services) => {
        // withServices has already migrated; report what the database now holds.
        const executed = await services.orm.migrator.getExecuted();
        io.out(`Database is up to date (${executed.length} migration${executed.length === 1 ? '' : 's'} applied).`);
      }),
    );

  db.command('seed')
    .description('seed the demo organization, the demo customer and the super admin (once)')
    .option('--reset', 'drop all data first and rebuild the database from the migrations')
    .addHelpText('after', '\nExamples:\n  $ qafila db seed\n  $ QAFILA_ADMIN_PASSWORD=… qafila db seed --reset')
    .action((options: { reset?: boolean }) =>
      withServices(io, async (services) => {
        if (options.reset) {
          await resetDatabase(services.orm);
          io.out('Database reset.');
        }
        const { seed } = await bootstrap(services);
        if (!seed.seeded) {
          io.out('Demo data already present; nothing to do (use --reset to rebuild).');
          return;
        }
        const c = seed.counts;
        io.out(`Seeded ${c.organizations} organizations, ${c.users} users, ${c.shipments} shipments.`);
        if (seed.generated.admin)
          io.out(`Generated super admin password (shown once): admin / ${seed.generated.admin}`);
        if (seed.generated.demo) io.out(`Generated demo customer password (shown once): demo / ${seed.generated.demo}`);
      }),
    );
}
