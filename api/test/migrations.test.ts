import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { postgresqlMigrations } from '../src/db/migrations/postgresql/index.ts';
import { sqliteMigrations } from '../src/db/migrations/sqlite/index.ts';
import { migrate } from '../src/db/orm.ts';
import { createServices } from '../src/services.ts';
import { freshDatabaseEnv } from './helpers.ts';

/** Organization 1 and its customer user 1, as the first migration's tables take them. */
async function insertOldCustomer(conn: { execute(sql: string): Promise<unknown> }, now: string) {
  await conn.execute(
    `insert into organizations (name, subdomain, created_at, updated_at) values ('Old', 'old', '${now}', '${now}')`,
  );
  await conn.execute(
    `insert into users (organization_id, username, role, password_hash, created_at, updated_at) values (1, 'olduser', 'customer', 'x', '${now}', '${now}')`,
  );
}

describe('migrations', () => {
  it('lists the same migrations, in order, for both databases', () => {
    const names = (list: { name: string }[]) => list.map((m) => m.name.replace(/^Migration\d+_/, ''));
    expect(names(postgresqlMigrations)).toEqual(names(sqliteMigrations));
  });

  it('upgrades a database that already holds data from the first migration', async () => {
    const env = { ...freshDatabaseEnv('qafila-upgrade'), LOG_LEVEL: 'silent' };
    const services = await createServices(loadConfig(env));
    const list = services.config.database.driver === 'sqlite' ? sqliteMigrations : postgresqlMigrations;
    await services.orm.migrator.up({ to: list[0]!.name });
    const conn = services.orm.em.getConnection();
    const now = new Date().toISOString();
    await insertOldCustomer(conn, now);
    await conn.execute(
      `insert into shipments (organization_id, customer_id, tracking_number, status, origin, destination, service, weight_kg, length_cm, width_cm, height_cm, declared_value_aed, created_at, updated_at)
       values (1, 1, 'qaf-123456', 'pending', 'A', 'B', 'Road', 1, 1, 1, 1, 1, '${now}', '${now}')`,
    );
    const applied = await migrate(services.orm);
    expect(applied).toEqual(list.slice(1).map((m) => m.name));
    const [shipment] = await conn.execute<{ tracking_key: string }[]>('select tracking_key from shipments');
    expect(shipment?.tracking_key).toBe('QAF123456');
    const [user] = await conn.execute<{ notification_channel: string; preferred_language: string | null }[]>(
      'select notification_channel, preferred_language from users',
    );
    expect(user).toEqual({ notification_channel: 'email', preferred_language: null });
    const [org] = await conn.execute<
      { subscription_tier: string; status: string; feature_flags: unknown; kind: string }[]
    >('select subscription_tier, status, feature_flags, kind from organizations');
    expect(org).toEqual({ subscription_tier: 'starter', status: 'active', feature_flags: null, kind: 'customer' });
    await services.close();
  });

  it('keeps chat sessions and their messages when the chat widget migration rebuilds chat_sessions', async () => {
    const env = { ...freshDatabaseEnv('qafila-widget-upgrade'), LOG_LEVEL: 'silent' };
    const services = await createServices(loadConfig(env));
    const list = services.config.database.driver === 'sqlite' ? sqliteMigrations : postgresqlMigrations;
    const widget = list.findIndex((m) => m.name.endsWith('_chat_widget'));
    await services.orm.migrator.up({ to: list[widget - 1]!.name });
    const conn = services.orm.em.getConnection();
    const now = new Date().toISOString();
    await insertOldCustomer(conn, now);
    await conn.execute(
      `insert into chat_sessions (id, organization_id, customer_id, channel, status, created_at, updated_at) values ('session_old_1', 1, 1, 'web', 'handoff', '${now}', '${now}')`,
    );
    await conn.execute(
      `insert into chat_messages (session_id, role, content, language, metadata, created_at) values ('session_old_1', 'user', 'hello', 'en', '{}', '${now}')`,
    );
    await migrate(services.orm);
    const sessions = await conn.execute<{ customer_id: number; channel: string; page_url: string | null }[]>(
      'select customer_id, channel, page_url from chat_sessions',
    );
    expect(sessions).toEqual([{ customer_id: 1, channel: 'web', page_url: null }]);
    const messages = await conn.execute<{ content: string }[]>('select content from chat_messages');
    expect(messages).toEqual([{ content: 'hello' }]);
    await services.close();
  });

  it('leaves no difference between the entities and the migrated schema', async () => {
    const env = { ...freshDatabaseEnv('qafila-schema'), LOG_LEVEL: 'silent' };
    const services = await createServices(loadConfig(env));
    await migrate(services.orm);
    // A change to an entity without its migration (or a migration the entities do not describe) shows up here.
    expect(await services.orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    await services.close();
  });
});
