import type { BulkRowError, CreateShipment, OrgCustomer, ShipmentPage, ShipmentStatus } from '@qafila/contracts';
import type { ActionResult } from '../../../../actions/ActionResult.ts';

/** The result of a write: done, or the server's `{error}` text to show. */
export type WriteOutcome<T extends object = object> = ActionResult<T>;

/** The result of a bulk upload: the number imported, or every rejected row (nothing imported). */
export type BulkOutcome = { ok: true; imported: number } | { ok: false; error: string; errors: BulkRowError[] };

export interface StatusChange {
  status: ShipmentStatus;
  reason: string;
  location?: string;
}

/** Reports the upload's progress as a fraction from 0 to 1. */
export type ProgressCallback = (fraction: number) => void;

/** Props of `CargoManagement`. Everything comes from the container; the screen holds only form and dialog state. */
export interface CargoManagementProps {
  /** The current page; undefined while loading. */
  page: ShipmentPage | undefined;
  /** Why the page failed to load. */
  error?: string | undefined;
  onRetry?: () => void;
  /** The search box's text (controlled). */
  query: string;
  onQueryChange(query: string): void;
  onPageChange(page: number): void;
  /** Customers for the New Shipment form; undefined while loading. */
  customers: OrgCustomer[] | undefined;
  customersError?: string | undefined;
  onCreate(values: CreateShipment): Promise<WriteOutcome<{ trackingNumber: string }>>;
  onChangeStatus(shipmentId: number, change: StatusChange): Promise<WriteOutcome>;
  /** Fetches and saves the CSV template; rejects on failure. */
  onDownloadTemplate(): Promise<void>;
  onBulkUpload(file: File, onProgress: ProgressCallback): Promise<BulkOutcome>;
}
