import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../api/src/modules/webhooks/signature.ts';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// API management (issue 17): an organization admin creates an API key in the api-status section (shown once), then
// calls the public API with it as a program would (Playwright's request context, the curl of the docs) and gets the
// organization's shipments; a key without the shipments:read scope gets 403. In English and in Arabic.

const PASSWORD = 'api-keys-e2e-password';

const TEXT = {
  en: {
    title: 'API management',
    createKey: 'Create key',
    name: /^Name/,
    readShipments: 'Read shipments',
    track: 'Track shipments',
    create: 'Create',
    close: 'Close',
    usage: 'Usage, last 30 days',
  },
  ar: {
    title: 'إدارة API',
    createKey: 'إنشاء مفتاح',
    name: /^الاسم/,
    readShipments: 'قراءة الشحنات',
    track: 'تتبع الشحنات',
    create: 'إنشاء',
    close: 'إغلاق',
    usage: 'الاستخدام خلال آخر 30 يومًا',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`an organization admin creates an API key and the API answers it with the organization's shipments (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const tag = `${language}${Date.now().toString(36)}`;
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['api-management', 'cargo-management'],
    });
    // The organization's data, as its admin would enter it: a customer and a shipment.
    const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const customer = await request.post('/api/org/customer-accounts', {
      headers: auth,
      data: { name: 'Layla Haddad', email: `layla.${tag}@example.ae` },
    });
    expect(customer.status(), await customer.text()).toBe(201);
    const customerId = ((await customer.json()) as { customer: { id: number } }).customer.id;
    const shipment = await request.post('/api/org/shipments', {
      headers: auth,
      data: {
        customerId,
        origin: 'Jebel Ali Free Zone, Dubai',
        destination: 'Al Ain, UAE',
        service: 'freight_road',
        weightKg: 120,
        dimensionsCm: { length: 100, width: 80, height: 60 },
        declaredValueAed: 5400,
      },
    });
    expect(shipment.status(), await shipment.text()).toBe(201);
    const { trackingNumber } = (await shipment.json()) as { trackingNumber: string };

    await decideCookies(page);
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/api-status');
    const section = page.getByTestId('api-management');
    await expect(section).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // Creates a key that may read shipments: shown once, in a dialog.
    const createKey = async (name: string, scope: string): Promise<string> => {
      await section.getByRole('button', { name: t.createKey }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.name).fill(name);
      await dialog.getByRole('checkbox', { name: scope }).check();
      await dialog.getByRole('button', { name: t.create, exact: true }).click();
      const shown = page.getByTestId('shown-secret');
      await expect(shown).toHaveValue(/^qk_live_[A-Za-z0-9_-]{43}$/);
      const key = await shown.inputValue();
      await page.getByRole('dialog').getByRole('button', { name: t.close, exact: true }).first().click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(section.getByText(name)).toBeVisible();
      await expect(section.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
      return key;
    };
    const key = await createKey(`ERP ${tag}`, t.readShipments);

    // A program calls the API with the key: the organization's shipments.
    const listed = await request.get('/api/org/shipments', { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status()).toBe(200);
    const page1 = (await listed.json()) as { items: { trackingNumber: string }[] };
    expect(page1.items.map((s) => s.trackingNumber)).toEqual([trackingNumber]);

    // A key without shipments:read is refused there (403), and every key is refused on routes not open to keys.
    const trackingOnly = await createKey(`Tracking ${tag}`, t.track);
    const refused = await request.get('/api/org/shipments', { headers: { authorization: `Bearer ${trackingOnly}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('This API key lacks the scope shipments:read');
    const tracked = await request.get(`/api/org/tracking?q=${trackingNumber}`, {
      headers: { authorization: `Bearer ${trackingOnly}` },
    });
    expect(tracked.status()).toBe(200);
    expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

    // The usage page counts the key's calls by endpoint.
    await page.reload();
    await expect(section.getByRole('heading', { name: t.usage })).toBeVisible();
    await expect(section.getByText('GET /api/org/shipments')).toBeVisible();
  });
}

test('an organization admin adds a webhook endpoint; the test event and a new shipment reach it signed', async ({
  page,
  request,
}) => {
  // A receiver on 127.0.0.1 (the e2e server may call it: QAFILA_OUTBOUND_ALLOW) that records what it is sent.
  const received: { signature: string; event: string; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      received.push({
        signature: String(req.headers['qafila-signature']),
        event: String(req.headers['qafila-event']),
        body,
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['api-management', 'cargo-management'],
    });
    await decideCookies(page);
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await page.goto('/app/dashboard/api-status');
    const section = page.getByTestId('api-management');

    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^URL/).fill(url);
    await dialog.getByRole('checkbox', { name: 'Shipment created' }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = page.getByTestId('shown-secret');
    await expect(shown).toHaveValue(/^whsec_/);
    const secret = await shown.inputValue();
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();

    await section.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event delivered').first()).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]!.event).toBe('ping');
    expect(verifyWebhookSignature(received[0]!.signature, received[0]!.body, secret)).toEqual({ ok: true });

    // A shipment created in the organization is an event the endpoint subscribed to.
    const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const customer = await request.post('/api/org/customer-accounts', {
      headers: auth,
      data: { name: 'Omar Saeed', email: `omar.${Date.now().toString(36)}@example.ae` },
    });
    const customerId = ((await customer.json()) as { customer: { id: number } }).customer.id;
    const shipment = await request.post('/api/org/shipments', {
      headers: auth,
      data: {
        customerId,
        origin: 'Dubai',
        destination: 'Sharjah',
        service: 'freight_road',
        weightKg: 5,
        dimensionsCm: { length: 10, width: 10, height: 10 },
        declaredValueAed: 50,
      },
    });
    const { trackingNumber } = (await shipment.json()) as { trackingNumber: string };
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.event).toBe('shipment.created');
    expect(JSON.parse(received[1]!.body).data.trackingNumber).toBe(trackingNumber);
    expect(verifyWebhookSignature(received[1]!.signature, received[1]!.body, secret).ok).toBe(true);

    // The delivery log shows both, delivered.
    await section.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await expect(log.getByText('Shipment created')).toBeVisible();
    await expect(log.getByText('Test event')).toBeVisible();
    await expect(log.getByText('Delivered')).toHaveCount(2);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
