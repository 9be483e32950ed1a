import { TrafficConditions } from '@qafila/ui/screens/predictive';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';

/** Today in Asia/Dubai (UTC+4, no daylight saving), `YYYY-MM-DD`. */
const dubaiToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/**
 * Dubai Traffic Conditions bound to the API (issue 19): every corridor now and the chosen day's half hours with the
 * truck restrictions; read again every five minutes (the model changes by the half hour).
 */
export default function TrafficSection() {
  const [date, setDate] = useState(dubaiToday);
  const overview = useQuery({
    ...api.queryOptions('GET /api/traffic', { query: { date } }),
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });
  return (
    <TrafficConditions
      overview={overview.data}
      error={overview.error && !overview.data ? errorText(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
      date={date}
      onDateChange={setDate}
    />
  );
}
