import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';

/** The script tag's URL: revalidated every 5 minutes, so a new release reaches every site within that. */
const LATEST_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface WidgetFile {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The chat widget's script for partners' sites (issue 15, docs/widget.md), from @qafila/chat-widget's build:
 * - `/widget.js` and `/widget/panel.js`: the current release (cached 5 minutes);
 * - `/widget/v/<version>/widget.js` and `/widget/v/<version>/widget/panel.js`: this release, cached for good, the
 *   URL to pin with a Subresource Integrity hash.
 * Other sites load them, so they are served with `Cross-Origin-Resource-Policy: cross-origin` and
 * `Access-Control-Allow-Origin: *` (a script tag with `integrity` and `crossorigin="anonymous"` needs CORS); they are
 * public, carry no credentials and set none. Compressed once with brotli and gzip when first asked for.
 */
export function serveWidgetFiles(dist: string) {
  const version = readVersion(dist);
  const files = new Map<string, WidgetFile | null>();
  const load = (name: 'widget.js' | 'widget/panel.js'): WidgetFile | null => {
    if (!files.has(name)) {
      const path = join(dist, name);
      if (!existsSync(path)) return null; // not built (yet): asked again next time
      const body = readFileSync(path);
      files.set(name, {
        body,
        gzip: gzipSync(body, { level: 9 }),
        br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      });
    }
    return files.get(name) ?? null;
  };
  const versioned = version ? `/widget/v/${version}/` : undefined;

  return async function widgetFiles(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    let name: 'widget.js' | 'widget/panel.js' | undefined;
    let cache = LATEST_CACHE;
    if (ctx.path === '/widget.js') name = 'widget.js';
    else if (ctx.path === '/widget/panel.js') name = 'widget/panel.js';
    else if (versioned && ctx.path.startsWith(versioned)) {
      const rest = ctx.path.slice(versioned.length);
      if (rest === 'widget.js' || rest === 'widget/panel.js') {
        name = rest;
        cache = IMMUTABLE;
      }
    }
    if (!name) return next();
    const file = load(name);
    if (!file) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The chat widget is not built. Run the build first (see README).';
      return;
    }
    ctx.set('Cache-Control', cache);
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.vary('Accept-Encoding');
    ctx.type = 'text/javascript; charset=utf-8';
    const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = encoding === 'br' ? file.br : file.gzip;
    } else {
      ctx.body = file.body;
    }
  };
}

function readVersion(dist: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' && /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(pkg.version)
      ? pkg.version
      : undefined;
  } catch {
    return undefined;
  }
}
