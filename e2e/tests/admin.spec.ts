import type { Page } from '@playwright/test';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies, signIn } from './session.ts';

/** Radix renders a toast and a screen-reader copy of it: the first match is the visible one. */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

async function adminSignIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: /Admin Dashboard/ })).toBeVisible();
}

/** The enterprise user's organization card in Enterprise Control (its subdomain comes from the company name). */
const orgCard = (page: Page, name: string) =>
  page.locator('li[data-organization]').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('admin portal', () => {
  // A step that cannot act fails at that step rather than at the test's timeout.
  test.use({ actionTimeout: 15_000 });
  test.beforeEach(({ page }) => decideCookies(page));

  test('sign-in is required: no token goes to /admin/login, empty fields get the spec toast', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Please enter both username and password')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid credentials')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('the admin creates an enterprise user, assigns two features, suspends and re-brands their organization', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const account = {
      username: `noura-${stamp}`,
      email: `noura-${stamp}@sandcargo.ae`,
      password: 'sand cargo e2e password',
      company: `Sand Cargo ${stamp}`,
    };

    await test.step('the admin signs in through the UI', async () => {
      await adminSignIn(page);
      await expect(toast(page, 'Redirecting to admin dashboard...')).toBeVisible();
      await expect(page.getByTestId('admin-name')).toHaveText('admin');
      await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    });

    await test.step('creates an enterprise user', async () => {
      await page.getByRole('button', { name: 'Create Enterprise User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Enterprise User' });
      await dialog.getByLabel('Username').fill(account.username);
      await dialog.getByLabel('Email').fill(account.email);
      await dialog.getByLabel('Password', { exact: false }).first().fill(account.password);
      await dialog.getByLabel('Full Name').fill('Noura Al Ketbi');
      await dialog.getByLabel('Company Name').fill(account.company);
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(toast(page, 'Enterprise user created successfully.')).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    const row = page.locator(`tr[data-row-id="${account.username}"]`);
    await test.step('assigns two features in Manage Features', async () => {
      await expect(row).toContainText('Enterprise');
      await expect(row).toContainText('No features assigned');
      await row.getByRole('button', { name: 'Manage Features' }).click();
      const dialog = page.getByRole('dialog', { name: `Manage Features: ${account.username}` });
      await expect(dialog).toContainText(/0 of \d+ assigned/);
      await dialog.getByRole('button', { name: 'Assign: Cargo Management' }).click();
      await expect(toast(page, 'Cargo Management assigned successfully')).toBeVisible();
      await dialog.getByRole('button', { name: 'Assign: Document Processing' }).click();
      await expect(toast(page, 'Document Processing assigned successfully')).toBeVisible();
      await expect(dialog).toContainText(/2 of \d+ assigned/);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(row).toContainText('Cargo Management');
      await expect(row).toContainText('Document Processing');
    });

    // The user, in a browser of their own.
    const context = await browser.newContext({ baseURL });
    await decideCookies(context);
    const user = await context.newPage();
    const sidebarSections = () =>
      user.locator('nav [data-section]').evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));

    await test.step('the user signs in at /app and sees exactly those features enabled', async () => {
      await signIn(user, account.username, account.password);
      await expect(user.locator('nav [data-section="overview"]')).toBeVisible();
      // The two features assigned, then Team and Customers: the enterprise user is their organization's admin.
      await expect.poll(sidebarSections).toEqual(['overview', 'shipments', 'documents', 'team', 'customers']);
    });

    await test.step("the admin suspends the user's organization; the user's next request is refused", async () => {
      await page.getByRole('tab', { name: 'Enterprise Control' }).click();
      const card = orgCard(page, account.company);
      await expect(card).toHaveAttribute('data-status', 'active');
      await card.getByRole('button', { name: 'Suspend' }).click();
      const confirm = page.getByRole('dialog', { name: `Suspend ${account.company}?` });
      await confirm.getByRole('button', { name: 'Suspend' }).click();
      await expect(toast(page, `${account.company} is now Suspended.`)).toBeVisible();
      await expect(card).toHaveAttribute('data-status', 'suspended');

      // The reloaded page's first call: its session is answered 403 with the reason.
      const refused = user.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/me');
      await user.reload();
      const answer = await refused;
      expect(answer.status()).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toBe('Your organization is suspended');
      // A 403 is an answer, not a transient failure: the dashboard shows it without retrying (ADR 14).
      await expect(user.getByText('Your organization is suspended').first()).toBeVisible({ timeout: 20_000 });
    });

    await test.step('in Arabic, the admin reactivates the organization', async () => {
      await page.getByRole('button', { name: /^(Language|اللغة)/ }).click();
      await page.getByRole('menuitemradio', { name: /العربية|Arabic/ }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1, name: /لوحة تحكم المسؤول/ })).toBeVisible();
      const card = orgCard(page, account.company);
      await expect(card).toContainText('معلّقة');
      await card.getByRole('button', { name: 'إعادة التفعيل' }).click();
      const confirm = page.getByRole('dialog', { name: `إعادة تفعيل ${account.company}؟` });
      await confirm.getByRole('button', { name: 'إعادة التفعيل' }).click();
      await expect(toast(page, `أصبحت ${account.company} الآن نشطة.`)).toBeVisible();
      await expect(card).toHaveAttribute('data-status', 'active');
      await page.screenshot({ path: test.info().outputPath('admin-ar-reactivated.png'), fullPage: true });
      // Back to English for the rest of the flow.
      await page.getByRole('button', { name: /^(Language|اللغة)/ }).click();
      await page.getByRole('menuitemradio', { name: /English/ }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });

    await test.step("the admin changes the white-label colour; the user's dashboard shows it", async () => {
      const card = orgCard(page, account.company);
      await card.getByRole('button', { name: 'White-Label' }).click();
      const hex = page.getByLabel('Primary colour (#RRGGBB)');
      await hex.fill('#B4235A');
      await expect(page.getByTestId('contrast')).toContainText('Meets WCAG AA');
      await expect(page.getByTestId('brand-preview')).toHaveAttribute('style', /--/);
      await page.getByLabel('Display name').fill('Sand Cargo Portal');
      await page.getByRole('button', { name: 'Save branding' }).click();
      await expect(toast(page, `White-label settings saved for ${account.company}`)).toBeVisible();

      await user.reload();
      await expect(user.locator('nav [data-section="overview"]')).toBeVisible();
      await expect
        .poll(() => user.locator('[data-theme]').first().getAttribute('style'), { timeout: 10_000 })
        .toContain('#B4235A');
    });

    await context.close();
  });

  test('screenshots of the admin dashboard in English and Arabic, desktop and 390 px', async ({ page }) => {
    await adminSignIn(page);
    for (const [language, option] of [
      ['en', /English/],
      ['ar', /العربية|Arabic/],
    ] as const) {
      if (language === 'ar') {
        await page.getByRole('button', { name: /^(Language|اللغة)/ }).click();
        await page.getByRole('menuitemradio', { name: option }).click();
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      for (const [size, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['390', { width: 390, height: 844 }],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.getByRole('tab').first().click();
        await page.screenshot({ path: test.info().outputPath(`admin-${language}-${size}-users.png`), fullPage: true });
        await page.getByRole('tab').nth(1).click();
        await page.screenshot({
          path: test.info().outputPath(`admin-${language}-${size}-enterprise.png`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    // Nothing overflows the 390 px viewport sideways (the tab list scrolls inside itself).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
});
