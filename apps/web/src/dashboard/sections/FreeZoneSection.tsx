import { FreeZones } from '@qafila/ui/screens/customs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The Free Zone Management section bound to the API (issue 18): the organization's free zone licences (its admins add
 * and remove them), the zones, and the declarations moving goods between a free zone and the mainland.
 */
export default function FreeZoneSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const registrations = useQuery({
    ...api.queryOptions('GET /api/free-zones/registrations'),
    refetchOnMount: 'always',
  });
  const movements = useQuery({ ...api.queryOptions('GET /api/free-zones/movements'), refetchOnMount: 'always' });
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(queryClient, 'GET /api/free-zones/registrations');
    return result;
  };
  const error = registrations.error ?? movements.error;
  return (
    <FreeZones
      registrations={registrations.data}
      movements={movements.data}
      error={error ? errorText(error) : undefined}
      onRetry={() => {
        void registrations.refetch();
        void movements.refetch();
      }}
      canManage={user?.role === 'org_admin'}
      onAdd={(body) => change(() => api.call('POST /api/free-zones/registrations', { body }))}
      onRemove={(id) => change(() => api.call('DELETE /api/free-zones/registrations/:id', { params: { id } }))}
    />
  );
}
