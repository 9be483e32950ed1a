import type { DocumentDto, DocumentStatus, ReviewDocument, ShipmentPage } from '@qafila/contracts';
import { DocumentProcessing, type DocumentUpload, type WriteOutcome } from '@qafila/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { errorText } from '../queries.ts';
import { orgKeys } from './cargoKeys.ts';
import { downloadFile, uploadWithProgress } from './transfer.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How many matching shipments the upload form offers. */
const SHIPMENT_CHOICES = 20;

/** Document Processing bound to the API: upload to a shipment, list with a status filter, download and review. */
export default function DocumentsSection() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  const [status, setStatus] = useState<DocumentStatus | 'all'>('all');
  const [shipmentQuery, setShipmentQuery] = useState('');
  const q = useDebouncedValue(shipmentQuery.trim());

  const documents = useQuery({
    queryKey: orgKeys.documents(userId, status),
    queryFn: ({ signal }) =>
      api.get<DocumentDto[]>(`/api/org/documents${status === 'all' ? '' : `?status=${status}`}`, { signal }),
  });
  const shipments = useQuery({
    queryKey: orgKeys.shipmentSearch(userId, q),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: '1', pageSize: String(SHIPMENT_CHOICES) });
      if (q) params.set('q', q);
      return api.get<ShipmentPage>(`/api/org/shipments?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.all(userId) });

  const onUpload = async (
    upload: DocumentUpload,
    onProgress: (fraction: number) => void,
  ): Promise<WriteOutcome<{ document: DocumentDto }>> => {
    try {
      const document = await uploadWithProgress<DocumentDto>(
        `/api/org/shipments/${upload.shipmentId}/documents?${new URLSearchParams({ documentType: upload.documentType })}`,
        {
          body: upload.file,
          contentType: upload.contentType,
          headers: { 'x-file-name': encodeURIComponent(upload.file.name) },
          onProgress,
        },
      );
      await refresh();
      return { ok: true, document };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  };

  const onReview = async (documentId: number, review: ReviewDocument): Promise<WriteOutcome> => {
    try {
      await api.post<DocumentDto>(`/api/org/documents/${documentId}/review`, review);
      await refresh();
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  };

  return (
    <DocumentProcessing
      documents={documents.data}
      documentsError={documents.error && !documents.data ? errorText(documents.error) : undefined}
      onRetry={() => void documents.refetch()}
      statusFilter={status}
      onStatusFilterChange={setStatus}
      shipmentQuery={shipmentQuery}
      onShipmentQueryChange={setShipmentQuery}
      shipmentOptions={shipments.data?.items}
      onUpload={onUpload}
      onDownload={(document) =>
        downloadFile(`/api/org/documents/${document.id}/file`, document.file?.name ?? document.name)
      }
      onReview={onReview}
    />
  );
}
