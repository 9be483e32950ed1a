// pnpm --filter @qafila/web bench: Lighthouse (mobile preset, Debian chromium) on the public pages in both
// languages, against the real server serving the build, plus the JavaScript the landing page loads.
// Goals (issue 4): performance ≥ 98, accessibility 100, best practices 100, SEO 100; landing JS ≤ 75 KB gzip.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const pages = ['/', '/features', '/tutorial', '/about'].flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`]);

// The JavaScript the landing page loads before any interaction: its entry script and modulepreloads.
const landing = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...landing.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const jsGzip = scripts.reduce((n, s) => n + gzipSync(readFileSync(join(dist, s))).length, 0);

const dataDir = mkdtempSync(join(tmpdir(), 'qafila-lh-'));
const server = spawn(process.execPath, [join(web, '../../api/src/server.ts')], {
  env: {
    ...process.env,
    QAFILA_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    QAFILA_ADMIN_PASSWORD: 'lighthouse-admin-pw',
    QAFILA_DEMO_PASSWORD: 'lighthouse-demo-pw',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve) => {
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line.includes('Qafila is listening')) resolve(JSON.parse(line).url.replace('localhost', '127.0.0.1'));
  });
});

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const score = (v: number | null | undefined) =>
  v === null || v === undefined ? '  —' : String(Math.round(v * 100)).padStart(3);
console.log(
  `Lighthouse ${'(mobile preset)'} against ${base}, Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}`,
);
console.log(`${'page'.padEnd(14)} perf a11y  bp  seo   LCP ms  TBT ms    CLS`);
for (const page of pages) {
  const result = await lighthouse(`${base}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const lhr = result?.lhr;
  if (!lhr) continue;
  const c = lhr.categories;
  const a = lhr.audits;
  console.log(
    `${page.padEnd(14)} ${score(c.performance?.score)} ${score(c.accessibility?.score)} ${score(c['best-practices']?.score)} ${score(c.seo?.score)} ${String(Math.round(a['largest-contentful-paint']?.numericValue ?? 0)).padStart(8)} ${String(Math.round(a['total-blocking-time']?.numericValue ?? 0)).padStart(7)} ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3).padStart(6)}`,
  );
}
console.log(`landing JavaScript: ${(jsGzip / 1024).toFixed(1)} KB gzip in ${scripts.length} files (goal ≤ 75 KB)`);
chrome.kill();
server.kill('SIGTERM');
rmSync(dataDir, { recursive: true, force: true });
