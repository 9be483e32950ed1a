import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// Two-factor sign-in (issue 16): a member of staff turns it on from their profile with a code computed here from the
// key the page shows (as an authenticator app would), then signs in with a code, and with a recovery code once.

const PASSWORD = 'two-factor e2e password';

const codeFor = (key: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

async function freshPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await decideCookies(context);
  return context.newPage();
}

/** The sign-in dialog's second step: the code, then Verify. */
async function answerCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('a member of staff turns on two-factor sign-in, then signs in with a code and with a recovery code once', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { username } = await createStaffUser(request, { password: PASSWORD, features: [] });
  await decideCookies(page);
  await signIn(page, username, PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/dashboard/profile');

  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const enrol = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  await expect(enrol.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = ((await enrol.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{16,}$/);
  await enrol.getByRole('textbox', { name: '6-digit code' }).fill('000000' === codeFor(key) ? '111111' : '000000');
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  await expect(enrol.getByText('That did not work')).toBeVisible();
  await enrol.getByRole('textbox', { name: '6-digit code' }).fill(codeFor(key));
  await enrol.getByRole('button', { name: 'Turn on' }).click();

  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  const codes = await codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // The password alone no longer opens the account: the code step follows it. A code is accepted once, so this
  // sign-in uses the next 30-second step's code (the one the app shows next; the server accepts one step ahead).
  const second = await freshPage(browser, baseURL!);
  await signIn(second, username, PASSWORD);
  await answerCode(second, codeFor(key, Date.now() + 30_000));
  await expect(second.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

  // A recovery code works once.
  const recovery = (codes[0] ?? '').trim();
  const third = await freshPage(browser, baseURL!);
  await signIn(third, username, PASSWORD);
  await answerCode(third, recovery);
  await expect(third.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  const fourth = await freshPage(browser, baseURL!);
  await signIn(fourth, username, PASSWORD);
  await answerCode(fourth, recovery);
  await expect(fourth.getByRole('dialog').getByText('The code was not accepted')).toBeVisible();
  await expect(fourth.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  for (const p of [second, third, fourth]) await p.context().close();
});

/** Turns two-factor sign-in on from a card showing "Turn on": the key, a code computed from it, the recovery codes. */
async function turnOn(page: Page, card: ReturnType<Page['getByRole']>) {
  await card.getByRole('button', { name: 'Turn on' }).click();
  const enrol = page.getByRole('dialog', { name: 'Set up your authenticator app' });
  const key = ((await enrol.getByTestId('two-factor-key').textContent()) ?? '').replace(/\s/g, '');
  await enrol.getByRole('textbox', { name: '6-digit code' }).fill(codeFor(key));
  await enrol.getByRole('button', { name: 'Turn on' }).click();
  await page
    .getByRole('dialog', { name: 'Your recovery codes' })
    .getByRole('button', { name: 'I have saved them' })
    .click();
  return key;
}

test('an organization admin requires two-factor sign-in: a member of staff must set it up first; sessions can be ended', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // An organization admin, and a member of staff they add (through the API, as the Team page would).
  const { username: adminName } = await createStaffUser(request, { password: PASSWORD, features: [] });
  const login = await request.post('/api/auth/login', { data: { username: adminName, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const staffName = `${adminName}-staff`;
  const created = await request.post('/api/org/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { username: staffName, email: `${staffName}@example.ae`, password: PASSWORD, role: 'org_user' },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The admin turns on their own two-factor sign-in, then requires it of the staff.
  await decideCookies(page);
  await signIn(page, adminName, PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/app/dashboard/profile');
  const rule = page.getByRole('region', { name: 'Two-factor sign-in for your staff' });
  await expect(rule.getByRole('switch', { name: 'Require two-factor sign-in for staff' })).toBeDisabled();
  await turnOn(page, page.getByRole('region', { name: 'Two-factor sign-in', exact: true }));
  await expect(rule.getByText(staffName)).toBeVisible();
  await rule.getByRole('switch', { name: 'Require two-factor sign-in for staff' }).click();
  await expect(rule.getByRole('switch', { name: 'Require two-factor sign-in for staff' })).toBeChecked();

  // The member of staff signs in with the password and gets only the set-up, then the dashboard.
  const staff = await freshPage(browser, baseURL!);
  await signIn(staff, staffName, PASSWORD);
  await expect(staff.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in to continue' })).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  const key = await turnOn(staff, staff.getByRole('region', { name: 'Two-factor sign-in', exact: true }));
  await expect(
    staff.getByText('Two-factor sign-in is required for your account, so it cannot be turned off.'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Continue' }).click();
  await expect(staff.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();

  // Signed in on a second browser (with the next code), then signed out of it from the first one's profile.
  const second = await freshPage(browser, baseURL!);
  await signIn(second, staffName, PASSWORD);
  await answerCode(second, codeFor(key, Date.now() + 30_000));
  await expect(second.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await staff.goto('/app/dashboard/profile');
  const sessions = staff.getByRole('region', { name: 'Where you are signed in' });
  const rows = sessions.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await rows
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out/ })
    .click();
  await expect(rows).toHaveCount(1);
  await second.reload();
  await expect(second.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  for (const p of [staff, second]) await p.context().close();
});
