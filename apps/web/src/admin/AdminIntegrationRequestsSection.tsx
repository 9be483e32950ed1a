import { AdminIntegrationRequests } from '@qafila/ui/screens/integrations';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { errorText } from '../dashboard/queries.ts';

/**
 * The connectors organizations asked for in the Integration Hub (issue 17), under the admin portal's Billing tab and
 * loaded lazily like its invoices, so that the admin entry stays within its size.
 */
export default function AdminIntegrationRequestsSection() {
  const requests = useQuery(api.queryOptions('GET /api/admin/integration-requests'));
  return (
    <AdminIntegrationRequests
      requests={requests.data}
      error={requests.error ? errorText(requests.error) : undefined}
      onRetry={() => void requests.refetch()}
    />
  );
}
