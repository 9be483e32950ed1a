import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Database } from '../config.ts';
import { BoundSqliteDriver, CachingNodeSqliteDialect } from './bound-sqlite.ts';
import { entities } from './entities/index.ts';
import { postgresqlMigrations } from './migrations/postgresql/index.ts';
import { sqliteMigrations } from './migrations/sqlite/index.ts';
import { currentEntityManager } from './orm-context.ts';

export type Orm = MikroORM;

/** ORM options for the configured database. Migrations are listed explicitly (no file globbing). */
export function ormOptions(database: Database): Partial<Options> {
  const common = {
    entities,
    extensions: [Migrator],
    debug: false,
    allowGlobalContext: false,
    // Each request's (and CLI command's) own EntityManager, forked on first use (orm-context.ts).
    context: currentEntityManager,
    migrations: {
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      silent: true,
      transactional: true,
      allOrNothing: true,
    },
  } satisfies Partial<Options>;
  if (database.driver === 'sqlite') {
    return {
      ...common,
      // MikroORM's SqliteDriver writes every value into the SQL text; this one binds them, and the dialect reuses
      // prepared statements (see bound-sqlite.ts).
      driver: BoundSqliteDriver,
      dbName: database.path,
      driverOptions: new CachingNodeSqliteDialect(database.path),
      migrations: { ...common.migrations, migrationsList: sqliteMigrations },
    };
  }
  return {
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: database.url,
    migrations: { ...common.migrations, migrationsList: postgresqlMigrations },
  };
}

/** Opens the database. SQLite runs in WAL mode with foreign keys enforced. */
export async function openOrm(database: Database): Promise<Orm> {
  const orm = await MikroORM.init(ormOptions(database));
  if (database.driver === 'postgresql') await orm.schema.ensureDatabase();
  if (database.driver === 'sqlite') {
    const conn = orm.em.getConnection();
    if (database.path !== ':memory:') {
      await conn.execute('PRAGMA journal_mode = WAL');
      // With WAL, NORMAL cannot corrupt the database; a power cut may lose the last commits, not consistency.
      await conn.execute('PRAGMA synchronous = NORMAL');
    }
    await conn.execute('PRAGMA foreign_keys = ON');
    await conn.execute('PRAGMA busy_timeout = 5000');
  }
  return orm;
}

/**
 * Applies pending migrations; returns the names applied. On SQLite, foreign keys are off while they run (a
 * migration that rebuilds a parent table would otherwise cascade its drop to the children; the pragma is a no-op
 * inside the migrations' transaction) and checked once after them.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const sqlite = orm.em.getDriver() instanceof BoundSqliteDriver;
  const conn = orm.em.getConnection();
  if (sqlite) await conn.execute('PRAGMA foreign_keys = OFF');
  try {
    const applied = await orm.migrator.up();
    if (sqlite) {
      const broken = await conn.execute<unknown[]>('PRAGMA foreign_key_check');
      if (broken.length) throw new Error(`migrations left ${broken.length} broken foreign keys`);
    }
    return applied.map((m) => m.name);
  } finally {
    if (sqlite) await conn.execute('PRAGMA foreign_keys = ON');
  }
}

/** Drops every table and forgets the applied migrations, then migrates from scratch. */
export async function resetDatabase(orm: Orm): Promise<string[]> {
  await orm.migrator.getExecuted(); // makes sure the migrations table exists before it is emptied
  await orm.schema.drop({ dropMigrationsTable: false });
  await orm.em.getConnection().execute('delete from mikro_orm_migrations');
  return migrate(orm);
}

/** Cheap liveness probe used by the health route. */
export async function pingDatabase(orm: Orm): Promise<number> {
  const start = performance.now();
  const check = await orm.checkConnection();
  if (!check.ok) throw new Error(`database unavailable: ${check.reason}`);
  return performance.now() - start;
}
