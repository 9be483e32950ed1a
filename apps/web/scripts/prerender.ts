// Prerenders the public pages to static HTML in English and at their Arabic /ar twins, after `vite build`
// (client) and `vite build --ssr` (dist-ssr). The empty shell moves to dist/app.html for every other route.
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { arabicTwin, PUBLIC_ROUTES } from '@qafila/contracts/constants';
import { messages } from '@qafila/i18n';
import { pageMeta } from '../src/pageMeta.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const origin = (process.env.QAFILA_PUBLIC_ORIGIN ?? 'https://qafila.ae').replace(/\/$/, '');
const { render } = (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as {
  render(url: string): Promise<string>;
};

// The faces the first screen of each language paints (measured at phone and desktop sizes: regular, semibold and
// bold; Arabic pages also set Latin digits and codes in Inter), preloaded so they arrive before the first paint and
// the text does not reflow when they swap in (a layout shift).
const assets = readdirSync(join(dist, 'assets'));
const font = (prefix: string) => assets.find((f) => f.startsWith(prefix) && f.endsWith('.woff2'));
const FIRST_SCREEN_FONTS = {
  en: ['inter-core-400', 'inter-core-600', 'inter-core-700'],
  ar: [
    'ibm-plex-sans-arabic-core-400',
    'ibm-plex-sans-arabic-core-600',
    'ibm-plex-sans-arabic-core-700',
    'inter-core-600',
    'inter-core-700',
  ],
} as const;
const fontsFor = (language: 'en' | 'ar') =>
  FIRST_SCREEN_FONTS[language].map((prefix) => {
    const file = font(prefix);
    if (!file) throw new Error(`No ${prefix} font in the build`);
    return `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin />`;
  });

// Each page loads only its language's catalogue, public part: a chunk of its own, fetched alongside the entry script.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const catalogueChunk = (language: 'en' | 'ar') => {
  const entry = Object.entries(manifest).find(([source]) => source.endsWith(`qafila-catalogue/${language}-public`));
  if (!entry) throw new Error(`No chunk for the ${language} catalogue in the build manifest`);
  return `<link rel="modulepreload" crossorigin href="/${entry[1].file}" />`;
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const shellPath = join(dist, 'index.html');
const shell = readFileSync(shellPath, 'utf8');
renameSync(shellPath, join(dist, 'app.html'));

const urls: string[] = [];
for (const path of PUBLIC_ROUTES) {
  for (const language of ['en', 'ar'] as const) {
    const url = language === 'ar' ? arabicTwin(path) : path;
    const { title, description } = pageMeta(path, language, messages[language]);
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<link rel="canonical" href="${origin}${url}" />`,
      `<link rel="alternate" hreflang="en" href="${origin}${path}" />`,
      `<link rel="alternate" hreflang="ar" href="${origin}${arabicTwin(path)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`,
      '<meta property="og:type" content="website" />',
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${origin}${url}" />`,
      `<meta property="og:locale" content="${language === 'ar' ? 'ar_AE' : 'en_AE'}" />`,
      ...fontsFor(language),
      catalogueChunk(language),
    ].join('\n    ');
    const body = await render(url);
    // The prerenderer holds only the public part of each catalogue, as browsers do: a message id shown as text
    // (react-intl's fallback, the build drops default messages) means the page needs an id that is not in it.
    const missing = Object.keys(messages.en).filter((id) => body.includes(`>${id}<`) || body.includes(`="${id}"`));
    if (missing.length > 0)
      throw new Error(`${url} shows message ids missing from its catalogue: ${missing.join(', ')}`);
    const html = shell
      .replace(
        /<html lang="[^"]*" dir="[^"]*">/,
        `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
      )
      .replace(/<title>[^<]*<\/title>/, head)
      .replace(/<meta name="description"[^>]*>\n?\s*/, '')
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const file = join(dist, url === '/' ? '' : url.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    urls.push(url);
  }
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ...PUBLIC_ROUTES.flatMap((path) =>
    [path, arabicTwin(path)].map(
      (url) =>
        `  <url><loc>${origin}${url}</loc><xhtml:link rel="alternate" hreflang="en" href="${origin}${path}"/><xhtml:link rel="alternate" hreflang="ar" href="${origin}${arabicTwin(path)}"/></url>`,
    ),
  ),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(dist, 'sitemap.xml'), sitemap);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /app\nDisallow: /admin\nSitemap: ${origin}/sitemap.xml\n`,
);
console.log(`prerendered ${urls.length} pages: ${urls.join(' ')}`);

// Precompressed twins of the hashed assets: the server (koa-send) sends the .br or .gz file to clients that accept
// it, so scripts and styles travel at a fraction of their size without compressing on every request.
let compressed = 0;
for (const file of assets.filter((f) => /\.(?:js|css|svg|json)$/.test(f))) {
  const content = readFileSync(join(dist, 'assets', file));
  if (content.length < 1024) continue;
  writeFileSync(join(dist, 'assets', `${file}.gz`), gzipSync(content, { level: 9 }));
  writeFileSync(
    join(dist, 'assets', `${file}.br`),
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  compressed++;
}
console.log(`precompressed ${compressed} assets (.br, .gz)`);
// Rendering leaves React Query's garbage-collection timers (5 minutes) behind; the build is done.
process.exit(0);
