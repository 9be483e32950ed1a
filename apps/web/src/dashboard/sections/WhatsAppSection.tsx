import type { ConnectWhatsApp } from '@qafila/contracts';
import { WhatsAppChannel, type WhatsAppPeriod } from '@qafila/ui/screens/whatsapp';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The WhatsApp section bound to the API (issue 17, docs/whatsapp.md): the organization's WhatsApp Business number,
 * the webhook to enter in the Meta app, and the figures of the stored messages. Organization admins connect, change
 * and disconnect; the API refuses the other staff, who read.
 */
export default function WhatsAppSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [period, setPeriod] = useState<WhatsAppPeriod>(30);
  const state = useQuery({ ...api.queryOptions('GET /api/org/whatsapp'), refetchOnMount: 'always' });
  const stats = useQuery({
    ...api.queryOptions('GET /api/org/whatsapp/stats', { query: { days: String(period) as '7' | '30' | '90' } }),
    refetchOnMount: 'always',
  });

  // After a change (or a refusal: another admin may have changed it) the connection is read again.
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(queryClient, 'GET /api/org/whatsapp', 'GET /api/org/whatsapp/stats');
    return result;
  };

  return (
    <WhatsAppChannel
      state={state.data}
      stats={stats.data}
      error={state.error && !state.data ? errorText(state.error) : undefined}
      onRetry={() => {
        void state.refetch();
        void stats.refetch();
      }}
      apiOrigin={window.location.origin}
      canManage={user?.role === 'org_admin'}
      period={period}
      onPeriodChange={setPeriod}
      onConnect={(body: ConnectWhatsApp) => change(() => api.call('PUT /api/org/whatsapp', { body }))}
      onDisconnect={() => change(() => api.call('DELETE /api/org/whatsapp'))}
    />
  );
}
