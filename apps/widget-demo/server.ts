// A partner's site for the chat widget (issue 15): served from its own origin (default http://localhost:5175), it
// embeds the widget the way a partner does — the script tag from the Qafila server on `/` (English host) and `/ar`
// (Arabic, right-to-left host), the React wrapper on `/react` (built by `vite build` into dist/). The e2e tests start
// it on a random port with startWidgetDemo().
//
// Query parameters: token (the organization's website token, from Dashboard → Chat widget), api (the Qafila
// server; default QAFILA_API_URL or http://localhost:8080), user + hash (+ name, email) for a verified customer,
// consent=granted to boot with consent already given, hostile=1 for a host stylesheet that resets everything.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const DEFAULT_API = process.env.QAFILA_API_URL ?? 'http://localhost:8080';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
};

type Lang = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Al Noor Trading — track your order',
    lead: 'A partner’s page on another origin. The chat button in the corner is the Qafila widget, loaded with one script tag.',
    consent: 'This page keeps the chat across visits only if you allow it.',
    allow: 'Allow chat storage',
    deny: 'Do not store',
    noToken: 'Open this page with ?token=<website token>&api=<Qafila server>. The token is on Dashboard → Chat widget.',
    other: 'العربية',
  },
  ar: {
    title: 'تجارة النور — تتبّع طلبك',
    lead: 'صفحة شريك على نطاق آخر. زر المحادثة في الزاوية هو أداة قافلة، تُحمَّل بوسم برنامج نصي واحد.',
    consent: 'تحتفظ هذه الصفحة بالمحادثة بين الزيارات فقط إذا سمحت بذلك.',
    allow: 'السماح بحفظ المحادثة',
    deny: 'عدم الحفظ',
    noToken: 'افتح هذه الصفحة مع ?token=<رمز الموقع>&api=<خادم قافلة>. الرمز في لوحة التحكم ← أداة المحادثة.',
    other: 'English',
  },
} as const;

/** A value for an inline script: JSON with `<` escaped, so no string can close the script element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The boot options the page passes to the widget, from its query string. */
export function bootOptions(query: URLSearchParams, locale: Lang) {
  const user = query.get('user');
  const hash = query.get('hash');
  return {
    websiteToken: query.get('token') ?? '',
    locale,
    apiBase: query.get('api') ?? DEFAULT_API,
    ...(query.get('consent') === 'granted' ? { consent: 'granted' } : {}),
    ...(user && hash
      ? {
          user: {
            id: user,
            hash,
            ...(query.get('name') ? { name: query.get('name') } : {}),
            ...(query.get('email') ? { email: query.get('email') } : {}),
          },
        }
      : {}),
  };
}

/** The script-tag page: the snippet a partner pastes, with this page's values. */
function scriptTagPage(query: URLSearchParams, lang: Lang): string {
  const t = TEXT[lang];
  const options = bootOptions(query, lang);
  const hostile = query.get('hostile') === '1';
  const otherHref = `${lang === 'ar' ? '/' : '/ar'}?${query.toString()}`;
  const snippet = options.websiteToken
    ? `<script>
  window.QafilaChat = window.QafilaChat || function () { (window.QafilaChat.q = window.QafilaChat.q || []).push(arguments); };
  QafilaChat('boot', ${inlineJson(options)});
</script>
<script async src="${escapeHtml(options.apiBase)}/widget.js"></script>`
    : '';
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem; max-inline-size: 48rem; line-height: 1.5; }
  .consent { border: 1px solid #ccc; padding: 1rem; margin-block: 1.5rem; }
  .consent button { margin-inline-end: 0.5rem; }
  ${hostile ? '* { all: unset !important; } button, div, span { font: 40px serif !important; color: red !important; }' : ''}
</style>
</head>
<body>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<p><a href="${escapeHtml(otherHref)}">${escapeHtml(t.other)}</a></p>
${options.websiteToken ? '' : `<p role="alert">${escapeHtml(t.noToken)}</p>`}
<div class="consent" id="host-consent">
  <p>${escapeHtml(t.consent)}</p>
  <button type="button" id="allow">${escapeHtml(t.allow)}</button>
  <button type="button" id="deny">${escapeHtml(t.deny)}</button>
</div>
<script>
  document.getElementById('allow').addEventListener('click', function () { window.QafilaChat && window.QafilaChat('consent', 'granted'); });
  document.getElementById('deny').addEventListener('click', function () { window.QafilaChat && window.QafilaChat('consent', 'denied'); });
</script>
${snippet}
</body>
</html>`;
}

export function createWidgetDemo(): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain', 'Method not allowed');
    if (url.pathname === '/' || url.pathname === '/ar') {
      return send(200, TYPES['.html']!, scriptTagPage(url.searchParams, url.pathname === '/ar' ? 'ar' : 'en'));
    }
    if (url.pathname === '/react') {
      const page = join(dist, 'react.html');
      if (!existsSync(page))
        return send(503, 'text/plain', 'Build the React page first: pnpm --filter @qafila/widget-demo build');
      return send(200, TYPES['.html']!, readFileSync(page));
    }
    const file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (file.startsWith(dist + sep) && existsSync(file) && TYPES[extname(file)]) {
      return send(200, TYPES[extname(file)]!, readFileSync(file));
    }
    send(404, 'text/plain', 'Not found');
  });
}

/** Starts the demo on `port` (0: a random one) and resolves with its origin. */
export async function startWidgetDemo(
  port = 0,
  host = '127.0.0.1',
): Promise<{ origin: string; stop(): Promise<void> }> {
  const server = createWidgetDemo();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://${host}:${actual}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.WIDGET_DEMO_PORT ?? 5175);
  const { origin } = await startWidgetDemo(port, 'localhost');
  console.log(`Widget demo (a partner's site) on ${origin}/?token=<website token>&api=${DEFAULT_API}`);
}
