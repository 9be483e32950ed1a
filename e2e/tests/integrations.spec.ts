import { fakeShopify, SHOPIFY_TOKEN, shopifyOrder } from '../../api/test/fake-stores.ts';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// The Integration Hub (issue 17): an organization admin connects a Shopify store (a fake shop this test starts on
// 127.0.0.1, which the e2e server may call: QAFILA_OUTBOUND_ALLOW), syncs, and sees the shop's orders become
// shipments with the health bar of the recorded run; in English and in Arabic.

const PASSWORD = 'integrations-e2e-password';

async function orgWithCustomers(request: Parameters<typeof createStaffUser>[0], tag: string) {
  const { username } = await createStaffUser(request, {
    password: PASSWORD,
    features: ['enterprise-integrations', 'cargo-management'],
  });
  const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const emails = [`layla.${tag}@example.ae`, `omar.${tag}@example.ae`];
  for (const [i, email] of emails.entries()) {
    const created = await request.post('/api/org/customer-accounts', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: i ? 'Omar Saeed' : 'Layla Haddad', email },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { username, emails };
}

for (const language of ['en', 'ar'] as const) {
  test(`an organization admin connects Shopify, syncs, and the orders become shipments (${language})`, async ({
    page,
    request,
  }) => {
    const tag = `${language}${Date.now().toString(36)}`;
    const { username, emails } = await orgWithCustomers(request, tag);
    const shop = await fakeShopify([
      shopifyOrder(5512301314234, 1001, emails[0]!),
      shopifyOrder(5512301314235, 1002, emails[1]!, 'Abu Dhabi'),
    ]);
    try {
      await decideCookies(page);
      await signIn(page, username, PASSWORD);
      await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
      // The language is the reader's choice, kept in the browser (PRODUCT.md §5).
      if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
      const t =
        language === 'en'
          ? {
              marketplace: 'API Marketplace',
              connect: 'Connect',
              store: 'Store address',
              token: 'Admin API access token',
              active: 'Active Integrations',
              sync: 'Sync',
              synced: 'Sync Complete',
              cargo: 'Cargo Management',
              health: 'Connection health',
              flow: '2 orders in · 2 tracking numbers out',
            }
          : {
              marketplace: 'سوق واجهات البرمجة',
              connect: 'ربط',
              store: 'عنوان المتجر',
              token: 'رمز وصول Admin API',
              active: 'التكاملات النشطة',
              sync: 'مزامنة',
              synced: 'اكتملت المزامنة',
              cargo: 'إدارة الشحنات',
              health: 'سلامة الاتصال',
              flow: 'طلبان واردان · رقما تتبع صادران',
            };
      await page.goto('/app/dashboard/integrations');
      const hub = page.getByTestId('integration-hub');
      await expect(hub).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

      await hub.getByRole('tab', { name: t.marketplace }).click();
      await hub.getByTestId('marketplace-shopify').getByRole('button', { name: t.connect }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.store).fill(shop.url);
      await dialog.getByLabel(t.token).fill(SHOPIFY_TOKEN);
      await dialog.getByRole('button', { name: t.connect }).click();
      await expect(dialog).toBeHidden();

      await hub.getByRole('tab', { name: t.active }).click();
      const card = hub.getByTestId('integration-shopify');
      await expect(card).toHaveAttribute('data-status', 'pending');
      await card.getByRole('button', { name: t.sync }).click();
      await expect(page.getByText(t.synced).first()).toBeVisible();
      await expect(card).toHaveAttribute('data-status', 'connected');
      await expect(card.getByRole('progressbar', { name: t.health })).toHaveAttribute('aria-valuenow', '100');
      await expect(card.getByText(t.flow)).toBeVisible();

      // The shop got our tracking numbers back as fulfilments; they are the new shipments of Cargo Management.
      expect(shop.fulfilments).toHaveLength(2);
      await page.goto('/app/dashboard/shipments');
      for (const f of shop.fulfilments) await expect(page.getByText(f.tracking.number).first()).toBeVisible();
    } finally {
      await shop.close();
    }
  });
}

test('a Marketplace request reaches the admin portal', async ({ page, request }) => {
  const { username } = await orgWithCustomers(request, `req${Date.now().toString(36)}`);
  const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const note = `NetSuite OneWorld ${Date.now().toString(36)}`;
  const asked = await request.post('/api/integrations/requests', {
    headers: { authorization: `Bearer ${token}` },
    data: { integration: 'oracle-netsuite', note },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  await decideCookies(page);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Billing Plans' }).click();
  const requests = page.getByTestId('admin-integration-requests');
  const row = requests.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText('Oracle NetSuite');
  await expect(row).toContainText(username);
});
