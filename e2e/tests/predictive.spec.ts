import { E2E_PASSWORDS } from '../server.ts';
import { expect, test } from './fixtures.ts';
import { decideCookies, signIn } from './session.ts';

// Predictive Analytics and Dubai Traffic Conditions (issue 19): ops opens Predictive Analytics on the demo
// organization's history — a model trained on it with its hold-out figures, the same as the API's — retrains it
// (a new run), then opens Dubai Traffic Conditions with every corridor labelled an estimate; in English and in Arabic.

const TEXT = {
  en: { retrain: 'Retrain now', retrained: /Model retrained|still not enough history/ },
  ar: { retrain: 'أعد التدريب الآن', retrained: /أُعيد تدريب النموذج|أُعيد التدريب/ },
} as const;

interface Overview {
  model: { id: number; status: string; metrics: { auc: number; skill: boolean } | null } | null;
  atRisk: unknown[];
}

for (const language of ['en', 'ar'] as const) {
  test(`ops reads the delay-risk model, retrains it and opens the traffic conditions (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const login = await request.post('/api/auth/login', { data: { username: 'ops', password: E2E_PASSWORDS.ops } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const read = async () => (await (await request.get('/api/predictive', { headers })).json()) as Overview;

    await decideCookies(page);
    await signIn(page, 'ops', E2E_PASSWORDS.ops);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/analytics');
    const screen = page.getByTestId('predictive-screen');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');

    // The demo history trains a model; the screen shows the API's AUC and, with skill, the at-risk shipments.
    const before = await read();
    expect(before.model?.status).toBe('trained');
    const metrics = before.model?.metrics;
    expect(metrics).not.toBeNull();
    await expect(screen.getByTestId('predictive-auc')).toHaveText(metrics?.auc.toFixed(2) ?? '');
    if (metrics?.skill) {
      expect(before.atRisk.length).toBeGreaterThan(0);
      await expect(screen.getByRole('link', { name: /^QAF-/ }).first()).toBeVisible();
    } else {
      await expect(screen.getByTestId('predictive-no-skill')).toBeVisible();
    }
    await expect(screen.getByTestId('predictive-next-week')).not.toBeEmpty();

    // Retrain: a new run, told in a toast.
    await screen.getByRole('button', { name: t.retrain }).click();
    await expect(page.getByText(t.retrained).first()).toBeVisible();
    const after = await read();
    expect(after.model?.id).toBeGreaterThan(before.model?.id ?? 0);

    // Dubai Traffic Conditions: every corridor, labelled an estimate.
    await page.goto('/app/dashboard/traffic');
    const traffic = page.getByTestId('traffic-screen');
    await expect(traffic.getByTestId('traffic-estimate')).toBeVisible();
    await expect(traffic.locator('[data-corridor]')).toHaveCount(7);
    await expect(traffic.getByTestId('traffic-restricted-count')).not.toBeEmpty();
  });
}
