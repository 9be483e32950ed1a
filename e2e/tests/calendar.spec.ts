import { expect, test } from './fixtures.ts';
import { openAsOps } from './session.ts';

// Islamic Calendar and Seasonal Intelligence (issue 19): ops opens the Islamic Calendar — this month in Dubai with
// its Hijri months, the next month, the business-day calculator over the National Day holidays — then Seasonal
// Intelligence on the demo organization's history, the figures the same as the API's; in English and in Arabic.

const TEXT = {
  en: { next: 'Next month', calculate: 'Calculate', days: 'Business days', from: 'From', result: 'December 7, 2026' },
  ar: { next: 'الشهر التالي', calculate: 'احسب', days: 'أيام العمل', from: 'من', result: '2026' },
} as const;

interface Month {
  year: number;
  month: number;
  days: { date: string; hijri: { day: number } }[];
}
interface Seasonal {
  shipments: number;
  seasons: { season: string; forecast: { adjustedWeekly: number } | null; history: unknown[] }[];
}

for (const language of ['en', 'ar'] as const) {
  test(`ops reads the Islamic calendar, counts business days and opens Seasonal Intelligence (${language})`, async ({
    page,
    request,
  }) => {
    const t = TEXT[language];
    const { headers, screen } = await openAsOps(page, request, language, 'islamic-calendar', 'islamic-calendar-screen');

    // This month in Dubai, as the API gives it: every day in the grid, the Hijri months named in the page's language.
    const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const api = (await (
      await request.get(`/api/calendar/month?year=${year}&month=${month}`, { headers })
    ).json()) as Month;
    const grid = screen.getByTestId('calendar-grid');
    await expect(grid.locator('td[data-date]')).toHaveCount(api.days.length);
    await expect(grid.locator('td[aria-current="date"]')).toHaveAttribute('data-date', today);
    const hijriTitle = await page.evaluate(
      ([lang, day]) =>
        new Intl.DateTimeFormat(`${lang}-u-ca-islamic-umalqura`, {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(Date.parse(`${day}T00:00:00Z`)),
      [language, api.days[0]?.date ?? today] as const,
    );
    await expect(screen.getByTestId('calendar-hijri-title')).toContainText(hijriTitle);

    // The next month.
    await screen.getByRole('button', { name: t.next }).click();
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    await expect(grid.locator(`td[data-date="${next}"]`)).toBeVisible();

    // Two business days after Monday 30 November 2026: Commemoration Day, National Day and the weekend skipped.
    const add = screen.getByTestId('calculator-add');
    await add.getByLabel(t.from).fill('2026-11-30');
    await add.getByLabel(t.days).fill('2');
    await add.getByRole('button', { name: t.calculate }).click();
    await expect(screen.getByTestId('calculator-add-result')).toContainText(t.result);
    const computed = await (
      await request.get('/api/calendar/business-days?from=2026-11-30&days=2', { headers })
    ).json();
    expect(computed).toMatchObject({ to: '2026-12-07', businessDays: 2, weekendDays: 2 });

    // Seasonal Intelligence on the demo history: the API's figures.
    const seasonal = (await (await request.get('/api/seasonal', { headers })).json()) as Seasonal;
    expect(seasonal.shipments).toBeGreaterThan(100);
    await page.goto('/app/dashboard/seasonal');
    const seasons = page.getByTestId('seasonal-screen');
    await expect(seasons).toBeVisible();
    const count = await page.evaluate(([lang, n]) => new Intl.NumberFormat(lang).format(n), [
      language,
      seasonal.shipments,
    ] as const);
    await expect(seasons.getByTestId('seasonal-summary')).toContainText(count);
    const ramadan = seasonal.seasons.find((s) => s.season === 'ramadan');
    expect(ramadan?.history.length).toBeGreaterThan(0);
    const card = seasons.getByTestId('season-ramadan');
    if (ramadan?.forecast) await expect(card.getByTestId('forecast-how')).toBeVisible();
    else await expect(card.getByTestId('not-enough-history')).toBeVisible();
  });
}
