import type { ChecklistItem, ResolveChecklistItem, SaveLicence } from '@qafila/contracts';
import { ComplianceScreen } from '@qafila/ui/screens/compliance';
import { dashboardSectionPath } from '@qafila/ui/screens/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The UAE Compliance section bound to the API (issue 18, docs/compliance.md): the compliance score, each undelivered
 * shipment's checklist (staff resolve and reopen items), and the licences and permits, which organization admins keep.
 */
export default function ComplianceSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const overview = useQuery({ ...api.queryOptions('GET /api/org/compliance'), refetchOnMount: 'always' });

  // After a change (or a refusal) the section is read again; the overview's score follows it.
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(queryClient, 'GET /api/org/compliance', 'GET /api/dashboard/stats');
    return result;
  };
  const item = (shipmentId: number, documentType: ChecklistItem['documentType']) => ({
    params: { shipmentId, documentType },
  });

  return (
    <ComplianceScreen
      overview={overview.data}
      error={overview.error && !overview.data ? errorText(overview.error) : undefined}
      onRetry={() => void overview.refetch()}
      canManageLicences={user?.role === 'org_admin'}
      documentsHref={dashboardSectionPath('documents')}
      onResolve={(shipmentId, documentType, body: ResolveChecklistItem) =>
        change(() =>
          api.call('PUT /api/org/compliance/shipments/:shipmentId/checklist/:documentType', {
            ...item(shipmentId, documentType),
            body,
          }),
        )
      }
      onReopen={(shipmentId, documentType) =>
        change(() =>
          api.call(
            'DELETE /api/org/compliance/shipments/:shipmentId/checklist/:documentType',
            item(shipmentId, documentType),
          ),
        )
      }
      onSaveLicence={(id, body: SaveLicence) =>
        change(() =>
          id === null
            ? api.call('POST /api/org/compliance/licences', { body })
            : api.call('PUT /api/org/compliance/licences/:id', { params: { id }, body }),
        )
      }
      onDeleteLicence={(id) => change(() => api.call('DELETE /api/org/compliance/licences/:id', { params: { id } }))}
    />
  );
}
