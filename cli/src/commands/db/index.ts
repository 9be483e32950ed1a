import { bulkSeedShipments, resetDatabase, type Services } from '@qafila/api';
import type { Command } from 'commander';
import { bootstrap, CliError, type CliIO, positiveInt, withServices } from '../../context.ts';

const BAR_WIDTH = 30;

/** Seeds the demo data when missing and reports it. */
async function seedBase(io: CliIO, services: Services, quietWhenPresent = false) {
  const { seed } = await bootstrap(services);
  if (!seed.seeded) {
    if (!quietWhenPresent) io.out('Demo data already present; nothing to do (use --reset to rebuild).');
    return;
  }
  const c = seed.counts;
  io.out(
    `Seeded ${c.organizations} organizations, ${c.users} users, ${c.shipments} shipments, ${c.vehicles} vehicles, ${c.drivers} drivers.`,
  );
  if (seed.generated.admin) io.out(`Generated super admin password (shown once): admin / ${seed.generated.admin}`);
  if (seed.generated.demo) io.out(`Generated demo customer password (shown once): demo / ${seed.generated.demo}`);
  if (seed.generated.ops) io.out(`Generated organization admin password (shown once): ops / ${seed.generated.ops}`);
}

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

  db.command('reset')
    .description('drop all data, rebuild the database from the migrations and seed the demo data')
    .option('--yes', 'confirm: every row is deleted')
    .addHelpText('after', '\nExample:\n  $ QAFILA_ADMIN_PASSWORD=… qafila db reset --yes')
    .action((options: { yes?: boolean }) =>
      withServices(io, async (services) => {
        if (!options.yes) throw new CliError('db reset deletes every row: confirm with --yes', 2);
        await resetDatabase(services.orm);
        await services.storage.clear();
        io.out('Database reset.');
        await seedBase(io, services);
      }),
    );

  db.command('seed')
    .description(
      'seed the demo organization, the demo customer and the super admin (once); optionally N bulk shipments',
    )
    .option('--reset', 'drop all data first and rebuild the database from the migrations')
    .option(
      '--shipments <n>',
      'also generate N realistic demo shipments (UAE lanes, events, documents)',
      positiveInt('--shipments', 10_000_000),
    )
    .option('--organization <subdomain>', 'organization whose customers receive the generated shipments', 'demo')
    .addHelpText(
      'after',
      '\nExamples:\n  $ qafila db seed\n  $ QAFILA_ADMIN_PASSWORD=… qafila db seed --reset\n  $ qafila db seed --shipments 100000',
    )
    .action((options: { reset?: boolean; shipments?: number; organization: string }) =>
      withServices(io, async (services) => {
        if (options.reset) {
          await resetDatabase(services.orm);
          await services.storage.clear();
          io.out('Database reset.');
        }
        await seedBase(io, services, options.shipments !== undefined);
        if (options.shipments === undefined) return;
        let last = -1;
        const result = await bulkSeedShipments(services.orm.em, {
          count: options.shipments,
          organization: options.organization,
          onProgress: (done, total) => {
            const pct = Math.floor((done / total) * 100);
            if (!io.progress || pct === last) return;
            last = pct;
            const filled = Math.round((pct / 100) * BAR_WIDTH);
            io.progress(
              `\r[${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${String(pct).padStart(3)}% ${done}/${total}`,
            );
            if (done === total) io.progress('\n');
          },
        });
        const seconds = result.ms / 1000;
        io.out(
          `Generated ${result.shipments} shipments (${result.events} events, ${result.documents} documents) in ${seconds.toFixed(2)} s — ${Math.round(result.shipments / Math.max(seconds, 0.001))} shipments/s.`,
        );
      }),
    );
}
