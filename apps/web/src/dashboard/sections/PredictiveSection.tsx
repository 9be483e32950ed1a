import { dashboardSectionPath } from '@qafila/ui/screens/dashboard';
import { PredictiveAnalytics } from '@qafila/ui/screens/predictive';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';

/**
 * Predictive Analytics bound to the API (issue 19, docs/predictive-analytics.md): the delay-risk model with its
 * hold-out figures, the at-risk active shipments (each links to Cargo Management, searched by its tracking number)
 * and the bookings forecast; Retrain now retrains and reads the section again.
 */
export default function PredictiveSection() {
  const queryClient = useQueryClient();
  const overview = useQuery({ ...api.queryOptions('GET /api/predictive'), refetchOnMount: 'always' });
  return (
    <PredictiveAnalytics
      overview={overview.data}
      error={overview.error && !overview.data ? errorText(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
      onRetrain={async () => {
        const result = await attempt(() => api.call('POST /api/predictive/retrain'));
        await api.invalidate(queryClient, 'GET /api/predictive');
        return result;
      }}
      shipmentHref={(s) => `${dashboardSectionPath('shipments')}?q=${encodeURIComponent(s.trackingNumber)}`}
    />
  );
}
