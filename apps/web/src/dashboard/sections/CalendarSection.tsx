import { dubaiDayOf } from '@qafila/contracts';
import { IslamicCalendar } from '@qafila/ui/screens/calendar';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';

/**
 * The Islamic Calendar section bound to the API (issue 19, docs/calendar.md): the month shown (this month in Dubai
 * first), the previous and next months, and the business-day calculator.
 */
export default function CalendarSection() {
  const [shown, setShown] = useState(() => {
    const today = dubaiDayOf(new Date());
    return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
  });
  const month = useQuery({
    ...api.queryOptions('GET /api/calendar/month', { query: shown }),
    placeholderData: (previous) => previous,
  });
  return (
    <IslamicCalendar
      month={month.data}
      error={month.error && !month.data ? errorText(month.error) : undefined}
      onRetry={() => void month.refetch()}
      onMonthChange={(year, m) => setShown({ year, month: m })}
      onCalculate={(query) => attempt(() => api.call('GET /api/calendar/business-days', { query }))}
    />
  );
}
