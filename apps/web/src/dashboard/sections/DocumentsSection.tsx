import type { DocumentDto, DocumentStatus, ReviewDocument } from '@qafila/contracts';
import { DocumentProcessing, type DocumentUpload, type WriteOutcome } from '@qafila/ui/screens/dashboard';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { errorText } from '../queries.ts';
import { ORG_DATA } from './orgData.ts';
import { saveFile } from './saveFile.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

/** How many matching shipments the upload form offers. */
const SHIPMENT_CHOICES = 20;

/** Document Processing bound to the API: upload to a shipment, list with a status filter, download and review. */
export default function DocumentsSection() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DocumentStatus | 'all'>('all');
  const [shipmentQuery, setShipmentQuery] = useState('');
  const q = useDebouncedValue(shipmentQuery.trim());

  const documents = useQuery(api.queryOptions('GET /api/org/documents', { query: status === 'all' ? {} : { status } }));
  const shipments = useQuery({
    ...api.queryOptions('GET /api/org/shipments', {
      query: { page: 1, pageSize: SHIPMENT_CHOICES, ...(q ? { q } : {}) },
    }),
    placeholderData: keepPreviousData,
  });

  const refresh = () => api.invalidate(queryClient, ...ORG_DATA);

  const onUpload = async (
    upload: DocumentUpload,
    onProgress: (fraction: number) => void,
  ): Promise<WriteOutcome<{ document: DocumentDto }>> => {
    try {
      const document = await api.uploadFile(
        'POST /api/org/shipments/:id/documents',
        { params: { id: upload.shipmentId }, query: { documentType: upload.documentType } },
        upload.file,
        {
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
      await api.call('POST /api/org/documents/:id/review', { params: { id: documentId }, body: review });
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
      onDownload={async (document) =>
        saveFile(
          await api.download('GET /api/org/documents/:id/file', { params: { id: document.id } }),
          document.file?.name ?? document.name,
        )
      }
      onReview={onReview}
    />
  );
}
