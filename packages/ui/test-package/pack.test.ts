// The published package works for a consumer: `pnpm pack` @qafila/ui (and @qafila/contracts, its unpublished
// workspace dependency), install the tarballs into a fresh Vite + React app outside the workspace, import a
// component, a theme and the compiled CSS, `vite build` it WITHOUT the vanilla-extract plugin, then load the
// built page in Chromium and check the component rendered with its styles.
//
// Nothing is resolved or downloaded, and no cache outside the clone is read: the tarballs are unpacked into the
// app's node_modules, and every dependency the packed manifests declare (and the app's own react, vite and
// plugin) is linked to the copy the workspace's frozen install put in place — the layout pnpm itself makes. A
// dependency the tarball uses but does not declare is therefore missing in the app and fails the build.
// Every child process has a timeout (QAFILA_PACK_TIMEOUT_S, default 180 s each) and is killed when it runs out.
// Needs `dist/` of both packages (the root `test` builds first; alone: `pnpm --filter @qafila/ui build`).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright';

const ui = new URL('..', import.meta.url).pathname;
const contracts = new URL('../../contracts/', import.meta.url).pathname;
const uiPackage = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as {
  version: string;
  devDependencies: Record<string, string>;
};
const work = mkdtempSync(join(tmpdir(), 'qafila-pack-'));
const app = join(work, 'app');
const timeoutSeconds = Number(process.env.QAFILA_PACK_TIMEOUT_S ?? 180);
const hookTimeout = { timeout: timeoutSeconds * 4 * 1000 };

type Manifest = {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Runs a child process with a timeout; a hang or a failure becomes an error that says which step and why. */
function run(what: string, command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutSeconds * 1000,
      killSignal: 'SIGKILL',
    });
  } catch (error) {
    const failure = error as { code?: string; signal?: string; status?: number; stderr?: string; stdout?: string };
    const output = `${failure.stderr ?? ''}${failure.stdout ?? ''}`.trim().split('\n').slice(-15).join('\n');
    if (failure.code === 'ETIMEDOUT' || failure.signal === 'SIGKILL') {
      throw new Error(
        `${what} did not finish within ${timeoutSeconds} s and was killed (QAFILA_PACK_TIMEOUT_S).\n${output}`,
      );
    }
    throw new Error(`${what} failed (exit ${failure.status ?? failure.code}):\n${output}`);
  }
}

/** pnpm itself: the one running this script when started by `pnpm run`, else the pinned version through npx. */
function pnpm(what: string, args: string[], cwd: string) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /pnpm/.test(execPath) ? [process.execPath, [execPath]] : ['npx', ['-y', 'pnpm@10.34.9']];
  return run(what, command, [...prefix, ...args], cwd);
}

/** `pnpm pack` (publishConfig applied, workspace: ranges replaced), then unpacks the tarball into the app. */
function packInto(dir: string): Manifest {
  const name = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest).name;
  pnpm(`pnpm pack ${name}`, ['pack', '--pack-destination', work], dir);
  const prefix = `${name.replace('@', '').replace('/', '-')}-`;
  const tarball = readdirSync(work).find((file) => file.startsWith(prefix) && file.endsWith('.tgz'));
  assert.ok(tarball, `pnpm pack produced no tarball for ${name}`);
  const unpacked = join(work, `unpacked-${prefix}`);
  mkdirSync(unpacked);
  run(`unpacking ${tarball}`, 'tar', ['-xzf', join(work, tarball), '-C', unpacked], work);
  const target = join(app, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(unpacked, 'package'), target);
  return JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as Manifest;
}

/** Links app/node_modules/<name> to the copy installed for the workspace package `from`, checking exact pins. */
function link(name: string, range: string, from: string) {
  const target = join(app, 'node_modules', name);
  if (existsSync(target)) return;
  const source = join(from, 'node_modules', name);
  assert.ok(existsSync(source), `${name} is declared but the workspace install has no copy of it under ${from}`);
  const real = realpathSync(source);
  const { version } = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8')) as Manifest;
  if (/^\d+\.\d+\.\d+$/.test(range)) assert.equal(version, range, `${name}: declared ${range}, linked ${version}`);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(real, target, 'dir');
}

