import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { adminHeaders, decideCookies } from './session.ts';

test.describe('public site', () => {
  test.beforeEach(async ({ page }) => {
    // Decide the cookie banner up front so it does not cover the page.
    await decideCookies(page);
  });

  test('the demo request form validates, sends, stores the lead and clears', async ({ page, request }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Schedule a Demo' });
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(form.getByText('Please enter your full name.')).toBeVisible();
    await form.getByLabel(/Full Name/).fill('Hessa Al Mansoori');
    await form
      .getByLabel(/Company/)
      .first()
      .fill('Falcon Cargo');
    await form.getByLabel(/Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(form.getByText(/valid email address/)).toBeVisible();
    await form.getByLabel(/Email/).fill('hessa@falconcargo.ae');
    await form.getByLabel('Company Size (Optional)').fill('120 employees');
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(
      page.getByText('Thank you for your interest. Our team will contact you within 24 hours.').first(),
    ).toBeVisible();
    await expect(form.getByLabel(/Full Name/)).toHaveValue('');
    // The lead is in the database: the admin sees it.
    const leads = (await (await request.get('/api/admin/leads', { headers: await adminHeaders(request) })).json()) as {
      email: string;
      companySize: string;
    }[];
    expect(leads.find((l) => l.email === 'hessa@falconcargo.ae')).toMatchObject({ companySize: '120 employees' });
  });

  test('a failed send keeps the input and says so', async ({ browser }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qafila-e2e-contact-'));
    const server = await startServer({ dataDir });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Schedule a Demo' });
    await form.getByLabel(/Full Name/).fill('Hessa Al Mansoori');
    await form
      .getByLabel(/Company/)
      .first()
      .fill('Falcon Cargo');
    await form.getByLabel(/Email/).fill('hessa@falconcargo.ae');
    await server.stop();
    await form.getByRole('button', { name: 'Schedule Demo' }).click();
    await expect(page.getByText('Failed to send message. Please try again.').first()).toBeVisible({ timeout: 15_000 });
    await expect(form.getByLabel(/Full Name/)).toHaveValue('Hessa Al Mansoori');
    await context.close();
  });

  test('Book a Demo scrolls to the contact form; View All Features goes to /features', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a Demo' }).click();
    await expect(page.getByRole('form', { name: 'Schedule a Demo' })).toBeInViewport();
    await page.getByRole('link', { name: 'View All Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
  });

  test('the login dialog refuses empty fields without calling the API', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/login')) calls++;
    });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter both username and password').first()).toBeVisible();
    expect(calls).toBe(0);
  });

  test('on a phone the menu opens as a sheet whose Login goes straight to /app', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await context.close();
  });

  test('footer links reach their pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const [name, url] of [
      ['Privacy', /\/privacy$/],
      ['Terms', /\/terms$/],
      ['About', /\/about$/],
      ['Admin Portal', /\/admin\/login$/],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
    }
  });
});
