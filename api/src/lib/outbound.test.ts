import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundError } from './outbound.ts';

/** A local server: `/json` answers JSON, `/redirect?to=` redirects, `/slow` never answers, `/big` sends 2 MiB. */
let server: Server;
let base: string;
const seen: { url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/json') {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ ok: true, method: req.method }));
      } else if (url.pathname === '/redirect') {
        res
          .writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('to') ?? '/' })
          .end();
      } else if (url.pathname === '/slow') {
        // never answers
      } else if (url.pathname === '/big') {
        res.writeHead(200).end(Buffer.alloc(2 * 1024 * 1024, 97));
      } else {
        res.writeHead(404).end('not here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe('outbound calls to organization-supplied URLs', () => {
  const guarded = createOutbound();
  const allowingLoopback = createOutbound({ allow: ['127.0.0.1'] });

  it('refuses loopback, link-local (cloud metadata), private and unspecified addresses by default', async () => {
    for (const url of [
      `${base}/json`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://172.16.0.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
    ]) {
      const err = await failure(guarded({ url }));
      expect(err.code, url).toBe('blocked_address');
    }
    expect(seen).toHaveLength(0);
  });

  it('refuses a DNS name that resolves to a private address (checked when the socket connects)', async () => {
    const lookup: LookupFunction = (_host, options, cb) => {
      if ((options as { all?: boolean }).all)
        (cb as never as (e: null, a: object[]) => void)(null, [{ address: '10.0.0.5', family: 4 }]);
      else cb(null, '10.0.0.5', 4);
    };
    const viaName = createOutbound({ lookup });
    const err = await failure(viaName({ url: 'http://erp.partner.example/api' }));
    expect(err.code).toBe('blocked_address');
    expect(err.detail).toContain('10.0.0.5');
    // `localhost` is a name too.
    expect((await failure(guarded({ url: `http://localhost:${new URL(base).port}/json` }))).code).toBe(
      'blocked_address',
    );
  });

  it('calls an allowed address and returns status, headers, body and latency', async () => {
    const res = await allowingLoopback({
      url: `${base}/json`,
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json');
    expect(res.json()).toEqual({ ok: true, method: 'POST' });
    expect(res.latencyMs).toBeGreaterThanOrEqual(0);
    expect(seen.at(-1)).toMatchObject({ body: '{"a":1}' });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer k');
    expect((await allowingLoopback({ url: `${base}/nothing` })).status).toBe(404);
  });

  it('follows redirects through the same guard: a redirect to a private address is refused', async () => {
    const ok = await allowingLoopback({ url: `${base}/redirect?to=/json` });
    expect(ok.status).toBe(200);
    expect(ok.url).toBe(`${base}/json`);
    for (const to of ['http://169.254.169.254/latest/meta-data/', 'http://127.0.0.2/', 'http://10.0.0.1/']) {
      const err = await failure(allowingLoopback({ url: `${base}/redirect?to=${encodeURIComponent(to)}` }));
      expect(err.code, to).toBe('blocked_address');
    }
    const loop = `${base}/redirect?to=${encodeURIComponent('/redirect?to=/redirect')}`;
    expect((await failure(allowingLoopback({ url: loop, maxRedirects: 1 }))).code).toBe('too_many_redirects');
  });

  it('does not carry credentials to another origin on a redirect', async () => {
    // Another port is another origin.
    const received: Record<string, string | string[] | undefined>[] = [];
    const other = createServer((req, res) => {
      received.push(req.headers);
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const to = `http://127.0.0.1:${(other.address() as AddressInfo).port}/elsewhere`;
      const res = await allowingLoopback({
        url: `${base}/redirect?to=${encodeURIComponent(to)}`,
        headers: { authorization: 'Bearer secret', 'x-api-key': 'k', accept: 'application/json' },
      });
      expect(res.url).toBe(to);
      expect(received).toHaveLength(1);
      expect(received[0]?.authorization).toBeUndefined();
      expect(received[0]?.['x-api-key']).toBeUndefined();
      expect(received[0]?.accept).toBe('application/json');
      // The same origin keeps them.
      await allowingLoopback({ url: `${base}/redirect?to=/json`, headers: { authorization: 'Bearer secret' } });
      expect(seen.at(-1)?.headers.authorization).toBe('Bearer secret');
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('times out, caps the body size and refuses URLs that are not http(s)', async () => {
    expect((await failure(allowingLoopback({ url: `${base}/slow`, timeoutMs: 200 }))).code).toBe('timeout');
    expect((await failure(allowingLoopback({ url: `${base}/big` }))).code).toBe('too_large');
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'not a url', 'http://user:pw@example.com/']) {
      expect((await failure(guarded({ url }))).code, url).toBe('invalid_url');
    }
  });
});
