import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { arabicTwin, isPageRoute, publicPage } from '@qafila/contracts';
import type { Context, Next } from 'koa';
import send from 'koa-send';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets with long-lived caching, other files revalidated, and an SPA
 * fallback — public pages get their prerendered HTML, other page routes the app shell with 200, unknown paths
 * the shell with 404 (the app shows its 404 page).
 */
export function serveWebApp(root: string, options: { analytics?: 'none' | 'first-party' } = {}) {
  const analytics = options.analytics ?? 'none';
  // Pages compressed once per file version and encoding (the build precompresses assets; koa-send picks those).
  const compressed = new Map<string, Buffer>();
  return async function webApp(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/') || ctx.path === '/api') {
      return next();
    }
    // The build prerenders public pages and moves the empty app shell to app.html.
    const shell = existsSync(join(root, 'app.html')) ? '/app.html' : '/index.html';
    if (!existsSync(join(root, shell))) {
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
        setHeaders: (res) => {
          res.setHeader('Cache-Control', immutable ? IMMUTABLE : 'no-cache');
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      return;
    }
    // A public page is served prerendered in its language (/features, /ar/features); other pages get the shell.
    const page = isPageRoute(path);
    const pub = publicPage(path);
    const prerendered = pub ? join(pub.language === 'ar' ? arabicTwin(pub.path) : pub.path, 'index.html') : undefined;
    const html = prerendered && existsSync(join(root, prerendered)) ? prerendered : shell;
    // The page carries the analytics provider, so one build serves every configuration.
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Accept-Encoding');
    ctx.type = 'text/html; charset=utf-8';
    ctx.status = page ? 200 : 404;
    const pageFile = join(root, html);
    const render = () => readFileSync(pageFile, 'utf8').replace('<html ', `<html data-analytics="${analytics}" `);
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding !== 'br' && encoding !== 'gzip') {
      ctx.body = render();
      return;
    }
    const key = `${encoding} ${pageFile} ${statSync(pageFile).mtimeMs}`;
    let body = compressed.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(render()) : gzipSync(render());
      compressed.set(key, body);
    }
    ctx.set('Content-Encoding', encoding);
    ctx.body = body;
  };
}
