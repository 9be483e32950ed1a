import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

const harness = (env: Record<string, string> = {}) => cliHarness({ env });

describe('qafila invoices', () => {
  it('refuses to generate without the supplier’s address and TRN, and an unended month', async () => {
    const h = harness();
    expect(await h.run('db', 'seed')).toBe(0);
    expect(await h.run('invoices', 'generate', '--month', '2026-10')).toBe(1);
    expect(h.err.join('\n')).toMatch(/Set QAFILA_SUPPLIER_ADDRESS and QAFILA_SUPPLIER_TRN/);
    expect(await h.run('invoices', 'generate', '--month', '2999-01')).toBe(1);
    expect(await h.run('invoices', 'generate', '--month', 'October')).toBe(1);
    expect(h.err.join('\n')).toMatch(/month must look like 2026-10/);
  });

  it('generates a month idempotently, lists and marks paid, as text or JSON', async () => {
    const h = harness({ QAFILA_SUPPLIER_ADDRESS: 'Business Bay, Dubai, UAE', QAFILA_SUPPLIER_TRN: '100111222300003' });
    expect(await h.run('db', 'seed')).toBe(0);
    // A customer organization on Professional, created in an ended month.
    const { Organization, Subscription, withOrmContext } = await import('@qafila/api');
    const services = await h.services();
    let falconId = 0;
    await withOrmContext(services.orm.em, async () => {
      const em = services.orm.em;
      const org = em.create(Organization, {
        name: 'Falcon Freight',
        subdomain: 'falcon',
        subscriptionTier: 'professional',
      });
      await em.flush();
      falconId = org.id;
      await services.billing.ensureAll();
      org.createdAt = new Date('2026-09-15T00:00:00Z');
      await em.flush();
      // Its subscription started before October too.
      await em.nativeUpdate(Subscription, { organization: org.id }, { createdAt: new Date('2026-09-15T00:00:00Z') });
    });
    await services.close();

    expect(await h.run('orgs', 'trn', String(falconId), '12345')).toBe(1);
    expect(h.err.at(-1)).toMatch(/taxRegistrationNumber must be the 15 digits of a UAE TRN/);
    expect(await h.run('orgs', 'trn', String(falconId), '100234567800003')).toBe(0);
    expect(h.out.at(-1)).toBe("'Falcon Freight' has the TRN 100234567800003.");
    expect(await h.run('invoices', 'generate', '--month', '2026-10', '--json')).toBe(0);
    const first = JSON.parse(h.out.at(-1)!);
    expect(first.created).toHaveLength(1);
    // $899 × 3.6725 = AED 3,301.5775 → 330,158 fils; VAT 16,507.9 → 16,508; total 346,666 fils.
    expect(first.created[0]).toMatchObject({
      period: '2026-10',
      customerName: 'Falcon Freight',
      customerTrn: '100234567800003',
      netFils: 330_158,
      vatFils: 16_508,
      totalFils: 346_666,
      status: 'issued',
    });
    const number = first.created[0].number as string;
    expect(number).toMatch(/^QAF-\d{4}-000001$/);
    expect(await h.run('invoices', 'generate', '--month', '2026-10')).toBe(0);
    expect(h.out.at(-1)).toBe('No new invoices for 2026-10 (1 already issued).');
    expect(await h.run('invoices', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/NUMBER\s+PERIOD\s+ISSUED\s+CUSTOMER/);
    expect(h.out.at(-1)).toMatch(
      new RegExp(`${number}\\s+2026-10\\s+\\S+\\s+Falcon Freight\\s+100234567800003\\s+3,301.58\\s+165.08\\s+3,466.66`),
    );
    expect(await h.run('invoices', 'mark-paid', number)).toBe(0);
    expect(h.out.at(-1)).toMatch(new RegExp(`^${number} is paid \\(\\d{4}-\\d{2}-\\d{2}\\)\\.$`));
    expect(await h.run('invoices', 'list', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)[0]).toMatchObject({ number, status: 'paid' });
    expect(await h.run('invoices', 'mark-paid', 'QAF-2000-000009')).toBe(1);
    expect(h.err.at(-1)).toMatch(/Invoice not found/);
    expect(await h.run('audit', 'list', '--action', 'invoice.paid', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)[0]).toMatchObject({
      actor: { id: null, username: 'cli' },
      action: 'invoice.paid',
    });
  });
});
