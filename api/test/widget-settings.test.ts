import { WEBSITE_TOKEN_PATTERN, type WidgetIdentitySecret, type WidgetSettings } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../src/db/entities/index.ts';
import {
  type Actors,
  json,
  requestJson,
  seedActors,
  staffWithoutFeatures,
  startTestServer,
  type TestServer,
} from './helpers.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const call = (method: string, path: string, token?: string, body?: unknown) =>
  requestJson(srv, method, path, token, body);
const admin = () => actors.orgAdminSame.token;

/** The status and error of a request that must fail. */
async function refusal(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await call(method, path, token, body);
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

describe('GET /api/org/widget', () => {
  it('makes the settings on first read: disabled, with a website token and no identity secret', async () => {
    const res = await call('GET', '/api/org/widget', actors.staffSame.token);
    expect(res.status).toBe(200);
    const body = await json<WidgetSettings>(res);
    expect(body).toMatchObject({
      enabled: false,
      allowedOrigins: [],
      greeting: { en: '', ar: '' },
      businessHours: null,
      preChatFields: [],
      preChatRequired: false,
      identitySecretSet: false,
    });
    expect(body.websiteToken).toMatch(WEBSITE_TOKEN_PATTERN);
    // The same row for everyone of the organization, read again.
    const again = await json<WidgetSettings>(await call('GET', '/api/org/widget', admin()));
    expect(again.websiteToken).toBe(body.websiteToken);
  });

  it('is for staff with the ai-chat feature: no token 401, customers 403, staff without the feature 403', async () => {
    expect((await refusal('GET', '/api/org/widget', undefined)).status).toBe(401);
    expect(await refusal('GET', '/api/org/widget', actors.customerA.token)).toEqual({
      status: 403,
      error: 'The dashboard is for staff of an organization',
    });
    const bare = await staffWithoutFeatures(srv, 'widget_bare_staff');
    expect((await refusal('GET', '/api/org/widget', bare)).status).toBe(403);
  });

  it("keeps each organization's widget its own", async () => {
    await call('PUT', '/api/org/widget', admin(), { allowedOrigins: ['https://demo-shop.example.ae'] });
    const other = await json<WidgetSettings>(await call('GET', '/api/org/widget', actors.staffOther.token));
    const own = await json<WidgetSettings>(await call('GET', '/api/org/widget', actors.staffSame.token));
    expect(other.websiteToken).not.toBe(own.websiteToken);
    expect(other.allowedOrigins).toEqual([]);
    expect(own.allowedOrigins).toEqual(['https://demo-shop.example.ae']);
  });
});

describe('PUT /api/org/widget', () => {
  it('lets an organization admin change the settings; origins are normalised and duplicates dropped', async () => {
    const greeting = { en: 'Hello! Ask us about your shipment.', ar: 'مرحبًا! اسألنا عن شحنتك.' };
    const businessHours = {
      days: [
        { day: 0, open: '08:00', close: '18:00' },
        { day: 1, open: '08:00', close: '24:00' },
      ],
    };
    const before = await json<WidgetSettings>(await call('GET', '/api/org/widget', admin()));
    const res = await call('PUT', '/api/org/widget', admin(), {
      enabled: true,
      allowedOrigins: [
        ' https://Shop.Example.ae ',
        'https://shop.example.ae',
        'https://*.example.ae',
        'http://localhost:5175',
      ],
      greeting,
      businessHours,
      preChatFields: ['phone', 'name'],
      preChatRequired: true,
    });
    expect(res.status).toBe(200);
    const body = await json<WidgetSettings>(res);
    expect(body).toMatchObject({
      enabled: true,
      websiteToken: before.websiteToken,
      allowedOrigins: ['https://shop.example.ae', 'https://*.example.ae', 'http://localhost:5175'],
      greeting,
      businessHours,
      preChatFields: ['name', 'phone'],
      preChatRequired: true,
    });
    // A field left out keeps its value; org users read what the admin saved.
    await call('PUT', '/api/org/widget', admin(), { preChatRequired: false });
    const read = await json<WidgetSettings>(await call('GET', '/api/org/widget', actors.staffSame.token));
    expect(read).toMatchObject({ enabled: true, preChatRequired: false, preChatFields: ['name', 'phone'] });
    const audit = await srv.services.orm.em.fork().find(AuditEntry, { action: 'widget.update' });
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('is read-only for org users and refused to customers', async () => {
    const body = { enabled: false };
    expect(await refusal('PUT', '/api/org/widget', actors.staffSame.token, body)).toEqual({
      status: 403,
      error: 'Organization admin access required',
    });
    expect((await refusal('PUT', '/api/org/widget', actors.customerA.token, body)).status).toBe(403);
    expect((await refusal('POST', '/api/org/widget/website-token', actors.staffSame.token)).status).toBe(403);
    expect((await refusal('POST', '/api/org/widget/identity-secret', actors.staffSame.token)).status).toBe(403);
    expect((await refusal('POST', '/api/org/widget/identity-secret', actors.customerA.token)).status).toBe(403);
  });

  it.each([
    [{ allowedOrigins: ['shop.example.ae'] }, /allowedOrigins: 'shop.example.ae' is not an origin/],
    [{ allowedOrigins: ['https://shop.example.ae/'] }, /is not an origin/],
    [{ allowedOrigins: ['https://shop.example.ae/checkout'] }, /is not an origin/],
    [{ allowedOrigins: ['ftp://shop.example.ae'] }, /is not an origin/],
    [{ allowedOrigins: ['*'] }, /is not an origin/],
    [{ allowedOrigins: ['https://*.ae'] }, /is not an origin/],
    [{ allowedOrigins: Array.from({ length: 21 }, (_, i) => `https://s${i}.example.ae`) }, /at most 20 origins/],
    [{ allowedOrigins: 'https://shop.example.ae' }, /allowedOrigins must be a list of origins/],
    [{ businessHours: { days: [{ day: 1, open: '18:00', close: '08:00' }] } }, /close must be after open/],
    [{ businessHours: { days: [{ day: 7, open: '08:00', close: '18:00' }] } }, /day must be 0 \(Sunday\) to 6/],
    [{ businessHours: { days: [{ day: 1, open: '8am', close: '18:00' }] } }, /open must be a time HH:MM/],
    [
      { businessHours: { days: [1, 1].map((day) => ({ day, open: '08:00', close: '18:00' })) } },
      /each day at most once/,
    ],
    [{ preChatFields: ['address'] }, /preChatFields may hold only name, email and phone/],
    [{ greeting: { en: 'x'.repeat(301), ar: '' } }, /greeting.en must be at most 300 characters/],
    [{ identitySecret: 'mine' }, /identitySecret/],
  ])('refuses %j with 400', async (body, message) => {
    const { status, error } = await refusal('PUT', '/api/org/widget', admin(), body);
    expect(status).toBe(400);
    expect(error).toMatch(message);
  });
});

describe('rotations', () => {
  it('shows a new identity secret once; GET only tells that one is set', async () => {
    const res = await call('POST', '/api/org/widget/identity-secret', admin());
    expect(res.status).toBe(200);
    const first = await json<WidgetIdentitySecret>(res);
    expect(first.identitySecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.settings.identitySecretSet).toBe(true);
    const text = await (await call('GET', '/api/org/widget', admin())).text();
    expect(text).not.toContain(first.identitySecret);
    expect(JSON.parse(text)).toMatchObject({ identitySecretSet: true });
    expect(JSON.parse(text)).not.toHaveProperty('identitySecret');
    const second = await json<WidgetIdentitySecret>(await call('POST', '/api/org/widget/identity-secret', admin()));
    expect(second.identitySecret).not.toBe(first.identitySecret);
    // The audit log never keeps the secret.
    const entries = await srv.services.orm.em.fork().find(AuditEntry, { targetType: 'widget_settings' });
    expect(entries.some((e) => e.action === 'widget.rotate_identity_secret')).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(second.identitySecret);
  });

  it('gives a new website token', async () => {
    const before = await json<WidgetSettings>(await call('GET', '/api/org/widget', admin()));
    const res = await call('POST', '/api/org/widget/website-token', admin());
    expect(res.status).toBe(200);
    const after = await json<WidgetSettings>(res);
    expect(after.websiteToken).toMatch(WEBSITE_TOKEN_PATTERN);
    expect(after.websiteToken).not.toBe(before.websiteToken);
    expect(
      (await json<WidgetSettings>(await call('GET', '/api/org/widget', actors.staffSame.token))).websiteToken,
    ).toBe(after.websiteToken);
    // The other organization's token did not move.
    const other = await json<WidgetSettings>(await call('GET', '/api/org/widget', actors.orgAdminOther.token));
    expect(other.websiteToken).not.toBe(after.websiteToken);
  });
});
