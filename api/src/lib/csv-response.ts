import type { Context } from 'koa';

/** Sends a CSV download (not cached): the body, its type and the file name the browser saves it as. */
export function sendCsv(ctx: Context, fileName: string, body: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
  ctx.body = body;
}
