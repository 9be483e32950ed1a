// The bytes a prerendered page loads before any interaction, from the built dist: the stylesheets and the
// module scripts its HTML links (entry script, modulepreloads) plus every chunk those import statically.
// Dynamic imports (lazy routes, dialogs, the cookie banner, the API client) are not part of the initial load.
// Run `node bench/initial-load.ts` after a build; `pnpm bench` prints it too. Byte sizes are deterministic.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Goal of issue 4 for the landing page's JavaScript, in KB (1024 bytes) of gzip. */
export const LANDING_JS_BUDGET_KB = 75;

export interface LoadedFile {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
}
export interface InitialLoad {
  page: string;
  js: LoadedFile[];
  css: LoadedFile[];
}

// Static imports in minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{][^'"]*?from\s*)?["']([^"']+\.js)["']/g;

function measure(dist: string, file: string): LoadedFile {
  const content = readFileSync(join(dist, file));
  return {
    file,
    bytes: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The initial load of the prerendered page at `page` (e.g. `/`, `/ar`). */
export function initialLoad(dist: string, page: string): InitialLoad {
  const html = readFileSync(join(dist, page === '/' ? '' : page.slice(1), 'index.html'), 'utf8');
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const roots = tags
    .filter((t) => (t.startsWith('<script') ? attr(t, 'type') === 'module' : attr(t, 'rel') === 'modulepreload'))
    .map((t) => attr(t, t.startsWith('<script') ? 'src' : 'href'))
    .filter((href): href is string => Boolean(href?.endsWith('.js')));
  const css = tags
    .filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'stylesheet')
    .map((t) => attr(t, 'href'))
    .filter((href): href is string => Boolean(href));

  const seen = new Set<string>();
  const queue = roots.map((href) => href.replace(/^\//, ''));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) {
      if (spec?.startsWith('.')) queue.push(posix.join(posix.dirname(file), spec));
    }
  }
  return {
    page,
    js: [...seen].map((f) => measure(dist, f)).sort((a, b) => b.gzip - a.gzip),
    css: css.map((href) => measure(dist, href.replace(/^\//, ''))),
  };
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
const total = (files: LoadedFile[], key: keyof Omit<LoadedFile, 'file'>) => files.reduce((n, f) => n + f[key], 0);

/** Prints the initial load of each page next to the budget; returns whether every page keeps to it. */
export function printInitialLoad(dist: string, pages: string[], options: { files?: boolean } = {}): boolean {
  let within = true;
  console.log(
    `initial load (KB = 1024 bytes)  ${'JS raw'.padStart(7)} ${'gzip'.padStart(6)} ${'br'.padStart(6)}  files │ ${'CSS gzip'.padStart(8)}  budget`,
  );
  for (const page of pages) {
    const load = initialLoad(dist, page);
    const gzip = total(load.js, 'gzip');
    const ok = gzip <= LANDING_JS_BUDGET_KB * 1024;
    within &&= ok;
    console.log(
      `${page.padEnd(31)} ${kb(total(load.js, 'bytes'))}  ${kb(gzip)} ${kb(total(load.js, 'brotli'))}  ${String(load.js.length).padStart(5)} │ ${kb(total(load.css, 'gzip')).padStart(8)}  JS gzip ≤ ${LANDING_JS_BUDGET_KB} KB ${ok ? 'ok' : 'OVER'}`,
    );
    if (options.files) {
      for (const f of [...load.js, ...load.css])
        console.log(`    ${f.file.padEnd(52)} ${kb(f.bytes)} ${kb(f.gzip)} ${kb(f.brotli)}`);
    }
  }
  return within;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!existsSync(join(dist, 'index.html')))
    throw new Error('Build the web app first (pnpm --filter @qafila/web build)');
  const args = process.argv.slice(2);
  const pages = args.filter((a) => a.startsWith('/'));
  const within = printInitialLoad(dist, pages.length > 0 ? pages : ['/', '/ar'], { files: args.includes('--files') });
  if (args.includes('--check') && !within) process.exitCode = 1;
}
