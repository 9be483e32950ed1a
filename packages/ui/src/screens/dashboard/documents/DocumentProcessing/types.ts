import type { DocumentDto, DocumentStatus, OrgShipment, ReviewDocument } from '@qafila/contracts';
import type { ProgressCallback, WriteOutcome } from '../../cargo/CargoManagement/types.ts';

export interface DocumentUpload {
  file: File;
  /** One of DOCUMENT_CONTENT_TYPES: the browser's type, or from the extension when the browser gives none. */
  contentType: string;
  shipmentId: number;
  documentType: string;
}

/** Props of `DocumentProcessing`. */
export interface DocumentProcessingProps {
  /** The documents matching the filter; undefined while loading. */
  documents: DocumentDto[] | undefined;
  documentsError?: string | undefined;
  onRetry?: () => void;
  /** The status filter; `all` shows every status. */
  statusFilter: DocumentStatus | 'all';
  onStatusFilterChange(status: DocumentStatus | 'all'): void;
  /** Text of the shipment search of the upload form (controlled). */
  shipmentQuery: string;
  onShipmentQueryChange(query: string): void;
  /** Shipments matching `shipmentQuery`; undefined while searching. */
  shipmentOptions: OrgShipment[] | undefined;
  onUpload(upload: DocumentUpload, onProgress: ProgressCallback): Promise<WriteOutcome<{ document: DocumentDto }>>;
  /** Fetches the file and saves it; rejects on failure. */
  onDownload(document: DocumentDto): Promise<void>;
  onReview(documentId: number, review: ReviewDocument): Promise<WriteOutcome>;
}
