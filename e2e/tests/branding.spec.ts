import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { adminHeaders, signIn } from './session.ts';

test("an organization colour set by the admin re-colours its users' dashboard", async ({ page, request }) => {
  const auth = await adminHeaders(request);
  const orgs = (await (await request.get('/api/admin/organizations', { headers: auth })).json()) as {
    id: number;
    subdomain: string;
  }[];
  const demo = orgs.find((o) => o.subdomain === 'demo')!;
  const put = (primaryColor: string | null) =>
    request.put(`/api/admin/organizations/${demo.id}/branding`, { headers: auth, data: { primaryColor } });
  expect((await put('#6B2FBF')).status()).toBe(200);

  try {
    await signIn(page, 'demo', E2E_PASSWORDS.demo);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // The accent of the design system is the organization's colour: the Sign out button is an accent button.
    await expect
      .poll(() => page.locator('[data-theme]').first().getAttribute('style'), { timeout: 5000 })
      .toContain('#6B2FBF');
  } finally {
    await put(null);
  }
});
