import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminHeaders } from './session.ts';

// Real-user monitoring (issue 20): a visitor who accepted analytics cookies sends the landing page's web vitals with
// sendBeacon when the page is hidden, and the super admin reads them back; without that consent nothing is sent.

const consent = (analytics: boolean) =>
  JSON.stringify({
    necessary: true,
    analytics,
    marketing: false,
    functional: false,
    timestamp: new Date().toISOString(),
    policyVersion: '2026-11',
  });

/** Records every request to the RUM endpoint (its URL). */
function watchRum(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/monitoring/rum')) sent.push(req.url());
  });
  return sent;
}

/** The tab goes to the background, as when the visitor switches tabs: web-vitals reports, the app sends. */
const hide = (page: Page) =>
  page.evaluate(
    "Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }); document.dispatchEvent(new Event('visibilitychange'))",
  );

test('with analytics consent, the landing page reports its web vitals and the super admin reads them', async ({
  page,
  request,
}) => {
  await page.addInitScript((value) => localStorage.setItem('qafila-cookie-consent', value), consent(true));
  const sent = watchRum(page);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A first input ends the LCP measurement (web-vitals finalizes it on a trusted click or key).
  await page.getByRole('heading', { level: 1 }).click();
  const beacon = page.waitForRequest((req) => req.url().includes('/api/monitoring/rum'));
  await hide(page);
  // One beacon (Playwright does not expose a beacon's body: what it carried is read back from the API below).
  expect((await beacon).method()).toBe('POST');
  expect((await (await beacon).response())?.status()).toBe(202);
  expect(sent).toHaveLength(1);

  const headers = await adminHeaders(request);
  await expect
    .poll(async () => {
      const res = await request.get('/api/admin/monitoring/performance?window=15m', { headers });
      const { rum } = (await res.json()) as { rum: { pages: { page: string; device: string; metric: string }[] } };
      return rum.pages.filter((p) => p.page === '/' && p.device === 'desktop').map((p) => p.metric);
    })
    .toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
});

test('without analytics consent nothing is sent: no choice yet, then Essential Only', async ({ page }) => {
  const sent = watchRum(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await hide(page);
  await page.evaluate((value) => localStorage.setItem('qafila-cookie-consent', value), consent(false));
  await page.reload();
  await page.waitForLoadState('networkidle');
  await hide(page);
  await page.goto('about:blank');
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});
