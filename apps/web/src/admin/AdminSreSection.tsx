import { REFRESH_MS } from '@qafila/contracts';
import { SreMonitoring } from '@qafila/ui/screens/monitoring';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { attempt, errorText } from '../dashboard/queries.ts';

/**
 * The SRE Monitoring tab's platform part (issue 20, docs/monitoring.md), loaded lazily when the tab opens so that the
 * admin entry stays within its size: the platform's last hour of traffic, last day of sign-ins, budgets (edited here)
 * and alerts, from the persisted rollups, polled every 30 seconds.
 */
export default function AdminSreSection() {
  const queryClient = useQueryClient();
  const live = { refetchInterval: REFRESH_MS.monitoring, refetchOnMount: 'always' as const };
  const performance = useQuery({
    ...api.queryOptions('GET /api/admin/monitoring/performance', { query: { window: '1h' } }),
    ...live,
  });
  const security = useQuery({
    ...api.queryOptions('GET /api/admin/monitoring/security', { query: { window: '24h' } }),
    ...live,
  });
  const alerts = useQuery({ ...api.queryOptions('GET /api/admin/monitoring/alerts'), ...live });
  const error = performance.error ?? security.error ?? alerts.error;
  return (
    <SreMonitoring
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
        const result = await attempt(() =>
          api.call('POST /api/admin/monitoring/alerts/:id/acknowledge', { params: { id } }),
        );
        await api.invalidate(queryClient, 'GET /api/admin/monitoring/alerts');
        return result;
      }}
      onUpdateBudget={async (key, body) => {
        const result = await attempt(() =>
          api.call('PUT /api/admin/monitoring/budgets/:key', { params: { key }, body }),
        );
        await api.invalidate(queryClient, 'GET /api/admin/monitoring/alerts');
        api.invalidate(queryClient, 'GET /api/admin/audit');
        return result;
      }}
    />
  );
}
