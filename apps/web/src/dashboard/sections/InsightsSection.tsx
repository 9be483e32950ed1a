import { INSIGHTS_DEFAULT_DAYS } from '@qafila/contracts';
import { BusinessIntelligence, type InsightsFilter } from '@qafila/ui/screens/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';
import { saveFile } from './saveFile.ts';

/** Today in Asia/Dubai (UTC+4, no daylight saving), `YYYY-MM-DD`. */
export const dubaiToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
/** The period of the last `days` days ending today (Dubai). */
export const lastDaysPeriod = (days: number) => {
  const to = dubaiToday();
  return { from: new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10), to };
};

/** Business Intelligence bound to the API (issue 19, docs/business-intelligence.md): the report and its CSV. */
export default function InsightsSection() {
  const [filter, setFilter] = useState<InsightsFilter>(() => lastDaysPeriod(INSIGHTS_DEFAULT_DAYS));
  const query = {
    from: filter.from,
    to: filter.to,
    ...(filter.lane ? { lane: filter.lane } : {}),
    ...(filter.service ? { service: filter.service } : {}),
    ...(filter.customerId ? { customerId: filter.customerId } : {}),
  };
  const report = useQuery({
    ...api.queryOptions('GET /api/org/insights', { query }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  return (
    <BusinessIntelligence
      report={report.data}
      error={report.error && !report.data ? errorText(report.error) : undefined}
      onRetry={() => void report.refetch()}
      filter={filter}
      onFilterChange={setFilter}
      today={dubaiToday()}
      onExport={async () => {
        try {
          saveFile(
            await api.download('GET /api/org/insights/export.csv', { query }),
            'qafila-business-intelligence.csv',
          );
        } catch (error) {
          console.error(error);
        }
      }}
    />
  );
}
