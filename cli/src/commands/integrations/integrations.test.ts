import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

describe('qafila integrations requests', () => {
  it('lists the connector requests as a table or JSON', async () => {
    const { out, err, run, services: openServices } = cliHarness();
    expect(await run('db', 'seed')).toBe(0);
    expect(await run('integrations', 'requests')).toBe(0);
    expect(out.at(-1)).toBe('No integration requests yet.');

    const { Organization, User, withOrmContext } = await import('@qafila/api');
    const services = await openServices();
    await withOrmContext(services.orm.em, async () => {
      const org = await services.orm.em.findOneOrFail(Organization, { subdomain: 'demo' });
      const user = await services.orm.em.findOneOrFail(User, { organization: org.id, role: 'org_admin' });
      await services.integrations.request(user, { integration: 'odoo', note: 'Odoo 17 Community' });
    });
    await services.close();

    expect(await run('integrations', 'requests', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual([
      expect.objectContaining({ integration: 'odoo', note: 'Odoo 17 Community', organizationName: expect.any(String) }),
    ]);
    expect(await run('integrations', 'requests')).toBe(0);
    expect(out.at(-1)).toMatch(/odoo .*Odoo 17 Community/);
    expect(err).toEqual([]);
  });
});
