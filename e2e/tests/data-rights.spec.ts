import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// PDPL data rights (issue 16): a customer asks for a copy of their data on their account page and downloads it once;
// a customer's erasure request is fulfilled by their organization's admin from the admin's profile, after which the
// person can no longer sign in, the list names them only by a pseudonym, and no column of any table of the server's
// database holds their name, username, e-mail address or phone number (read with node:sqlite).

const ADMIN_PASSWORD = 'data rights e2e admin password';
const CUSTOMER_PASSWORD = 'data rights e2e customer password';

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await decideCookies(context);
  return context.newPage();
}

/** Every `table.column` of the server's SQLite database whose value contains one of `values`. */
function columnsHolding(values: string[]): string[] {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, 'qafila.sqlite'), { readOnly: true });
  try {
    const found: string[] = [];
    const tables = db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[];
    for (const { name } of tables) {
      const columns = db.prepare(`select name from pragma_table_info('${name}')`).all() as { name: string }[];
      for (const column of columns)
        for (const value of values) {
          const row = db
            .prepare(`select count(*) as n from "${name}" where cast("${column.name}" as text) like ?`)
            .get(`%${value}%`) as { n: number };
          if (row.n > 0) found.push(`${name}.${column.name} holds ${value}`);
        }
    }
    return found;
  } finally {
    db.close();
  }
}

/** A customer of the admin's organization, created through the organization admin API. */
async function createCustomer(
  request: APIRequestContext,
  admin: string,
  name: string,
  phoneNumber?: string,
): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: admin, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const username = `cust${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/org/users', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      username,
      email: `${username}@example.ae`,
      password: CUSTOMER_PASSWORD,
      name,
      role: 'customer',
      ...(phoneNumber ? { phoneNumber } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return username;
}

test('a customer requests a copy of their data on their account page and downloads it once', async ({
  page,
  request,
}) => {
  const { username: admin } = await createStaffUser(request, { password: ADMIN_PASSWORD, features: [] });
  const customer = await createCustomer(request, admin, 'Layla Haddad');
  await decideCookies(page);
  await signIn(page, customer, CUSTOMER_PASSWORD);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(`${customer}@example.ae`)).toBeVisible();

  const card = page.getByRole('region', { name: 'Your data' });
  await expect(card.getByText('You have not made a request.')).toBeVisible();
  await card.getByRole('button', { name: 'Request a copy' }).click();
  await expect(card.getByText('Ready', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request a copy' })).toBeDisabled();

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^qafila-data-export-\d+\.zip$/);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  // The entries' names are stored as they are in the ZIP's directory.
  for (const name of ['profile.json', 'shipments.json', 'chats.json', 'documents.json'])
    expect(zip.includes(Buffer.from(name))).toBe(true);

  // Once: the copy is gone, a second one can be requested.
  await expect(card.getByText('Downloaded', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Request a copy' })).toBeEnabled();
});

test("an organization admin fulfils a customer's erasure request; the person can no longer sign in", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { username: admin } = await createStaffUser(request, { password: ADMIN_PASSWORD, features: [] });
  const customer = await createCustomer(request, admin, 'Omar Farouk', '+971 50 765 4321');
  expect(columnsHolding([customer, 'Omar Farouk', '+971 50 765 4321']).length).toBeGreaterThan(0);
  await decideCookies(page);
  await signIn(page, customer, CUSTOMER_PASSWORD);
  await page.getByRole('link', { name: 'Your account' }).click();
  const card = page.getByRole('region', { name: 'Your data' });
  await card.getByRole('button', { name: 'Request erasure' }).click();
  const confirm = page.getByRole('dialog', { name: 'Request the erasure of your data?' });
  await confirm.getByRole('button', { name: 'Send the request' }).click();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request erasure' })).toBeDisabled();

  const adminPage = await freshPage(browser, baseURL!);
  await signIn(adminPage, admin, ADMIN_PASSWORD);
  await expect(adminPage.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await adminPage.goto('/app/dashboard/profile');
  const requests = adminPage.locator('[data-view="data-requests"]');
  const row = requests.getByRole('row').filter({ hasText: 'Omar Farouk' });
  await expect(row.getByText('30 days left')).toBeVisible();
  await row.getByRole('button', { name: 'Erase' }).click();
  const erase = adminPage.getByRole('dialog', { name: 'Erase this person’s data?' });
  await expect(erase.getByText(/Their shipments are kept, without their name/)).toBeVisible();
  await erase.getByRole('button', { name: 'Erase' }).click();
  await expect(adminPage.getByText('The data was erased.', { exact: true })).toBeVisible();
  await expect(requests.getByText('Omar Farouk')).toHaveCount(0);
  await expect(
    requests
      .getByRole('row')
      .filter({ hasText: /Erased person \d+/ })
      .getByText('Completed'),
  ).toBeVisible();

  // Signed out everywhere and unable to sign in again.
  const login = await request.post('/api/auth/login', { data: { username: customer, password: CUSTOMER_PASSWORD } });
  expect(login.status()).toBe(401);
  // Nothing of the person is left in the database (the shipments the law requires stay, with a pseudonym).
  expect(columnsHolding([customer, 'Omar Farouk', `${customer}@example.ae`, '+971 50 765 4321'])).toEqual([]);
  await adminPage.context().close();
});
