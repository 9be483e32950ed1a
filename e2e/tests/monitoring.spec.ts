import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, signIn } from './session.ts';

// SRE Monitoring (issue 20): a member of staff with the section opens it and finds their organization's own
// traffic — the API calls the test made with their token, by route template — on the Performance tab, the budgets'
// badges on the Overview and an empty alert history, in English and in Arabic.

const PASSWORD = 'monitoring-e2e-password';

const TEXT = {
  en: {
    overview: 'Overview',
    performance: 'Performance',
    alerts: 'Alerts',
    noAlerts: 'No alerts so far',
    pass: 'Pass',
  },
  ar: {
    overview: 'نظرة عامة',
    performance: 'الأداء',
    alerts: 'التنبيهات',
    noAlerts: 'لا توجد تنبيهات حتى الآن',
    pass: 'ناجح',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`staff read their organization's traffic, budgets and alerts (${language})`, async ({ page, request }) => {
    const t = TEXT[language];
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['sre-monitoring'],
      company: `Monitoring ${language}${Date.now().toString(36)}`,
    });
    // Known traffic of this new organization: three reads of its alerts with its own token.
    const login = await request.post('/api/auth/login', { data: { username, password: PASSWORD } });
    const { token } = (await login.json()) as { token: string };
    for (let i = 0; i < 3; i++) {
      const res = await request.get('/api/monitoring/alerts', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
    }

    await decideCookies(page);
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/monitoring');
    const screen = page.getByTestId('monitoring');
    await expect(screen.getByRole('tab', { name: t.overview })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    // Few, fast requests: the p95 budget holds.
    await expect(screen.getByTestId('budget-api_p95_ms').getByText(t.pass)).toBeVisible();

    await screen.getByRole('tab', { name: t.performance }).click();
    const row = screen.getByRole('row', { name: /GET \/api\/monitoring\/alerts/ });
    await expect(row).toBeVisible();
    // Its three calls, and the screen's own first read of them if it was answered before this report was read.
    await expect(row.getByRole('cell').nth(1)).toHaveText(/\D[3-5٣-٥]$/);

    await screen.getByRole('tab', { name: t.alerts }).click();
    await expect(screen.getByText(t.noAlerts)).toBeVisible();
  });
}
