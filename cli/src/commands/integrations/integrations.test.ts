import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli.ts';

describe('qafila integrations requests', () => {
  it('lists the connector requests as a table or JSON', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const env = {
      QAFILA_DATA_DIR: mkdtempSync(join(tmpdir(), 'qafila-cli-integrations-')),
      QAFILA_ADMIN_PASSWORD: 'initial-admin-pass',
      QAFILA_DEMO_PASSWORD: 'initial-demo-pass',
      QAFILA_OPS_PASSWORD: 'initial-ops-pass',
    };
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), env, readStdin: async () => '' };
    expect(await run(['db', 'seed'], io)).toBe(0);
    expect(await run(['integrations', 'requests'], io)).toBe(0);
    expect(out.at(-1)).toBe('No integration requests yet.');

    const { createServices, loadConfig, Organization, User, withOrmContext } = await import('@qafila/api');
    const services = await createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    await withOrmContext(services.orm.em, async () => {
      const org = await services.orm.em.findOneOrFail(Organization, { subdomain: 'demo' });
      const user = await services.orm.em.findOneOrFail(User, { organization: org.id, role: 'org_admin' });
      await services.integrations.request(user, { integration: 'odoo', note: 'Odoo 17 Community' });
    });
    await services.close();

    expect(await run(['integrations', 'requests', '--json'], io)).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual([
      expect.objectContaining({ integration: 'odoo', note: 'Odoo 17 Community', organizationName: expect.any(String) }),
    ]);
    expect(await run(['integrations', 'requests'], io)).toBe(0);
    expect(out.at(-1)).toMatch(/odoo .*Odoo 17 Community/);
    expect(err).toEqual([]);
  });
});
