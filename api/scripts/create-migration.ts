// Generates a migration from the difference between the entities and the database.
// Usage: node scripts/create-migration.ts sqlite|postgresql [name]
// postgresql needs DATABASE_URL pointing at a database migrated to the latest migration.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM } from '@mikro-orm/core';
import { migrate, ormOptions } from '../src/db/orm.ts';

const dialect = process.argv[2];
const name = process.argv[3] ?? 'change';
if (dialect !== 'sqlite' && dialect !== 'postgresql') {
  console.error('usage: node scripts/create-migration.ts sqlite|postgresql [name]');
  process.exit(2);
}
const dir = join(dirname(fileURLToPath(import.meta.url)), '../src/db/migrations', dialect);
const database =
  dialect === 'sqlite'
    ? { driver: 'sqlite' as const, path: join(mkdtempSync(join(tmpdir(), 'qafila-mig-')), 'db.sqlite') }
    : {
        driver: 'postgresql' as const,
        url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1/qafila_migrations',
      };
const options = ormOptions(database);
const orm = await MikroORM.init({
  ...options,
  migrations: { ...options.migrations, path: dir, pathTs: dir, emit: 'ts', snapshot: false },
});
await migrate(orm);
const result = await orm.migrator.create(dir, false, false, name);
if (!result.diff.up.length) console.log('no changes');
else console.log(`created ${result.fileName}`);
await orm.close(true);
// Rewrite the index so the new migration is listed (migrations are listed, never globbed).
const { readdirSync } = await import('node:fs');
const files = readdirSync(dir)
  .filter((f) => /^Migration\d+.*\.ts$/.test(f))
  .sort();
const ids = files.map((f) => f.replace(/\.ts$/, ''));
const exportName = dialect === 'sqlite' ? 'sqliteMigrations' : 'postgresqlMigrations';
writeFileSync(
  join(dir, 'index.ts'),
  `${ids.map((id) => `import { ${id} } from './${id}.ts';`).join('\n')}\n\n` +
    `export const ${exportName} = [\n${ids.map((id) => `  { name: '${id}', class: ${id} },`).join('\n')}\n];\n`,
);
