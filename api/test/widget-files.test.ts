import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

// The chat widget's script as partners' sites load it (issue 15): a built package folder with its package.json.
describe('the chat widget script served to other sites', () => {
  let srv: TestServer;
  let root: string;
  const launcher = 'window.QafilaChat=function(){};'.repeat(20);
  const panel = 'export const panel=1;';

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'qafila-widget-'));
    mkdirSync(join(root, 'dist', 'widget'), { recursive: true });
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: '@qafila/chat-widget', version: '1.2.3' }));
    writeFileSync(join(root, 'dist', 'widget.js'), launcher);
    writeFileSync(join(root, 'dist', 'widget', 'panel.js'), panel);
    srv = await startTestServer({ QAFILA_WIDGET_DIST: join(root, 'dist') });
  });
  afterAll(async () => {
    await srv.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves /widget.js to any origin, cached for 5 minutes, compressed when asked', async () => {
    const res = await srv.request('/widget.js', { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.text()).toBe(launcher);

    const { request } = await import('node:http');
    const url = new URL(`${srv.url}/widget.js`);
    const gz = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({ encoding: r.headers['content-encoding'] as string | undefined, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(launcher);
  });

  it('serves the panel beside it, and the versioned files for good', async () => {
    const latest = await srv.request('/widget/panel.js');
    expect(latest.status).toBe(200);
    expect(await latest.text()).toBe(panel);

    const pinned = await srv.request('/widget/v/1.2.3/widget.js');
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await pinned.text()).toBe(launcher);
    const pinnedPanel = await srv.request('/widget/v/1.2.3/widget/panel.js');
    expect(await pinnedPanel.text()).toBe(panel);
  });

  it('serves nothing else under /widget/: another version or file is the app’s 404', async () => {
    for (const path of ['/widget/v/9.9.9/widget.js', '/widget/v/1.2.3/package.json', '/widget/../package.json']) {
      const res = await srv.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('@qafila/chat-widget');
    }
  });

  it('keeps the product’s own pages unembeddable', async () => {
    const res = await srv.request('/');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('the chat widget script before the widget is built', () => {
  it('answers 503 with what to do', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'qafila-widget-none-'));
    const srv = await startTestServer({ QAFILA_WIDGET_DIST: join(empty, 'dist') });
    try {
      const res = await srv.request('/widget.js');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('not built');
    } finally {
      await srv.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
