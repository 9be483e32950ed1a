import { CustomersPage } from '@qafila/ui/screens/team';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';
import { rowErrors } from './rowErrors.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** The Customers page bound to the API (issue 16): search, add with an invitation link, edit, deactivate, CSV import. */
export default function CustomersSection() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  const customers = useQuery({
    ...api.queryOptions('GET /api/org/customer-accounts', { query: q ? { q } : {} }),
    placeholderData: keepPreviousData,
    // Invited customers accept on their own and staff add shipments: read again each time the page opens.
    refetchOnMount: 'always',
  });

  // New Shipment's customer picker reads GET /api/org/customers: it changes with this list.
  const refresh = () => api.invalidate(queryClient, 'GET /api/org/customer-accounts', 'GET /api/org/customers');
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await refresh();
    return result;
  };

  return (
    <CustomersPage
      customers={customers.data}
      error={customers.error && !customers.data ? errorText(customers.error) : undefined}
      onRetry={() => void customers.refetch()}
      query={query}
      onQueryChange={setQuery}
      shipmentsHref={(customer) => `/app/dashboard/shipments?q=${encodeURIComponent(customer.username)}`}
      conversationsHref={(customer) => `/app/dashboard/ai-chat?customer=${customer.id}`}
      onCreate={(body) => change(() => api.call('POST /api/org/customer-accounts', { body }))}
      onUpdate={(userId, body) =>
        change(() => api.call('PUT /api/org/customer-accounts/:userId', { params: { userId }, body }))
      }
      onImport={async (file) => {
        try {
          const result = await api.uploadFile('POST /api/org/customer-accounts/import', {}, file, {
            contentType: 'text/csv',
          });
          await refresh();
          return { ok: true, ...result };
        } catch (error) {
          return { ok: false, error: errorText(error), errors: rowErrors(error) };
        }
      }}
    />
  );
}
