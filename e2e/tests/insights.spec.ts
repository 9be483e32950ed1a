import { readFile } from 'node:fs/promises';
import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies, signIn } from './session.ts';

// Business Intelligence and Carbon Footprint Tracking (issue 19): ops opens Business Intelligence on the demo
// organization's history, sees the API's figures, changes the period, exports the CSV (a download), and opens Carbon
// Footprint Tracking with its estimates and a customer's report — in English and in Arabic.

const TEXT = {
  en: { period: 'Period', last365: 'Last 365 days', export: 'Export CSV', report: 'Report', estimate: 'Estimate' },
  ar: { period: 'الفترة', last365: 'آخر 365 يومًا', export: 'تصدير CSV', report: 'التقرير', estimate: 'تقديري' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`ops reads business intelligence, exports it and opens the carbon footprint (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const login = await request.post('/api/auth/login', { data: { username: 'ops', password: E2E_PASSWORDS.ops } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

    await decideCookies(page);
    await signIn(page, 'ops', E2E_PASSWORDS.ops);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/insights');
    const screen = page.getByTestId('insights-screen');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // The last 365 days: the screen's count of bookings is the API's (the demo history has hundreds).
    await screen.getByLabel(t.period).selectOption('365');
    const api = await request.get('/api/org/insights', {
      headers,
      params: { from: new Date(Date.now() + 4 * 3_600_000 - 364 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(api.status()).toBe(200);
    const { totals } = (await api.json()) as { totals: { booked: number } };
    expect(totals.booked).toBeGreaterThan(50);
    const booked = screen.getByTestId('insights-booked');
    // Arabic screens write Latin digits (the app's convention), grouped as in English.
    await expect(booked).toHaveText(new Intl.NumberFormat('en-US').format(totals.booked));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      screen.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('qafila-business-intelligence.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Qafila business intelligence');
    expect(csv).toContain(`Booked,${totals.booked}`);

    await page.goto('/app/dashboard/carbon');
    const carbon = page.getByTestId('carbon-screen');
    await expect(carbon.getByTestId('carbon-total')).not.toBeEmpty();
    await expect(carbon.getByText(t.estimate, { exact: true }).first()).toBeVisible();
    await carbon.getByRole('button', { name: t.report }).first().click();
    await expect(carbon.getByTestId('carbon-customer-report')).toBeVisible();
  });
}
