import { AdminInvoices } from '@qafila/ui/screens/billing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { attempt, errorText } from '../dashboard/queries.ts';
import { saveFile } from '../dashboard/sections/saveFile.ts';

/**
 * The invoices of the admin portal's Billing tab (issue 16), loaded lazily when the tab opens so that the admin
 * entry stays within its size: every organization's tax invoices, their PDF and "Mark paid".
 */
export default function AdminInvoicesSection() {
  const queryClient = useQueryClient();
  const invoices = useQuery(api.queryOptions('GET /api/admin/invoices'));
  return (
    <AdminInvoices
      invoices={invoices.data}
      error={invoices.error ? errorText(invoices.error) : undefined}
      onRetry={() => void invoices.refetch()}
      onDownload={(number) =>
        attempt(async () => {
          saveFile(await api.download('GET /api/admin/invoices/:number/pdf', { params: { number } }), `${number}.pdf`);
          return {};
        })
      }
      onMarkPaid={async (number) => {
        const result = await attempt(() => api.call('POST /api/admin/invoices/:number/paid', { params: { number } }));
        await api.invalidate(queryClient, 'GET /api/admin/invoices');
        api.invalidate(queryClient, 'GET /api/admin/audit');
        return result;
      }}
    />
  );
}
