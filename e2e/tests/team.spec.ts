import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// Team and customers (issue 16): an organization admin invites a member of staff from the Team page and adds a
// customer from the Customers page; each opens their link, chooses a username and password, lands signed in, and
// later signs in again with them. Without SMTP the admin copies the links from the page.

const ADMIN_PASSWORD = 'team e2e admin password';
const STAFF_PASSWORD = 'team e2e staff password';
const CUSTOMER_PASSWORD = 'team e2e customer password';

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await decideCookies(context);
  return context.newPage();
}

/** The link the admin copies from the invitation dialog; the dialog is closed after. */
async function copiedLink(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Invitation link' });
  await expect(dialog.getByText(/E-mail is not set up/)).toBeVisible();
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  return link;
}

/** The invitee's page: username, name and password, then their dashboard. */
async function accept(page: Page, link: string, username: string, name: string, password: string) {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  const field = page.getByRole('textbox', { name: /Username/ });
  await field.fill(username);
  await page.getByRole('textbox', { name: /Your name/ }).fill(name);
  await page.getByLabel(/Password/).fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
}

test('an org admin invites a member of staff and adds a customer; both choose a password and sign in', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { username: admin } = await createStaffUser(request, {
    password: ADMIN_PASSWORD,
    features: ['cargo-management'],
    company: 'Oasis Freight',
  });
  const suffix = Date.now().toString(36);
  const staffEmail = `dispatch.${suffix}@oasis.ae`;
  const customerEmail = `buyer.${suffix}@client.ae`;

  await decideCookies(page);
  await signIn(page, admin, ADMIN_PASSWORD);
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar).toBeVisible();

  // Team (under Enterprise Tools, for org admins only): invite with a role and one of the organization's features.
  await sidebar.getByRole('button', { name: 'Enterprise Tools' }).click();
  await sidebar.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/team$/);
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a member of staff' });
  await invite.getByRole('textbox', { name: /E-mail/ }).fill(staffEmail);
  await invite.getByRole('checkbox', { name: 'Cargo Management' }).check();
  await invite.getByRole('button', { name: 'Create invitation' }).click();
  const staffLink = await copiedLink(page);
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByText(staffEmail)).toBeVisible();

  // Customers: add one; they get a link too.
  await sidebar.getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('button', { name: 'Add customer' }).click();
  const add = page.getByRole('dialog', { name: 'Add a customer' });
  await add.getByRole('textbox', { name: /Name/ }).fill('Oasis Client Trading');
  await add.getByRole('textbox', { name: /E-mail/ }).fill(customerEmail);
  await add.getByRole('button', { name: 'Add customer' }).click();
  const customerLink = await copiedLink(page);
  await expect(page.getByText('Oasis Client Trading')).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();

  // The staff member accepts and lands on the dashboard with the feature they were given.
  const staffPage = await freshPage(browser, baseURL!);
  const staffUser = `dispatch${suffix}`;
  await accept(staffPage, staffLink, staffUser, 'Salem Dispatcher', STAFF_PASSWORD);
  const staffSidebar = staffPage.getByRole('navigation', { name: 'Dashboard' });
  await expect(staffSidebar).toBeVisible();
  await expect(staffSidebar.getByRole('link', { name: 'Cargo Management' })).toBeVisible();
  await expect(staffSidebar.getByRole('link', { name: 'Team' })).toHaveCount(0);
  // The link is single use.
  await staffPage.goto(new URL(staffLink).pathname);
  await expect(staffPage.getByText('This invitation has already been used: sign in instead')).toBeVisible();

  // The customer accepts and lands on their own dashboard.
  const customerPage = await freshPage(browser, baseURL!);
  const customerUser = `buyer${suffix}`;
  await accept(customerPage, customerLink, customerUser, 'Oasis Buyer', CUSTOMER_PASSWORD);
  await expect(customerPage).toHaveURL(/\/app/);
  await expect(customerPage.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expect(customerPage.getByTestId('welcome-card')).toBeVisible();

  // Both sign in again later with what they chose.
  for (const [username, password] of [
    [staffUser, STAFF_PASSWORD],
    [customerUser, CUSTOMER_PASSWORD],
  ] as const) {
    const later = await freshPage(browser, baseURL!);
    await signIn(later, username, password);
    await expect(later.getByText('Login successful! Redirecting to dashboard...').first()).toBeVisible();
    await later.context().close();
  }

  // The admin sees the new member of staff on the Team page and the customer no longer "Invited".
  await sidebar.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByText('Salem Dispatcher')).toBeVisible();
  await expect(page.getByText(staffEmail)).toBeVisible();
  for (const p of [staffPage, customerPage]) await p.context().close();
});
