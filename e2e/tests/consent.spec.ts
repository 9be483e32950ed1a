import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Records every request to the analytics endpoint. */
function watchAnalytics(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/analytics/')) sent.push(req.postData() ?? '');
  });
  return sent;
}
const stored = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('qafila-cookie-consent');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });

test.describe('cookie consent and analytics', () => {
  test('the banner appears after 2 s; Essential Only stores the refusal and nothing is ever sent', async ({ page }) => {
    const sent = watchAnalytics(page);
    await page.goto('/');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible({ timeout: 3000 });
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
    expect(await stored(page)).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
      policyVersion: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await page.reload();
    await page.waitForTimeout(2500);
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('Accept All Cookies turns analytics on; withdrawing it in Cookie settings stops it at once', async ({
    page,
  }) => {
    const sent = watchAnalytics(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: true, functional: true });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect.poll(() => sent.join('\n'), { timeout: 5000 }).toContain('page_view');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: /Analytics/ }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await stored(page)).toMatchObject({ analytics: false });
    await page.waitForTimeout(1500);
    const before = sent.length;
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForTimeout(2000);
    expect(sent.length).toBe(before);
  });

  test('Customize: the necessary switch is locked on; Save Preferences stores the switches; Cancel keeps nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const necessary = dialog.getByRole('switch', { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await necessary.click({ force: true });
    await expect(necessary).toBeChecked();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await stored(page)).toBeNull();

    await page.getByRole('button', { name: 'Customize' }).click();
    await dialog.getByRole('switch', { name: /Functional/ }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: true });
  });

  test('the close icon hides the banner without saving; unreadable saved consent is ignored', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toHaveCount(0);
    expect(await stored(page)).toBeNull();

    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.evaluate(() => localStorage.setItem('qafila-cookie-consent', '{broken'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept All Cookies' })).toBeVisible({ timeout: 4000 });
    expect(errors.join('\n')).toMatch(/consent/i);
  });

  test('the banner is bilingual', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ar-AE', baseURL });
    const page = await context.newPage();
    await page.goto('/ar');
    await expect(page.getByRole('button', { name: 'قبول جميع ملفات تعريف الارتباط' })).toBeVisible({ timeout: 4000 });
    await context.close();
  });
});
