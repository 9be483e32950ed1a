import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';

test("an organization colour set by the admin re-colours its users' dashboard", async ({ page, request }) => {
  const login = await request.post('/api/admin/login', { data: { username: 'admin', password: E2E_PASSWORDS.admin } });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const orgs = (await (await request.get('/api/admin/organizations', { headers: auth })).json()) as {
    id: number;
    subdomain: string;
  }[];
  const demo = orgs.find((o) => o.subdomain === 'demo')!;
  const put = (primaryColor: string | null) =>
    request.put(`/api/admin/organizations/${demo.id}/branding`, { headers: auth, data: { primaryColor } });
  expect((await put('#6B2FBF')).status()).toBe(200);

  try {
    await page.goto('/app');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill(E2E_PASSWORDS.demo);
    await dialog.getByLabel('Password').press('Enter');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The accent of the design system is the organization's colour: the Sign out button is an accent button.
    await expect
      .poll(() => page.locator('[data-theme]').first().getAttribute('style'), { timeout: 5000 })
      .toContain('#6B2FBF');
  } finally {
    await put(null);
  }
});
