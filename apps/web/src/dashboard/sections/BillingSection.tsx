import { BillingView } from '@qafila/ui/screens/billing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';
import { saveFile } from './saveFile.ts';

/**
 * The Billing section bound to the API (issue 16): the plan, period, usage against the limits and history
 * (`GET /api/org/billing`) for staff with the section; the tax invoices and their PDF for organization admins.
 */
export default function BillingSection() {
  const { user } = useAuth();
  const admin = user?.role === 'org_admin';
  const billing = useQuery(api.queryOptions('GET /api/org/billing'));
  const invoices = useQuery({ ...api.queryOptions('GET /api/org/billing/invoices'), enabled: admin });
  return (
    <BillingView
      billing={billing.data}
      error={billing.error && !billing.data ? errorText(billing.error) : undefined}
      onRetry={() => void billing.refetch()}
      invoices={admin ? invoices.data : null}
      invoicesError={invoices.error && !invoices.data ? errorText(invoices.error) : undefined}
      onDownloadInvoice={(number) =>
        attempt(async () => {
          saveFile(
            await api.download('GET /api/org/billing/invoices/:number/pdf', { params: { number } }),
            `${number}.pdf`,
          );
          return {};
        })
      }
    />
  );
}
