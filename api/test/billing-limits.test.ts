import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlanLimitError } from '../src/domain/errors.ts';
import { assertWithinLimit } from '../src/modules/billing/limits.ts';
import { type Actors, json, PASSWORD, requestJson, seedActors, startTestServer, type TestServer } from './helpers.ts';

let srv: TestServer;
let actors: Actors;
let falconId: number;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
  const { Organization } = await import('../src/db/entities/index.ts');
  falconId = (await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'falcon' })).id;
});
afterAll(() => srv.close());

const member = (n: number, role = 'org_user') => ({
  username: `falcon_staff_${n}`,
  email: `staff${n}@falcon.ae`,
  password: PASSWORD,
  role,
});

describe('plan limits (issue 16)', () => {
  it('lets an organization on Starter have 5 staff accounts and answers the 6th with 402 naming the plan and limit', async () => {
    // Falcon Freight (Starter: 5 users) has an organization admin and a member of staff: three more fit.
    for (const n of [1, 2, 3]) {
      const res = await requestJson(srv, 'POST', '/api/org/users', actors.orgAdminOther.token, member(n));
      expect(res.status).toBe(201);
    }
    const sixth = await requestJson(srv, 'POST', '/api/org/users', actors.orgAdminOther.token, member(4));
    expect(sixth.status).toBe(402);
    expect(await json(sixth)).toEqual({
      error:
        'Your Starter plan allows 5 users (staff accounts); 5 are in use. Deactivate an account or upgrade the plan to add more.',
    });
    // Customers are not seats: still created.
    const customer = await requestJson(
      srv,
      'POST',
      '/api/org/users',
      actors.orgAdminOther.token,
      member(5, 'customer'),
    );
    expect(customer.status).toBe(201);
    // The function the other creators call (invitations, the CLI) gives the same answer.
    const em = srv.services.orm.em.fork();
    await expect(assertWithinLimit(em, falconId, 'users')).rejects.toBeInstanceOf(PlanLimitError);
    await expect(assertWithinLimit(em, falconId, 'users', { role: 'customer' })).resolves.toBeUndefined();
  });

  it('answers the shipment beyond the monthly limit with 402; the demo organization (Custom) has none', async () => {
    const { Plan, User } = await import('../src/db/entities/index.ts');
    const em = srv.services.orm.em.fork();
    // Plans are data: Starter's shipments a month lowered to 3 for the test (Falcon has 1 this month).
    const starter = await em.findOneOrFail(Plan, { id: 'starter' });
    const original = starter.shipmentLimit;
    starter.shipmentLimit = 3;
    await em.flush();
    try {
      const customer = await em.findOneOrFail(User, { username: 'cust_falcon' });
      const body = {
        customerId: customer.id,
        origin: 'Dubai, UAE',
        destination: 'Sharjah, UAE',
        service: 'standard',
        weightKg: 12,
        dimensionsCm: { length: 30, width: 20, height: 10 },
        declaredValueAed: 500,
      };
      const token = actors.orgAdminOther.token;
      expect((await requestJson(srv, 'POST', '/api/org/shipments', token, body)).status).toBe(201);
      expect((await requestJson(srv, 'POST', '/api/org/shipments', token, body)).status).toBe(201);
      const fourth = await requestJson(srv, 'POST', '/api/org/shipments', token, body);
      expect(fourth.status).toBe(402);
      expect((await json(fourth)).error).toMatch(
        /^Your Starter plan allows 3 shipments a month; 3 were created this month\. Upgrade the plan, or create more from 1 [A-Z][a-z]+\.$/,
      );
      // The shipment that reached the limit warned the organization's admins (once).
      const { Notification } = await import('../src/db/entities/index.ts');
      await expect
        .poll(async () =>
          (await em.fork().find(Notification, { organization: falconId, kind: 'usage_limit' })).map((n) => n.detail),
        )
        .toContain('shipments:100:3');
      const demoId = (await em.findOneOrFail(User, { username: 'demo' })).organization.id;
      await expect(assertWithinLimit(em, demoId, 'shipments', { adding: 1_000_000 })).resolves.toBeUndefined();
    } finally {
      starter.shipmentLimit = original;
      await em.flush();
    }
  });
});
