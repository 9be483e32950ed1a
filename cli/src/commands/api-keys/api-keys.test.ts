import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

describe('qafila api-keys', () => {
  it('lists the keys by prefix (never the key) and revokes one', async () => {
    const { out, err, run, services: openServices } = cliHarness();
    expect(await run('db', 'seed')).toBe(0);
    expect(await run('api-keys', 'list')).toBe(0);
    expect(out.at(-1)).toBe('No API keys.');

    const { Organization, User, withOrmContext } = await import('@qafila/api');
    const services = await openServices();
    const created = await withOrmContext(services.orm.em, async () => {
      const org = await services.orm.em.findOneOrFail(Organization, { subdomain: 'demo' });
      const admin = await services.orm.em.findOneOrFail(User, { organization: org.id, role: 'org_admin' });
      return services.apiKeys.create(admin, { name: 'ERP', scopes: ['shipments:read'] });
    });
    await services.close();

    expect(await run('api-keys', 'list', '--org', 'demo', '--json')).toBe(0);
    const listed = JSON.parse(out.at(-1)!);
    expect(listed).toEqual([
      expect.objectContaining({ id: created.apiKey.id, organization: 'demo', name: 'ERP', revokedAt: null }),
    ]);
    expect(out.join('\n')).not.toContain(created.key);
    expect(await run('api-keys', 'list', '--org', 'nowhere', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual([]);

    expect(await run('api-keys', 'revoke', String(created.apiKey.id))).toBe(0);
    expect(out.at(-1)).toBe(`${created.apiKey.prefix}… (ERP) is revoked.`);
    expect(await run('api-keys', 'list')).toBe(0);
    expect(out.at(-1)).toContain('revoked');
    expect(await run('api-keys', 'revoke', '999999')).toBe(1);
    expect(err.at(-1)).toContain('API key not found');
    expect(await run('api-keys', 'revoke', 'x')).toBe(2);
  });
});
