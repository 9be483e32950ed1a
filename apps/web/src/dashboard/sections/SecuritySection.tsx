import { REFRESH_MS } from '@qafila/contracts';
import { SecurityCenter } from '@qafila/ui/screens/monitoring';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The Security Center section bound to the API (issue 20, docs/monitoring.md): the organization's last day of
 * security signals, polled like the monitoring calls; its admins end sessions of its users.
 */
export default function SecuritySection() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const security = useQuery({
    ...api.queryOptions('GET /api/security-center', { query: { window: '24h' } }),
    refetchInterval: REFRESH_MS.monitoring,
    refetchOnMount: 'always',
  });
  return (
    <SecurityCenter
      security={security.data}
      error={security.error && !security.data ? errorText(security.error) : undefined}
      onRetry={() => void security.refetch()}
      canManage={user?.role === 'org_admin'}
      onRevokeSession={async (sessionId) => {
        const result = await attempt(() =>
          api.call('DELETE /api/monitoring/security/sessions/:sessionId', { params: { sessionId } }),
        );
        await api.invalidate(queryClient, 'GET /api/security-center');
        return result;
      }}
    />
  );
}
