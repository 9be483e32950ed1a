import { CustomsClearance, type DeclarationFilters } from '@qafila/ui/screens/customs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/**
 * The Customs Clearance section bound to the API (issue 18, docs/customs.md): the organization's declarations, a new
 * declaration, and one declaration's workflow. Organization admins clear, hold and reject; the API refuses the others.
 */
export default function CustomsSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [filters, setFilters] = useState<DeclarationFilters>({ status: '', type: '' });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
  };
  const list = useQuery({ ...api.queryOptions('GET /api/customs/declarations', { query }), refetchOnMount: 'always' });
  const detail = useQuery({
    ...api.queryOptions('GET /api/customs/declarations/:id', { params: { id: openId ?? 0 } }),
    enabled: openId !== null,
  });

  const refresh = () =>
    api.invalidate(queryClient, 'GET /api/customs/declarations', 'GET /api/customs/declarations/:id');

  return (
    <CustomsClearance
      declarations={list.data}
      error={list.error && !list.data ? errorText(list.error) : undefined}
      onRetry={() => void list.refetch()}
      filters={filters}
      onFiltersChange={setFilters}
      openId={openId}
      onOpen={setOpenId}
      declaration={detail.data}
      canDecide={user?.role === 'org_admin'}
      onCreate={async (body) => {
        const result = await attempt(() => api.call('POST /api/customs/declarations', { body }));
        await refresh();
        if (result.ok) setOpenId(result.id);
        return result;
      }}
      onSave={async (body) => {
        const result = await attempt(() =>
          api.call('PUT /api/customs/declarations/:id', { params: { id: openId ?? 0 }, body }),
        );
        await refresh();
        return result;
      }}
      onChangeStatus={async (status, reason) => {
        const result = await attempt(() =>
          api.call('POST /api/customs/declarations/:id/status', {
            params: { id: openId ?? 0 },
            body: { status, ...(reason ? { reason } : {}) },
          }),
        );
        await refresh();
        return result;
      }}
    />
  );
}