before(() => {
  for (const dir of [ui, contracts]) {
    assert.ok(existsSync(join(dir, 'dist')), `${dir}dist is missing: build the package first`);
  }
  mkdirSync(join(app, 'src'), { recursive: true });
  const packedUi = packInto(ui);
  const packedContracts = packInto(contracts);
  assert.ok(
    !JSON.stringify(packedUi).includes('workspace:'),
    'the packed manifest still has workspace: ranges (pnpm pack replaces them)',
  );
  assert.equal(packedUi.dependencies?.['@qafila/contracts'], packedContracts.version);

  const dev = uiPackage.devDependencies;
  const appDependencies = {
    '@qafila/ui': packedUi.version,
    react: dev.react,
    'react-dom': dev['react-dom'],
    'react-intl': dev['react-intl'],
  };
  const appDevDependencies = { vite: dev.vite, '@vitejs/plugin-react': dev['@vitejs/plugin-react'] };
  for (const [name, range] of Object.entries({ ...appDependencies, ...appDevDependencies }))
    link(name, range ?? '*', ui);
  for (const [name, range] of Object.entries({ ...packedUi.dependencies, ...packedUi.peerDependencies })) {
    link(name, range, ui);
  }
  for (const [name, range] of Object.entries(packedContracts.dependencies ?? {})) link(name, range, contracts);

  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'qafila-consumer',
        private: true,
        type: 'module',
        dependencies: appDependencies,
        devDependencies: appDevDependencies,
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { Badge, Button, Heading, QafilaProvider, ShipmentStatusBadge, Stack } from '@qafila/ui';
import { dashboardSectionPath } from '@qafila/ui/screens/dashboard';
import ar from '@qafila/ui/locales/ar.json';
import { darkTheme, lightTheme } from '@qafila/ui/themes';
import '@qafila/ui/fonts';
import '@qafila/ui/style.css';

createRoot(document.getElementById('root')).render(
  <QafilaProvider locale="ar" messages={ar} onError={() => {}}>
    <Stack space="md">
      <Heading level={2}>Shipments</Heading>
      <Button>Book a shipment</Button>
    </Stack>
    <Badge tone="positive">Delivered</Badge>
    <ShipmentStatusBadge status="delivered" data-testid="status" />
    <output data-testid="screens">{dashboardSectionPath('fleet')}</output>
    <output data-testid="themes">{[lightTheme, darkTheme].join(' ')}</output>
  </QafilaProvider>,
);
`,
  );
}, hookTimeout);

after(() => rmSync(work, { recursive: true, force: true }));

test('the packed package builds in a plain Vite app (no vanilla-extract plugin)', hookTimeout, () => {
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/@qafila/ui/package.json'), 'utf8'));
  assert.equal(installed.version, uiPackage.version);
  // publishConfig applied: the tarball points at dist, not at the TypeScript sources.
  assert.equal(installed.exports['.'].default, './dist/index.js');
  // The catalogues ship with it: a consumer gets the Arabic strings without @qafila/i18n.
  for (const locale of ['en', 'ar']) {
    assert.equal(installed.exports[`./locales/${locale}.json`], `./dist/locales/${locale}.json`);
    const catalogue = JSON.parse(
      readFileSync(join(app, `node_modules/@qafila/ui/dist/locales/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    assert.equal(typeof catalogue['ui.shipmentStatus.delivered'], 'string');
  }
  // The screens are separate entries: a consumer of the primitives does not load the portals.
  for (const area of ['public', 'dashboard', 'fleet', 'widget', 'support', 'admin']) {
    assert.equal(installed.exports[`./screens/${area}`].default, `./dist/screens/${area}.js`);
    assert.ok(existsSync(join(app, `node_modules/@qafila/ui/dist/screens/${area}/index.d.ts`)), `${area} types`);
  }
  assert.ok(!existsSync(join(app, 'node_modules/@qafila/ui/src')), 'sources must not be published');

  run('vite build of the consumer app', process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], app);

  const assets = readdirSync(join(app, 'dist/assets'));
  const js = assets
    .filter((file) => extname(file) === '.js')
    .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'));
  const css = assets
    .filter((file) => extname(file) === '.css')
    .map((file) => readFileSync(join(app, 'dist/assets', file), 'utf8'));
  assert.ok(
    js.some((code) => code.includes('Book a shipment')),
    'the app code is in the bundle',
  );
  assert.ok(css.length > 0, 'the build emitted CSS');
  // The library's compiled styles (its theme class) and the self-hosted fonts made it into the app's CSS.
  const libraryCss = readFileSync(join(ui, 'dist/style.css'), 'utf8');
  const someRule = libraryCss.match(/\.[\w-]+\{[^}]*--[\w-]+:/)?.[0];
  assert.ok(someRule, 'dist/style.css declares theme variables');
  assert.ok(
    css.some((code) => code.includes(someRule)),
    `the app CSS contains ${someRule}`,
  );
  assert.ok(
    css.some((code) => code.includes('IBM Plex Sans Arabic')),
    'the Arabic font face is bundled',
  );
  assert.ok(
    assets.some((file) => file.endsWith('.woff2')),
    'font files are emitted with the app',
  );
});

test('the built app renders the component with its styles in Chromium', hookTimeout, async () => {
  const root = join(app, 'dist');
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!file.startsWith(root) || !existsSync(file)) return void response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    const button = page.getByRole('button', { name: 'Book a shipment' });
    await button.waitFor();
    assert.deepEqual(errors, []);
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        radius: computed.borderTopLeftRadius,
        dir: element.closest('[dir]')?.getAttribute('dir'),
      };
    });
    // Styled by the compiled CSS (a browser-default button is grey with no radius) and mirrored for Arabic.
    assert.notEqual(style.background, 'rgba(0, 0, 0, 0)');
    assert.notEqual(style.radius, '0px');
    assert.equal(style.dir, 'rtl');
    assert.match((await page.getByTestId('themes').textContent()) ?? '', /\S+ \S+/);
    assert.equal(await page.getByTestId('screens').textContent(), '/app/dashboard/fleet');
    assert.equal(await page.getByRole('heading', { level: 2, name: 'Shipments' }).count(), 1);
    // The Arabic label comes from @qafila/ui/locales/ar.json (the descriptor's default is English "Delivered").
    assert.equal((await page.getByTestId('status').textContent())?.trim(), 'تم التسليم');
  } finally {
    await browser.close();
    server.close();
  }
});
