import type { DataRequestDto } from '@qafila/contracts';
import { DataRequests, DataRightsCard } from '@qafila/ui/screens/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { attempt, errorText } from '../dashboard/queries.ts';
import { saveFile } from '../dashboard/sections/saveFile.ts';

/** One's own PDPL data requests ('GET /api/me/data-requests' and the rest): ask for a copy or erasure, download a ready copy once. */
export function DataRightsSection() {
  const queryClient = useQueryClient();
  const requestsQuery = api.queryOptions('GET /api/me/data-requests');
  const requests = useQuery(requestsQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: requestsQuery.queryKey });
  return (
    <DataRightsCard
      requests={requests.data}
      requestsError={requests.error ? errorText(requests.error) : undefined}
      onRequest={async (kind) => {
        const result = await attempt(() => api.call('POST /api/me/data-requests', { body: { kind } }));
        await refresh();
        return result;
      }}
      onDownload={async (request: DataRequestDto) => {
        const result = await attempt(async () => {
          const file = await api.download('GET /api/me/data-requests/:id/download', { params: { id: request.id } });
          saveFile(file, `qafila-data-export-${request.id}.zip`);
          return {};
        });
        // Downloaded once: the request is now 'downloaded' (or, refused, shows why).
        await refresh();
        return result;
      }}
    />
  );
}

/** The organization's data requests for its admins: fulfil or reject before the deadline. */
export function DataRequestsSection() {
  const queryClient = useQueryClient();
  const requestsQuery = api.queryOptions('GET /api/org/data-requests');
  const requests = useQuery(requestsQuery);
  const refreshed = async <T extends { ok: boolean }>(result: T): Promise<T> => {
    await queryClient.invalidateQueries({ queryKey: requestsQuery.queryKey });
    return result;
  };
  return (
    <DataRequests
      requests={requests.data}
      requestsError={requests.error ? errorText(requests.error) : undefined}
      onFulfil={async (request) =>
        refreshed(
          await attempt(() => api.call('POST /api/org/data-requests/:id/fulfil', { params: { id: request.id } })),
        )
      }
      onReject={async (request, reason) =>
        refreshed(
          await attempt(() =>
            api.call('POST /api/org/data-requests/:id/reject', { params: { id: request.id }, body: { reason } }),
          ),
        )
      }
    />
  );
}
