import { isApiError } from '@qafila/api-client';
import { api } from '../api.ts';
import { saveFile } from '../dashboard/sections/saveFile.ts';

/** Why a documents download was refused, for a message the user can act on. */
export class DownloadRefused extends Error {
  override name = 'DownloadRefused';
  /** `sign-in`: the demo workspace's visitors get no archive (401); `too-many`: over the per-user/IP limits (429). */
  readonly reason: 'sign-in' | 'too-many' | 'failed';
  constructor(reason: DownloadRefused['reason'], message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Downloads the documents ZIP of a shipment with the user's token (a plain link could not send it). */
export async function downloadDocuments(shipmentId: number): Promise<void> {
  let archive: Awaited<ReturnType<typeof api.download>>;
  try {
    archive = await api.download('GET /api/shipments/:shipmentId/documents/archive', { params: { shipmentId } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const message = `${error.status}: ${error.serverError ?? error.statusText}`;
    const reason = error.status === 401 ? 'sign-in' : error.status === 429 ? 'too-many' : 'failed';
    throw new DownloadRefused(reason, message);
  }
  saveFile(archive, 'documents.zip');
}
