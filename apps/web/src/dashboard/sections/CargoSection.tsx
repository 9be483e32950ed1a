import { isApiError } from '@qafila/api-client';
import { type CreateShipment, SHIPMENT_PAGE_SIZE } from '@qafila/contracts';
import { type BulkOutcome, CargoManagement, type StatusChange, type WriteOutcome } from '@qafila/ui/screens/dashboard';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';
import { ORG_DATA } from './orgData.ts';
import { rowErrors } from './rowErrors.ts';
import { saveFile } from './saveFile.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** Cargo Management bound to the API: the organization's shipments, customers, create, status, CSV import. */
export default function CargoSection() {
  const queryClient = useQueryClient();
  // `?q=` opens the list already searched (the Customers page links a customer's shipments so).
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(query.trim());

  const shipments = useQuery({
    ...api.queryOptions('GET /api/org/shipments', {
      query: { page, pageSize: SHIPMENT_PAGE_SIZE, ...(q ? { q } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
  const customers = useQuery(api.queryOptions('GET /api/org/customers'));

  // A new shipment, a status or an import changes the list, the cards and tracking: refetch all of it.
  const refresh = () => api.invalidate(queryClient, ...ORG_DATA);

  const onCreate = async (values: CreateShipment): Promise<WriteOutcome<{ trackingNumber: string }>> => {
    try {
      const created = await api.call('POST /api/org/shipments', { body: values });
      await refresh();
      return { ok: true, trackingNumber: created.trackingNumber };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  };

  const onChangeStatus = async (shipmentId: number, change: StatusChange): Promise<WriteOutcome> => {
    try {
      await api.call('POST /api/shipments/:shipmentId/status', { params: { shipmentId }, body: change });
      await refresh();
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  };

  const onBulkUpload = async (file: File, onProgress: (fraction: number) => void): Promise<BulkOutcome> => {
    try {
      const result = await api.uploadFile('POST /api/org/shipments/bulk', {}, file, {
        contentType: 'text/csv',
        onProgress,
      });
      setPage(1);
      await refresh();
      return { ok: true, imported: result.imported };
    } catch (error) {
      // 400: rows rejected, nothing stored; any other failure is shown as it is.
      if (isApiError(error) && error.status < 500) {
        return { ok: false, error: errorText(error), errors: rowErrors(error) };
      }
      throw new Error(errorText(error));
    }
  };

  return (
    <CargoManagement
      page={shipments.data}
      error={shipments.error && !shipments.data ? errorText(shipments.error) : undefined}
      onRetry={() => void shipments.refetch()}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        setPage(1);
      }}
      onPageChange={setPage}
      customers={customers.data}
      customersError={customers.error ? errorText(customers.error) : undefined}
      onCreate={onCreate}
      onChangeStatus={onChangeStatus}
      onDownloadTemplate={async () =>
        saveFile(await api.download('GET /api/org/shipments/template.csv'), 'qafila-shipments-template.csv')
      }
      onBulkUpload={onBulkUpload}
    />
  );
}
