import type { Download } from '@qafila/api-client';

/** Saves a downloaded file under the server's file name, or `fallbackName` when it gave none. */
export function saveFile({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
