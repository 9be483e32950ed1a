import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

const PASSWORD = 'dashboard-e2e-password';

/** A staff user (an organization admin of their own organization) with exactly the given features. */
const createStaffUserWith = (request: APIRequestContext, features: string[]) =>
  createStaffUser(request, { password: PASSWORD, features });

/** Signs in and waits for the dashboard. */
async function signInToDashboard(page: Page, username: string, password: string) {
  await signIn(page, username, password);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
}

const sidebarSections = (page: Page) =>
  page
    .locator('nav[aria-label="Dashboard"] [data-section]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));

test.describe('feature dashboard', () => {
  test.beforeEach(async ({ page }) => {
    // Decide the cookie banner up front so it does not cover the sidebar's user menu.
    await decideCookies(page);
  });

  test('an org user with three features sees exactly those plus the overview; sections have URLs that survive a reload', async ({
    page,
    request,
  }) => {
    const { username } = await createStaffUserWith(request, ['cargo-management', 'live-tracking', 'ai-chat']);
    await signInToDashboard(page, username, PASSWORD);

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard Overview');
    expect(await sidebarSections(page)).toEqual([
      'overview',
      'shipments',
      'tracking',
      'ai-chat',
      'chat-widget',
      // The user is their organization's admin (created through the admin API): their own Team and Customers pages.
      'team',
      'customers',
    ]);
    // The overview's figures come from the API; the category cards list the same features.
    await expect(page.locator('[data-metric="activeShipments"]')).toBeVisible();
    await expect(page.locator('[data-category="logistics"] [data-section]')).toHaveCount(3);
    await expect(page.locator('[data-category="ai"] [data-section]')).toHaveCount(1);

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await nav.getByRole('link', { name: 'Live Tracking' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard\/tracking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Tracking');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Tracking');
    await expect(nav.getByRole('link', { name: 'Live Tracking' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('button', { name: 'AI Intelligence' }).click();
    await nav.getByRole('link', { name: 'AI Assistant' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard\/ai-chat$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /Conversations/ })).toBeVisible();

    // A section that is not enabled, and an unknown one: the welcome view with the feature count.
    await page.goto('/app/dashboard/fleet');
    await expect(page.getByText('5 features are enabled for you.')).toBeVisible();
    await page.goto('/app/dashboard/no-such-section');
    await expect(page.getByText('There is no dashboard section at this address.')).toBeVisible();
    expect(await sidebarSections(page)).toEqual([
      'overview',
      'shipments',
      'tracking',
      'ai-chat',
      'chat-widget',
      'team',
      'customers',
    ]);

    // The dashboard search shows results on the overview; nothing matching offers the keywords.
    await page.getByRole('searchbox', { name: 'Search the dashboard' }).fill('zzz');
    await expect(page).toHaveURL(/\/app\/dashboard\/overview$/);
    await expect(page.getByText('No features match “zzz”')).toBeVisible();
    await page.getByRole('button', { name: 'tracking', exact: true }).click();
    await expect(page.getByTestId('search-results').getByRole('link', { name: /Live Tracking/ })).toBeVisible();
  });

  test('profile changes are saved and survive a reload', async ({ page, request }) => {
    const { username } = await createStaffUserWith(request, ['cargo-management']);
    await signInToDashboard(page, username, PASSWORD);
    await page.getByTestId('user-menu').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard\/profile$/);
    await expect(page.getByLabel('Full name')).toHaveValue('Noura Al Hashimi');

    await page.getByLabel('Job title').fill('Dispatch lead');
    await page.getByLabel(/Phone number/).fill('+971 4 555 0101');
    const notifications = page.getByRole('switch', { name: 'E-mail notifications' });
    const before = await notifications.getAttribute('aria-checked');
    const flipped = before === 'true' ? 'false' : 'true';
    await notifications.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes were saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Job title')).toHaveValue('Dispatch lead');
    await expect(page.getByLabel(/Phone number/)).toHaveValue('+971 4 555 0101');
    await expect(notifications).toHaveAttribute('aria-checked', flipped);

    // Invalid input is refused on the client with the reason; the server's value stays.
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill('not-an-address');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter a valid e-mail address, such as name@company.ae.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(email).toHaveValue(`${username}@example.ae`);
    await page.reload();
    await expect(notifications).toHaveAttribute('aria-checked', flipped);
  });

  test('both languages: Arabic turns the dashboard right to left with Arabic titles', async ({ page, request }) => {
    const { username } = await createStaffUserWith(request, ['cargo-management', 'live-tracking', 'ai-chat']);
    await signInToDashboard(page, username, PASSWORD);
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نظرة عامة على لوحة التحكم');
    const nav = page.getByRole('navigation', { name: 'لوحة التحكم' });
    await expect(nav.getByRole('button', { name: 'العمليات اللوجستية' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'إدارة الشحنات' })).toBeVisible();
    await nav.getByRole('link', { name: 'التتبع المباشر' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard\/tracking$/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('التتبع المباشر');
  });

  test('the seeded organization admin signs in to the feature dashboard; customers keep the support dashboard', async ({
    page,
  }) => {
    await signInToDashboard(page, 'ops', E2E_PASSWORDS.ops);
    expect(await sidebarSections(page)).toContain('overview');
    await expect(page.getByTestId('organization')).not.toBeEmpty();
    await expect(page.getByTestId('user-menu').getByRole('button')).toContainText('ops@qafila.ae');
    await page.getByTestId('user-menu').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Demo workspace')).toBeVisible();
  });

  test('a hand-off reaches the team: notification, conversation, and a reply the customer sees live', async ({
    browser,
    baseURL,
  }) => {
    const open = async () => {
      const context = await browser.newContext({ baseURL: baseURL! });
      await decideCookies(context);
      return context.newPage();
    };

    // The customer asks for a person; the assistant hands the conversation to the team.
    const customer = await open();
    await signIn(customer, 'layla', 'layla-e2e-password');
    await expect(customer.getByText('Online', { exact: true })).toBeVisible();
    const box = customer.getByRole('textbox', { name: 'Message' });
    await box.fill('I want to talk to a real person please');
    await box.press('Enter');
    const log = customer.getByRole('log', { name: 'Conversation' });
    await expect(log.locator('[data-sender="assistant"]').last()).toBeVisible();

    // The team sees it in the bell and in the AI Assistant section, and replies.
    const staff = await open();
    await signInToDashboard(staff, 'ops', E2E_PASSWORDS.ops);
    await expect(staff.getByTestId('unread-count')).toBeVisible({ timeout: 10_000 });
    await staff.getByTestId('notifications-button').click();
    const panel = staff.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(/Layla Haddad asked to talk to your team/)).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(staff.getByTestId('unread-count')).toHaveCount(0);
    await staff.keyboard.press('Escape');

    await staff.goto('/app/dashboard/ai-chat');
    await staff.getByRole('button', { name: /Layla Haddad/ }).click();
    const thread = staff.getByRole('log', { name: 'Conversation with Layla Haddad' });
    await expect(thread.getByText('I want to talk to a real person please')).toBeVisible();
    await staff.getByRole('textbox', { name: 'Reply' }).fill('Hello Layla, this is the operations team.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText('Hello Layla, this is the operations team.')).toBeVisible();

    // The customer sees the reply without a reload, marked as from the team.
    const reply = log.locator('[data-from-team]').filter({ hasText: 'Hello Layla, this is the operations team.' });
    await expect(reply).toBeVisible();
    await expect(reply).toContainText('From the team');
    await customer.context().close();
    await staff.context().close();
  });
});
