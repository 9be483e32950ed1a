import { businessDays, calendarMonth, dubaiDayOf } from '@qafila/contracts';
import type { Handlers } from '../../http/api-router.ts';

/** The Islamic Calendar (issue 19, docs/calendar.md): pure computations of contracts' calendar.ts, for staff. */
export function calendarHandlers() {
  return {
    'GET /api/calendar/month': async (_ctx, { query }) =>
      calendarMonth(query.year, query.month, dubaiDayOf(new Date())),
    'GET /api/calendar/business-days': async (_ctx, { query }) => businessDays(query),
  } satisfies Handlers;
}
