import type { Context } from 'koa';
import { HttpError } from './errors.ts';

/** How much of an oversized body is read and thrown away after the 413, so the answer reaches the client. */
const DRAIN_FACTOR = 2;

/**
 * Reads a raw request body of at most `limit` bytes. A declared Content-Length over the limit is refused at once;
 * a body that grows past it while streaming is refused as soon as it does, without keeping more than `limit`
 * bytes. The rest of an oversized body is drained (up to twice the limit, then the connection is dropped) so that
 * the client can read the 413.
 */
export async function readRawBody(ctx: Context, limit: number, tooLargeMessage: string): Promise<Buffer> {
  const req = ctx.req;
  const declared = ctx.get('content-length');
  const tooLarge = () => new HttpError(413, tooLargeMessage, { Connection: 'close' });
  if (declared && Number(declared) > limit) {
    drain(req, limit * DRAIN_FACTOR);
    throw tooLarge();
  }
  return new Promise<Buffer>((resolvePromise, rejectPromise) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        chunks.length = 0;
        drain(req, limit * DRAIN_FACTOR);
        rejectPromise(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolvePromise(Buffer.concat(chunks, size));
    };
    const onError = (err: Error) => {
      cleanup();
      rejectPromise(new HttpError(400, `Could not read the request body (${err.message})`));
    };
    const onAborted = () => {
      cleanup();
      rejectPromise(new HttpError(400, 'Request aborted'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('aborted', onAborted);
  });
}

/** Discards the rest of a body; past `max` bytes the socket is closed instead. */
function drain(req: Context['req'], max: number): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > max) req.socket.destroy();
  });
  req.on('error', () => {});
  req.resume();
}

const CSV_TYPES = ['text/csv', 'application/csv'];

/**
 * A CSV upload's text: 415 unless the body is sent as text/csv, 413 past `limit` bytes, 400 unless it is UTF-8
 * (shipments and customers imports alike).
 */
export async function readCsvUpload(ctx: Context, limit: number): Promise<string> {
  if (!CSV_TYPES.includes(ctx.request.type)) throw new HttpError(415, 'Send the file as text/csv');
  const raw = await readRawBody(ctx, limit, `The file is larger than ${limit / 1024 / 1024} MB`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new HttpError(400, 'The file is not UTF-8 text; save it as "CSV UTF-8"');
  }
}
