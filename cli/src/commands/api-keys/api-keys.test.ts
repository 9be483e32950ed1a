import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli.ts';

describe('qafila api-keys', () => {
  it('lists the keys by prefix (never the key) and revokes one', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      QAFILA_DATA_DIR: mkdtempSync(join(tmpdir(), 'qafila-cli-api-keys-')),
      QAFILA_ADMIN_PASSWORD: 'initial-admin-pass',
      QAFILA_DEMO_PASSWORD: 'initial-demo-pass',
      QAFILA_OPS_PASSWORD: 'initial-ops-pass',
    };
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), env, readStdin: async () => '' };
    expect(await run(['db', 'seed'], io)).toBe(0);
    expect(await run(['api-keys', 'list'], io)).toBe(0);
    expect(out.at(-1)).toBe('No API keys.');

    const { createServices, loadConfig, Organization, User, withOrmContext } = await import('@qafila/api');
    const services = await createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const created = await withOrmContext(services.orm.em, async () => {
      const org = await services.orm.em.findOneOrFail(Organization, { subdomain: 'demo' });
      const admin = await services.orm.em.findOneOrFail(User, { organization: org.id, role: 'org_admin' });
      return services.apiKeys.create(admin, { name: 'ERP', scopes: ['shipments:read'] });
    });
    await services.close();

    expect(await run(['api-keys', 'list', '--org', 'demo', '--json'], io)).toBe(0);
    const listed = JSON.parse(out.at(-1)!);
    expect(listed).toEqual([
      expect.objectContaining({ id: created.apiKey.id, organization: 'demo', name: 'ERP', revokedAt: null }),
    ]);
    expect(out.join('\n')).not.toContain(created.key);
    expect(await run(['api-keys', 'list', '--org', 'nowhere', '--json'], io)).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual([]);

    expect(await run(['api-keys', 'revoke', String(created.apiKey.id)], io)).toBe(0);
    expect(out.at(-1)).toBe(`${created.apiKey.prefix}… (ERP) is revoked.`);
    expect(await run(['api-keys', 'list'], io)).toBe(0);
    expect(out.at(-1)).toContain('revoked');
    expect(await run(['api-keys', 'revoke', '999999'], io)).toBe(1);
    expect(err.at(-1)).toContain('API key not found');
    expect(await run(['api-keys', 'revoke', 'x'], io)).toBe(2);
  });
});
