import { type BusinessDaysQuery, businessDays, calendarMonth } from '@qafila/contracts';

/** Today in the stories: Tuesday 24 November 2026 (Dubai). */
export const TODAY = '2026-11-24';

/** A month as the API computes it (the same pure code of @qafila/contracts). */
export const monthOf = (year: number, month: number) => calendarMonth(year, month, TODAY);

/** The calculator's answer as the API gives it. */
export const calculate = (query: BusinessDaysQuery) => ({ ok: true as const, ...businessDays(query) });
