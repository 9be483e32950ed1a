import { REFRESH_MS } from '@qafila/contracts/constants';
import { IntegrationHub } from '@qafila/ui/screens/integrations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The Integration Hub bound to the API (issue 17): connected stores, the Marketplace and custom APIs, read again
 * every 60 s (spec 001 §9) and after every change instead of the spec's page reload.
 */
export default function IntegrationsSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const every = { refetchInterval: REFRESH_MS.integrations };
  const integrations = useQuery({ ...api.queryOptions('GET /api/integrations/enterprise'), ...every });
  const catalogue = useQuery(api.queryOptions('GET /api/integrations/catalogue'));
  const customApis = useQuery({ ...api.queryOptions('GET /api/integrations/api-connectors'), ...every });
  const failed = [integrations, catalogue, customApis].find((q) => q.error && !q.data);

  const refresh = () =>
    Promise.all([
      api.invalidate(queryClient, 'GET /api/integrations/enterprise'),
      api.invalidate(queryClient, 'GET /api/integrations/catalogue'),
      api.invalidate(queryClient, 'GET /api/integrations/api-connectors'),
    ]);
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await refresh();
    return result;
  };

  return (
    <IntegrationHub
      integrations={integrations.data}
      catalogue={catalogue.data}
      customApis={customApis.data}
      error={failed ? errorText(failed.error) : undefined}
      onRetry={() => void refresh()}
      canManage={user?.role === 'org_admin'}
      onSync={(id) => change(() => api.call('POST /api/integrations/sync/:id', { params: { id } }))}
      onToggle={(integrationId, enabled) =>
        change(() => api.call('POST /api/integrations/toggle', { body: { integrationId, enabled } }))
      }
      onConfigure={(id, body) => change(() => api.call('PUT /api/integrations/:id', { params: { id }, body }))}
      onRemove={(id) => change(() => api.call('DELETE /api/integrations/:id', { params: { id } }))}
      onConnect={(body) => change(() => api.call('POST /api/integrations/connect', { body }))}
      onRequest={(integration, note) =>
        change(() => api.call('POST /api/integrations/requests', { body: { integration, ...(note ? { note } : {}) } }))
      }
      onAddCustomApi={(body) => change(() => api.call('POST /api/integrations/custom-api', { body }))}
      onUpdateCustomApi={(name, body) =>
        change(() => api.call('PUT /api/integrations/custom-api/:name', { params: { name }, body }))
      }
      onRemoveCustomApi={(name) =>
        change(() => api.call('DELETE /api/integrations/custom-api/:name', { params: { name } }))
      }
      onTestIntegration={(id) => change(() => api.call('POST /api/integrations/:id/test', { params: { id } }))}
      onTestCustomApi={(name) =>
        change(() => api.call('POST /api/integrations/custom-api/:name/test', { params: { name } }))
      }
    />
  );
}
