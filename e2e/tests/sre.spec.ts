import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { adminHeaders, decideCookies } from './session.ts';

// The super admin's SRE tab (issue 20): the platform's traffic from the persisted rollups — calls the test made by
// route template — and a budget edited from the tab, in English and in Arabic.

const TEXT = {
  en: {
    tab: 'SRE Monitoring',
    edit: 'Edit: API p95',
    threshold: 'Threshold',
    save: 'Save',
    statuses: 'Status codes per route',
  },
  ar: {
    tab: 'مراقبة الموثوقية (SRE)',
    edit: 'تعديل: p95 للواجهة البرمجية',
    threshold: 'الحد',
    save: 'حفظ',
    statuses: 'رموز الحالة لكل مسار',
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the super admin reads the platform's traffic and edits a budget on the SRE tab (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const headers = await adminHeaders(request);
    // Known traffic: three reads of the platform's security report.
    for (let i = 0; i < 3; i++) {
      expect((await request.get('/api/admin/monitoring/security', { headers })).status()).toBe(200);
    }
    await decideCookies(page);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_PASSWORDS.admin);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    if (language === 'ar') {
      await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
      await page.reload();
    }
    await page.getByRole('tab', { name: t.tab }).click();
    const screen = page.getByTestId('sre-monitoring');
    const statuses = screen.getByRole('table', { name: t.statuses });
    await expect(statuses.getByRole('row', { name: /GET \/api\/admin\/monitoring\/security/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    const threshold = language === 'en' ? '250' : '300';
    await screen.getByRole('button', { name: t.edit }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.threshold).fill(threshold);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const budgets = (await (await request.get('/api/admin/monitoring/alerts', { headers })).json()) as {
      budgets: { key: string; threshold: number }[];
    };
    expect(budgets.budgets.find((b) => b.key === 'api_p95_ms')?.threshold).toBe(Number(threshold));
    // Back to the default for the other tests.
    const reset = await request.put('/api/admin/monitoring/budgets/api_p95_ms', { headers, data: { threshold: 200 } });
    expect(reset.status()).toBe(200);
  });
}
