import type { Period } from '@qafila/ui/screens/insights';
import { CarbonFootprint } from '@qafila/ui/screens/insights';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';
import { dubaiToday, lastDaysPeriod } from './InsightsSection.tsx';
import { saveFile } from './saveFile.ts';

/** The Carbon section's default period: the last twelve months. */
const CARBON_DEFAULT_DAYS = 365;

/** Carbon Footprint Tracking bound to the API (issue 19, docs/carbon.md): the estimates and the customer CSV. */
export default function CarbonSection() {
  const [period, setPeriod] = useState<Period>(() => lastDaysPeriod(CARBON_DEFAULT_DAYS));
  const report = useQuery({
    ...api.queryOptions('GET /api/org/carbon', { query: period }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
  return (
    <CarbonFootprint
      report={report.data}
      error={report.error && !report.data ? errorText(report.error) : undefined}
      onRetry={() => void report.refetch()}
      period={period}
      onPeriodChange={setPeriod}
      today={dubaiToday()}
      onDownloadCsv={async (customerId) => {
        try {
          saveFile(
            await api.download('GET /api/org/carbon/export.csv', {
              query: { ...period, ...(customerId ? { customerId } : {}) },
            }),
            'qafila-carbon-footprint.csv',
          );
        } catch (error) {
          console.error(error);
        }
      }}
    />
  );
}
