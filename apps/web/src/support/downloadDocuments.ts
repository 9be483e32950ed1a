import { STORAGE_KEYS } from '@qafila/contracts';

/** Downloads the documents ZIP of a shipment with the user's token (a plain link could not send it). */
export async function downloadDocuments(shipmentId: number): Promise<void> {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  const res = await fetch(`/api/shipments/${shipmentId}/documents/archive`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
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
