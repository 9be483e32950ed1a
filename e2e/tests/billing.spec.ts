import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { decideCookies, signIn } from './session.ts';

/** Seeded by seed-extra.ts: an organization on Starter named in Arabic, its admin and last month's invoice. */
const BILLING_ADMIN = { username: 'saqr_admin', password: 'saqr-e2e-password', invoice: 'QAF-2026-000001' };

// Billing (issue 16): an organization admin opens the Billing section, sees the plan and the usage against its
// limits, and downloads last month's tax invoice as a PDF.

test('an organization admin opens Billing and downloads an invoice PDF', async ({ page }) => {
  await decideCookies(page);
  await signIn(page, BILLING_ADMIN.username, BILLING_ADMIN.password);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('button', { name: 'Enterprise Tools' }).click(); // the section's category, folded
  await nav.getByRole('link', { name: 'Billing & Usage' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/billing$/);

  const view = page.getByTestId('billing-view');
  await expect(view.getByRole('heading', { name: 'Billing and usage' })).toBeVisible();
  await expect(view.getByText('Starter plan')).toBeVisible();
  await expect(view.getByText('1 of 5')).toBeVisible(); // the admin is the one staff account of 5

  const invoices = page.getByTestId('billing-invoices');
  await expect(invoices.getByText(BILLING_ADMIN.invoice)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices.getByRole('button', { name: `Download PDF of invoice ${BILLING_ADMIN.invoice}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${BILLING_ADMIN.invoice}.pdf`);
  const file = readFileSync((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.length).toBeGreaterThan(10_000); // the embedded Arabic font subset
});
