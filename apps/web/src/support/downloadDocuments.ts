import { STORAGE_KEYS } from '@qafila/contracts';

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
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const res = await fetch(`/api/shipments/${shipmentId}/documents/archive`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: unknown };
    const message = `${res.status}: ${typeof body.error === 'string' ? body.error : res.statusText}`;
    throw new DownloadRefused(res.status === 401 ? 'sign-in' : res.status === 429 ? 'too-many' : 'failed', message);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'documents.zip';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
