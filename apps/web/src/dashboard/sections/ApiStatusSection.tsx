import { ApiManagement } from '@qafila/ui/screens/api-management';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The API management section bound to the API (issue 17): usage of the last 30 days, API keys and webhooks for
 * staff with the api-status section; organization admins create, revoke and change them.
 */
export default function ApiStatusSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [logOf, setLogOf] = useState<number | null>(null);
  const usage = useQuery({ ...api.queryOptions('GET /api/org/api-usage'), refetchOnMount: 'always' });
  const keys = useQuery(api.queryOptions('GET /api/org/api-keys'));
  const webhooks = useQuery({ ...api.queryOptions('GET /api/org/webhooks'), refetchOnMount: 'always' });
  const deliveries = useQuery({
    ...api.queryOptions('GET /api/org/webhooks/:id/deliveries', { params: { id: logOf ?? 0 } }),
    enabled: logOf !== null,
  });

  // After any change (or a refusal) the lists it may have changed are read again.
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await Promise.all([
      api.invalidate(queryClient, 'GET /api/org/api-keys'),
      api.invalidate(queryClient, 'GET /api/org/webhooks'),
      api.invalidate(queryClient, 'GET /api/org/api-usage'),
      ...(logOf === null ? [] : [deliveries.refetch()]),
    ]);
    return result;
  };
  const failed = usage.error ?? keys.error ?? webhooks.error;

  return (
    <ApiManagement
      usage={usage.data}
      keys={keys.data}
      webhooks={webhooks.data}
      error={failed && !(usage.data && keys.data && webhooks.data) ? errorText(failed) : undefined}
      onRetry={() => {
        void usage.refetch();
        void keys.refetch();
        void webhooks.refetch();
      }}
      canManage={user?.role === 'org_admin'}
      onCreateKey={(body) => change(() => api.call('POST /api/org/api-keys', { body }))}
      onRevokeKey={(id) => change(() => api.call('DELETE /api/org/api-keys/:id', { params: { id } }))}
      onCreateWebhook={(body) => change(() => api.call('POST /api/org/webhooks', { body }))}
      onUpdateWebhook={(id, body) => change(() => api.call('PUT /api/org/webhooks/:id', { params: { id }, body }))}
      onDeleteWebhook={(id) => change(() => api.call('DELETE /api/org/webhooks/:id', { params: { id } }))}
      onTestWebhook={(id) => change(() => api.call('POST /api/org/webhooks/:id/test', { params: { id } }))}
      deliveries={logOf === null ? undefined : deliveries.data}
      onShowDeliveries={setLogOf}
      onRedeliver={(id, deliveryId) =>
        change(() =>
          api.call('POST /api/org/webhooks/:id/deliveries/:deliveryId/redeliver', { params: { id, deliveryId } }),
        )
      }
    />
  );
}
