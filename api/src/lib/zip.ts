import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/** One entry of a streamed ZIP: small text or bytes (deflated), or a stream of known size (stored as it is). */
export type ZipSource = { name: string; modified?: Date } & (
  | { data: Buffer | string }
  | { stream: Readable; size: number }
);

/**
 * A ZIP archive as a stream (yazl, ADR 0013): entries are written one after the other as the reader asks for
 * them, so memory stays at a few chunks whatever the archive's size and the event loop is never held for more
 * than one chunk. Streams are stored without compression (PDF, PNG and JPEG are compressed already; storing is
 * the fastest), text is deflated. Names are UTF-8; ZIP64 is used if an archive ever needs it. When the output is
 * destroyed (the client went away) every source stream is destroyed too, so no file stays open.
 */
export function zipStream(entries: readonly ZipSource[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const sources = entries.flatMap((e) => ('stream' in e ? [e.stream] : []));
  const closeSources = () => {
    for (const s of sources) s.destroy();
  };
  output.once('close', closeSources);
  zip.on('error', (err: Error) => {
    closeSources();
    output.destroy(err);
  });
  for (const entry of entries) {
    const mtime = entry.modified ?? new Date();
    if ('stream' in entry) {
      zip.addReadStream(entry.stream, entry.name, { mtime, size: entry.size, compress: false });
    } else {
      const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
      zip.addBuffer(data, entry.name, { mtime, compress: true });
    }
  }
  zip.end();
  return output;
}
