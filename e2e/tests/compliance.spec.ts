import { expect, test } from './fixtures.ts';
import { createStaffUser, decideCookies, organizationData, signIn } from './session.ts';

// UAE Compliance (issue 18): an organization admin opens the section, sees the compliance score of the
// organization's undelivered shipments, resolves a checklist item of one of them (received outside Qafila, with a
// note) and sees the score rise — in English and in Arabic. The score the screen shows is the API's, which the
// overview's complianceScore also shows.

const PASSWORD = 'compliance-e2e-password';

const TEXT = {
  en: { checklist: 'Checklist', resolve: 'Resolve', note: 'Note', resolved: 'Resolved', before: '0%', after: '33.3%' },
  ar: {
    checklist: 'قائمة المستندات',
    resolve: 'معالجة',
    note: 'ملاحظة',
    resolved: 'معالَج',
    before: null,
    after: null,
  },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`staff resolve a checklist item and the compliance score rises (${language})`, async ({ page, request }) => {
    const t = TEXT[language];
    const tag = `${language}${Date.now().toString(36)}`;
    const { username } = await createStaffUser(request, {
      password: PASSWORD,
      features: ['uae-compliance', 'cargo-management'],
      company: `Compliance ${tag}`,
    });
    // The organization's shipments, as its admin enters them: a free zone exit (invoice + exit declaration) and a
    // domestic delivery (invoice), none of their documents uploaded yet: 0 of 3.
    const { headers: auth, ship } = await organizationData(request, username, PASSWORD, tag);
    await ship({ origin: 'Jebel Ali Free Zone, Dubai', destination: 'Al Ain, UAE', service: 'freight_road' });
    const domestic = await ship({ origin: 'Dubai, UAE', destination: 'Sharjah, UAE', service: 'freight_road' });
    const scoreOf = async () =>
      ((await (await request.get('/api/org/compliance', { headers: auth })).json()) as { score: number }).score;
    expect(await scoreOf()).toBe(0);

    await decideCookies(page);
    await signIn(page, username, PASSWORD);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    if (language === 'ar') await page.evaluate(() => localStorage.setItem('preferred-language', 'ar'));
    await page.goto('/app/dashboard/compliance');
    const screen = page.getByTestId('compliance-screen');
    await expect(screen).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const score = screen.getByTestId('compliance-score');
    await expect(score).not.toBeEmpty();
    const before = (await score.textContent()) ?? '';
    if (t.before) expect(before).toBe(t.before);

    // The domestic shipment's checklist: its commercial invoice was received outside Qafila.
    await screen
      .getByRole('row', { name: new RegExp(domestic) })
      .getByRole('button', { name: t.checklist })
      .click();
    const sheet = page.getByRole('dialog');
    const invoice = sheet.getByTestId('checklist-commercial_invoice');
    await invoice.getByRole('button', { name: t.resolve }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: t.note }) });
    await form.getByRole('textbox', { name: t.note }).fill('Invoice signed on paper at the pickup');
    await form.getByRole('button', { name: t.resolve }).click();
    await expect(form).toBeHidden();
    await expect(invoice.getByText(t.resolved, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // 1 of 3 now: the screen shows the API's new score.
    expect(await scoreOf()).toBe(33.3);
    await expect(score).not.toHaveText(before);
    if (t.after) await expect(score).toHaveText(t.after);
    const stats = await request.get('/api/dashboard/stats', { headers: auth });
    expect(((await stats.json()) as { complianceScore: number }).complianceScore).toBe(33.3);
  });
}
