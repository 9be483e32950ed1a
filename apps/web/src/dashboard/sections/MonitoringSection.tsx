import { REFRESH_MS } from '@qafila/contracts';
import { MonitoringView } from '@qafila/ui/screens/monitoring';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';

/**
 * The SRE Monitoring section bound to the API (issue 20, docs/monitoring.md): the organization's last hour of
 * traffic, last day of sign-ins and its alerts, polled every 30 seconds.
 */
export default function MonitoringSection() {
  const queryClient = useQueryClient();
  const live = { refetchInterval: REFRESH_MS.monitoring, refetchOnMount: 'always' as const };
  const performance = useQuery({
    ...api.queryOptions('GET /api/monitoring/performance', { query: { window: '1h' } }),
    ...live,
  });
  const security = useQuery({
    ...api.queryOptions('GET /api/monitoring/security', { query: { window: '24h' } }),
    ...live,
  });
  const alerts = useQuery({ ...api.queryOptions('GET /api/monitoring/alerts'), ...live });
  const error = performance.error ?? security.error ?? alerts.error;
  return (
    <MonitoringView
      performance={performance.data}
      security={security.data}
      alerts={alerts.data}
      error={error && !(performance.data && security.data && alerts.data) ? errorText(error) : undefined}
      onRetry={() => {
        void performance.refetch();
        void security.refetch();
        void alerts.refetch();
      }}
      onAcknowledge={async (id) => {
        const result = await attempt(() => api.call('POST /api/monitoring/alerts/:id/acknowledge', { params: { id } }));
        await api.invalidate(queryClient, 'GET /api/monitoring/alerts');
        return result;
      }}
    />
  );
}
