import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PASSWORDS, startServer } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

const SECOND_CUSTOMER = { username: 'layla', password: 'layla-e2e-password', tracking: 'QAF-770001' };

test.describe('support dashboard', () => {
  test('a visitor selects a shipment, asks in Arabic and gets the tracking card live', async ({ page }) => {
    await page.goto('/app');
    await expect(page.getByText('Demo workspace')).toBeVisible();
    await page.getByRole('button', { name: /QAF-240001/ }).click();
    await expect(page.getByText('Sea Freight (FCL)')).toBeVisible();

    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('وين شحنتي QAF-240001');
    await box.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('وين شحنتي QAF-240001')).toBeVisible();
    // The reply carries the tracking card of that shipment, and it is written in Arabic.
    await expect(log.getByRole('region', { name: /QAF-240001/ })).toBeVisible();
    const text = ((await log.textContent()) ?? '').replace('وين شحنتي QAF-240001', '');
    expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
    await expect(box).toHaveValue('');
    expect(navigations).toEqual([]);
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
  });

  test('a signed-in customer sees only their own shipments', async ({ page }) => {
    await signIn(page, SECOND_CUSTOMER.username, SECOND_CUSTOMER.password);
    // Radix renders the toast and a screen-reader copy of it.
    await expect(page.getByText('Login successful! Redirecting to dashboard...').first()).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(SECOND_CUSTOMER.tracking) })).toBeVisible();
    await expect(page.getByRole('button', { name: /QAF-240001/ })).toHaveCount(0);
    await expect(page.getByText('Demo workspace')).toHaveCount(0);
  });

  test('the demo customer signs in with the password from the first start', async ({ page }) => {
    await page.goto('/app');
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password').fill('wrong password here');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid credentials').first()).toBeVisible();
    await dialog.getByLabel('Password').fill(E2E_PASSWORDS.demo);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: /QAF-240001/ })).toBeVisible();
  });

  test('stopping the server turns the dot to Offline; restarting brings it back without a reload', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => resolve(p));
      });
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'qafila-e2e-restart-'));
    let server = await startServer({ dataDir, port });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/app');
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    let loads = 0;
    page.on('load', () => loads++);

    await server.stop();
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    server = await startServer({ dataDir, port });
    await expect(page.getByText('Online', { exact: true })).toBeVisible({ timeout: 45_000 });
    expect(loads).toBe(0);
    await context.close();
    await server.stop();
  });

  test('a signed-in customer downloads the documents and requests a call', async ({ page }) => {
    await signIn(page, 'demo', E2E_PASSWORDS.demo);
    await page.getByRole('button', { name: /QAF-240003/ }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download all documents' }).click();
    expect((await download).suggestedFilename()).toBe('QAF-240003-documents.zip');

    await page.getByRole('button', { name: 'Schedule support call' }).click();
    const form = page.getByRole('dialog', { name: 'Schedule a support call' });
    const when = new Date(Date.now() + 2 * 86_400_000);
    const local = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}T10:30`;
    await form.locator('input[type="datetime-local"]').fill(local);
    await form.getByRole('textbox', { name: /Phone/ }).fill('+971 50 123 4567');
    await form.getByRole('textbox', { name: /Topic/ }).fill('Customs inspection of QAF-240003');
    await form.getByRole('button', { name: 'Request call' }).click();
    await expect(form).toHaveCount(0);
    const calls = await page.evaluate(async () => {
      const res = await fetch('/api/support/calls', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()) as { topic: string }[];
    });
    expect(calls.map((c) => c.topic)).toContain('Customs inspection of QAF-240003');
  });

  test('corrupt stored user data signs the browser out', async ({ page }) => {
    await page.goto('/app');
    await page.evaluate(() => {
      localStorage.setItem('currentUser', '{not json');
      localStorage.setItem('token', 'v1.whatever.1.sig');
    });
    await page.reload();
    await expect(page.getByText('Demo workspace')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('currentUser'), localStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);
  });
});
