import { SeasonalIntelligence } from '@qafila/ui/screens/calendar';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';

/** The Seasonal Intelligence section bound to the API (issue 19, docs/calendar.md). */
export default function SeasonalSection() {
  const overview = useQuery({ ...api.queryOptions('GET /api/seasonal'), refetchOnMount: 'always' });
  return (
    <SeasonalIntelligence
      overview={overview.data}
      error={overview.error && !overview.data ? errorText(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
    />
  );
}
