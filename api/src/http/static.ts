import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { isPageRoute } from '@qafila/contracts';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets with long-lived caching, other files revalidated, and an SPA
 * fallback — page routes get the app's HTML with 200, unknown paths get it with 404 (the app shows its
 * 404 page).
 */
export function serveWebApp(root: string) {
  return async function webApp(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    if (!existsSync(join(root, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built. Run the build first (see README).';
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(ctx.path);
    } catch {
      ctx.status = 400;
      ctx.body = { error: 'Malformed URL' };
      return;
    }
    const file = normalize(join(root, path));
    if (extname(path) && file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
      const immutable = path.startsWith('/assets/');
      await send(ctx, path, {
        root,
        immutable,
        maxage: immutable ? 31_536_000_000 : 0,
        setHeaders: (res) => res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache'),
      });
      return;
    }
    // A prerendered page (e.g. /features → features/index.html) wins over the shell.
    const prerendered = join(path, 'index.html');
    const page = isPageRoute(path);
    const html = page && existsSync(join(root, prerendered)) ? prerendered : '/index.html';
    await send(ctx, html, { root, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') });
    ctx.status = page ? 200 : 404;
  };
}
