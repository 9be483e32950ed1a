import { nextSeason, type SeasonalOverview, type SeasonHistory, type SeasonId } from '@qafila/contracts';

const TODAY = '2026-11-24';

const history = (
  start: string,
  end: string,
  weekly: number,
  before: number,
  onTime: number,
  onTimeBefore: number,
): SeasonHistory => ({
  start,
  end,
  bookings: Math.round(weekly * 4),
  weeklyBookings: weekly,
  baselineBookings: Math.round(before * 4),
  baselineWeeklyBookings: before,
  volumeRatio: Math.round((weekly / before) * 10_000) / 10_000,
  onTimeRate: onTime,
  onTimeSample: Math.round(weekly * 4) - 3,
  baselineOnTimeRate: onTimeBefore,
  baselineOnTimeSample: Math.round(before * 4) - 2,
});

const season = (
  id: SeasonId,
  past: SeasonHistory[],
  forecast: { baselineWeekly: number; uplift: number; low: number; high: number; weeks: number } | null,
) => ({
  season: id,
  next: nextSeason(id, TODAY),
  history: past,
  forecast: forecast && {
    baselineWeekly: forecast.baselineWeekly,
    uplift: forecast.uplift,
    adjustedWeekly: Math.round(forecast.baselineWeekly * forecast.uplift * 100) / 100,
    lowWeekly: forecast.low,
    highWeekly: forecast.high,
    horizonWeeks: forecast.weeks,
  },
});

/** Eighteen months of a freight forwarder's bookings: busy before the Eids and through DSF, quieter in summer. */
export const overview: SeasonalOverview = {
  historyWeeks: 78,
  shipments: 912,
  generatedAt: '2026-11-24T06:00:00.000Z',
  seasons: [
    season(
      'ramadan',
      [
        history('2025-03-01', '2025-03-29', 14.2, 11.5, 0.81, 0.88),
        history('2026-02-18', '2026-03-19', 15.8, 12.4, 0.79, 0.9),
      ],
      { baselineWeekly: 12.9, uplift: 1.25, low: 11.2, high: 20.4, weeks: 16 },
    ),
    season(
      'eid_al_fitr',
      [
        history('2025-03-30', '2025-04-01', 6.1, 14.3, 0.7, 0.82),
        history('2026-03-20', '2026-03-22', 7.0, 15.6, 0.74, 0.8),
      ],
      { baselineWeekly: 13.1, uplift: 0.44, low: 3.9, high: 8.5, weeks: 18 },
    ),
    season('eid_al_adha', [history('2025-06-05', '2025-06-08', 8.8, 12.1, 0.77, 0.86)], {
      baselineWeekly: 13.0,
      uplift: 0.73,
      low: 6.5,
      high: 12.6,
      weeks: 27,
    }),
    season('national_day', [history('2025-12-01', '2025-12-03', 9.3, 13.0, 0.83, 0.87)], {
      baselineWeekly: 12.6,
      uplift: 0.72,
      low: 7.9,
      high: 10.4,
      weeks: 2,
    }),
    season('dsf', [history('2024-12-06', '2025-01-12', 16.9, 11.8, 0.84, 0.89)], {
      baselineWeekly: 12.7,
      uplift: 1.43,
      low: 14.1,
      high: 22.2,
      weeks: 8,
    }),
    season('summer', [], null),
  ],
};

/** A new organization: a few weeks of bookings, no past season. */
export const newOrganization: SeasonalOverview = {
  historyWeeks: 3,
  shipments: 11,
  generatedAt: '2026-11-24T06:00:00.000Z',
  seasons: (['ramadan', 'eid_al_fitr', 'eid_al_adha', 'national_day', 'dsf', 'summer'] as const).map((id) =>
    season(id, [], null),
  ),
};
