import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/orm.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { rotateSecrets } from '../src/modules/secrets/rotate.ts';
import { createServices, type Services } from '../src/services.ts';
import { freshDatabaseEnv } from './helpers.ts';

let services: Services;
beforeAll(async () => {
  services = await createServices(loadConfig({ ...freshDatabaseEnv('qafila-rotate'), LOG_LEVEL: 'silent' }));
  await migrate(services.orm);
});
afterAll(async () => {
  await services.close();
});

describe('key rotation of the secrets at rest', () => {
  it('re-seals what a previous key sealed, leaves current values alone, counts what no key opens', async () => {
    const em = services.orm.em.fork();
    const conn = em.getConnection();
    await conn.execute('create table rotation_probe (id integer primary key, secret text null)');
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const before = createSecretBox({ current: oldKey });
    const after = createSecretBox({ current: newKey, previous: [oldKey] });
    const stranger = createSecretBox({ current: randomBytes(32) });
    const values = [before.seal('shop token'), after.seal('already current'), stranger.seal('lost'), null];
    for (const [i, v] of values.entries()) {
      await conn.execute('insert into rotation_probe (id, secret) values (?, ?)', [i + 1, v]);
    }
    const columns = [{ table: 'rotation_probe', column: 'secret' }];

    const dry = await rotateSecrets(em, after, { dryRun: true, columns });
    expect(dry.columns).toEqual([{ table: 'rotation_probe', column: 'secret', values: 3, resealed: 1, failed: 1 }]);
    const unchanged: { secret: string }[] = await conn.execute('select secret from rotation_probe where id = 1');
    expect(unchanged[0]?.secret).toBe(values[0]);

    const report = await rotateSecrets(em, after, { columns });
    expect(report.keyId).toBe(after.keyId);
    expect(report.columns[0]).toMatchObject({ resealed: 1, failed: 1 });
    const rows: { id: number; secret: string | null }[] = await conn.execute(
      'select id, secret from rotation_probe order by id',
    );
    expect(after.isCurrent(rows[0]!.secret!)).toBe(true);
    // Only the new key is needed now.
    expect(createSecretBox({ current: newKey }).open(rows[0]!.secret!)).toBe('shop token');
    expect(rows[1]!.secret).toBe(values[1]);
    expect(rows[2]!.secret).toBe(values[2]);
    expect((await rotateSecrets(em, after, { columns })).columns[0]).toMatchObject({ resealed: 0, failed: 1 });
  });
});
