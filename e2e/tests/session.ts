import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_PASSWORDS } from '../server.ts';
import { expect } from './fixtures.ts';

/** A cookie choice already made (necessary cookies only). */
const COOKIE_CONSENT = JSON.stringify({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
  timestamp: new Date().toISOString(),
  policyVersion: '2026-11',
});

/** Decides the cookie banner before the first page loads: it would otherwise cover the bottom of the page. */
export const decideCookies = (target: Page | BrowserContext) =>
  target.addInitScript((value) => localStorage.setItem('qafila-cookie-consent', value), COOKIE_CONSENT);

/** Signs in through the app's sign-in dialog at /app, submitting with Enter. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/app');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Password').press('Enter');
}

/** Signs the platform admin in to the API: the headers that carry its token. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_PASSWORDS.admin } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * Creates, through the admin API, an organization admin of a new organization with exactly the given features
 * assigned and the given organization flags set: what an operator does in the admin portal.
 */
export async function createStaffUser(
  request: APIRequestContext,
  options: {
    password: string;
    features: string[];
    orgFlags?: Record<string, boolean>;
    name?: string;
    company?: string;
  },
): Promise<{ username: string }> {
  const headers = await adminHeaders(request);
  const username = `staff${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const created = await request.post('/api/admin/users', {
    headers,
    data: {
      username,
      email: `${username}@example.ae`,
      password: options.password,
      name: options.name ?? 'Noura Al Hashimi',
      companyName: options.company ?? 'Dune Freight',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const user = (await created.json()) as { id: number; organizationId: number };
  if (options.orgFlags) {
    const flags = await request.put(`/api/admin/organizations/${user.organizationId}/feature-flags`, {
      headers,
      data: options.orgFlags,
    });
    expect(flags.ok(), await flags.text()).toBe(true);
  }
  for (const feature of options.features) {
    const assigned = await request.post(`/api/admin/users/${user.id}/features/${feature}`, { headers });
    expect(assigned.ok(), await assigned.text()).toBe(true);
  }
  return { username };
}

/**
 * The data of a new organization as its admin enters it through the API: signs the admin in, creates a customer and
 * answers the admin's headers and a function creating that customer's shipments (answering their tracking numbers).
 */
export async function organizationData(
  request: APIRequestContext,
  username: string,
  password: string,
  tag: string,
): Promise<{
  headers: { authorization: string };
  ship(input: { origin: string; destination: string; service: string; declaredValueAed?: number }): Promise<string>;
}> {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const customer = await request.post('/api/org/customer-accounts', {
    headers,
    data: { name: 'Omar Khalil', email: `omar.${tag}@example.ae` },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = ((await customer.json()) as { customer: { id: number } }).customer.id;
  const ship = async (input: { origin: string; destination: string; service: string; declaredValueAed?: number }) => {
    const res = await request.post('/api/org/shipments', {
      headers,
      data: {
        customerId,
        weightKg: 80,
        dimensionsCm: { length: 100, width: 80, height: 60 },
        declaredValueAed: 4200,
        ...input,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { trackingNumber: string }).trackingNumber;
  };
  return { headers, ship };
}

/**
 * The demo's ops user signed in twice (issue 19): to the API (the headers that carry its token, to compare the screen
 * with the API's figures) and in the page, in `language`, on a dashboard section whose screen has `testId`.
 */
export async function openAsOps(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'ar',
  section: string,
  testId: string,
) {
  const login = await request.post('/api/auth/login', { data: { username: 'ops', password: E2E_PASSWORDS.ops } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  await decideCookies(page);
  await signIn(page, 'ops', E2E_PASSWORDS.ops);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
  await page.goto(`/app/dashboard/${section}`);
  const screen = page.getByTestId(testId);
  await expect(screen).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  return { headers, screen };
}
