import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_MAX_BYTES, type DocumentDto, type WsEvent } from '@qafila/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ComplianceDocument, Organization, UserFeature } from '../src/db/entities/index.ts';
import { type Actors, bearer, json, seedActors, startTestServer, type TestServer } from './helpers.ts';
import { unzip } from './unzip.ts';

let srv: TestServer;
let actors: Actors;
beforeAll(async () => {
  srv = await startTestServer();
  actors = await seedActors(srv);
});
afterAll(() => srv.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

function upload(
  shipmentId: number,
  body: Buffer | string,
  options: { token?: string; type?: string; documentType?: string; fileName?: string } = {},
) {
  const query =
    options.documentType === undefined ? '?documentType=packing_list' : `?documentType=${options.documentType}`;
  return srv.request(`/api/org/shipments/${shipmentId}/documents${query}`, {
    method: 'POST',
    headers: {
      'content-type': options.type ?? 'application/pdf',
      ...(options.fileName === undefined ? {} : { 'x-file-name': options.fileName }),
      ...bearer(options.token ?? actors.staffSame.token),
    },
    body,
  });
}

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesIn(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];
const storedFiles = () => filesIn(join(srv.dataDir, 'files'));

async function documentCount(): Promise<number> {
  return srv.services.orm.em.fork().count(ComplianceDocument, {});
}

describe('uploading a document', () => {
  it('stores a PDF for a shipment of the organization as a pending document', async () => {
    const res = await upload(actors.customerA.shipmentId, PDF, {
      fileName: encodeURIComponent('Packing list — كرتون 40.pdf'),
    });
    expect(res.status).toBe(201);
    const doc = await json<DocumentDto>(res);
    expect(doc).toMatchObject({
      shipmentId: actors.customerA.shipmentId,
      trackingNumber: actors.customerA.trackingNumber,
      documentType: 'packing_list',
      name: 'Packing List',
      status: 'pending',
      file: { name: 'Packing list — كرتون 40.pdf', contentType: 'application/pdf', size: PDF.length },
      uploadedBy: 'staff_demo',
      reviewedBy: null,
      reviewedAt: null,
    });
    // Stored under <dataDir>/files/documents/<organization>/<random key>, never under the client's name.
    const org = await srv.services.orm.em.fork().findOneOrFail(Organization, { subdomain: 'demo' });
    const files = storedFiles();
    expect(files.some((f) => f.startsWith(join(srv.dataDir, 'files', 'documents', String(org.id))))).toBe(true);
    expect(files.every((f) => !f.includes('Packing'))).toBe(true);
  });

  it('gives the file to the check of that type still waiting for it', async () => {
    const em = srv.services.orm.em.fork();
    const waiting = await em.findOneOrFail(ComplianceDocument, {
      shipment: actors.customerA.shipmentId,
      documentType: 'commercial_invoice',
    });
    expect(waiting.storageKey ?? null).toBeNull();
    const res = await upload(actors.customerA.shipmentId, PNG, {
      type: 'image/png',
      documentType: 'commercial_invoice',
      fileName: 'invoice.png',
    });
    expect(res.status).toBe(201);
    const doc = await json<DocumentDto>(res);
    expect(doc.id).toBe(waiting.id);
    expect(doc.file).toEqual({ name: 'invoice.png', contentType: 'image/png', size: PNG.length });
  });

  it('accepts JPEG and sanitises the file name (no path, no control characters, the right extension)', async () => {
    const res = await upload(actors.customerA.shipmentId, JPEG, {
      type: 'image/jpeg; charset=binary',
      documentType: 'other',
      fileName: encodeURIComponent('../../etc/pass\u0000wd\u202e.html'),
    });
    expect(res.status).toBe(201);
    expect((await json<DocumentDto>(res)).file?.name).toBe('passwd.html.jpg');
    const unnamed = await upload(actors.customerA.shipmentId, JPEG, { type: 'image/jpeg', documentType: 'other' });
    expect((await json<DocumentDto>(unnamed)).file?.name).toBe('other.jpg');
  });

  it.each([
    ['a type that is not accepted', { type: 'text/html', body: '<script>alert(1)</script>' }, 415, /PDF, PNG or JPEG/],
    ['no content type', { type: '', body: PDF }, 415, /PDF, PNG or JPEG/],
    ['PDF bytes declared as PNG', { type: 'image/png', body: PDF }, 400, /does not match/],
    ['PNG bytes declared as PDF', { type: 'application/pdf', body: PNG }, 400, /does not match/],
    ['HTML declared as JPEG', { type: 'image/jpeg', body: '<html></html>' }, 400, /does not match/],
    ['an empty file', { type: 'application/pdf', body: '' }, 400, /empty/],
    ['an unknown document type', { documentType: 'passport', body: PDF }, 400, /documentType must be one of/],
    ['no document type', { documentType: '', body: PDF }, 400, /documentType/],
    ['a file name that is not URL-encoded', { fileName: '%E0%A4%A', body: PDF }, 400, /URL-encoded/],
  ] as const)('refuses %s without storing anything', async (_label, input, status, error) => {
    const before = { docs: await documentCount(), files: storedFiles().length };
    const res = await upload(actors.customerA.shipmentId, input.body, {
      ...('type' in input ? { type: input.type } : {}),
      ...('documentType' in input ? { documentType: input.documentType } : {}),
      ...('fileName' in input ? { fileName: input.fileName } : {}),
    });
    expect(res.status).toBe(status);
    expect((await json<{ error: string }>(res)).error).toMatch(error);
    expect({ docs: await documentCount(), files: storedFiles().length }).toEqual(before);
  });

  it('refuses a file over 10 MB by its declared length, and one that grows past it while streaming', async () => {
    const before = { docs: await documentCount(), files: storedFiles().length };
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const declared = await upload(actors.customerA.shipmentId, big);
    expect(declared.status).toBe(413);
    expect((await json<{ error: string }>(declared)).error).toBe('The file is larger than 10 MB');

    // No Content-Length: the body arrives in chunks and is cut off once it passes the limit.
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(PDF));
        if (sent > 12) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    const streamed = await srv.request(
      `/api/org/shipments/${actors.customerA.shipmentId}/documents?documentType=packing_list`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/pdf', ...bearer(actors.staffSame.token) },
        body: stream,
        duplex: 'half',
      } as RequestInit,
    );
    expect(streamed.status).toBe(413);
    expect({ docs: await documentCount(), files: storedFiles().length }).toEqual(before);

    // Exactly the limit is accepted.
    const exact = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    expect((await upload(actors.customerA.shipmentId, exact)).status).toBe(201);
  });

  it("answers 404 for another organization's shipment, 403 to customers and 401 to visitors", async () => {
    expect((await upload(actors.customerOther.shipmentId, PDF)).status).toBe(404);
    expect((await upload(actors.customerA.shipmentId, PDF, { token: actors.staffOther.token })).status).toBe(404);
    expect((await upload(actors.customerA.shipmentId, PDF, { token: actors.customerA.token })).status).toBe(403);
    const anonymous = await srv.request(
      `/api/org/shipments/${actors.customerA.shipmentId}/documents?documentType=packing_list`,
      { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: PDF },
    );
    expect(anonymous.status).toBe(401);
    expect((await upload(999999, PDF)).status).toBe(404);
  });

  it('needs the Document Processing feature', async () => {
    const em = srv.services.orm.em.fork();
    // Through the unit of work, as the product changes features (the session cache hears of it).
    em.remove(await em.find(UserFeature, { user: actors.staffSame.id, feature: 'document-processing' }));
    await em.flush();
    try {
      const res = await upload(actors.customerA.shipmentId, PDF);
      expect(res.status).toBe(403);
      expect((await srv.request('/api/org/documents', { headers: bearer(actors.staffSame.token) })).status).toBe(403);
    } finally {
      em.create(UserFeature, { user: actors.staffSame.id, feature: 'document-processing' });
      await em.flush();
    }
  });
});

describe('listing and downloading documents', () => {
  it("lists the organization's documents, newest first, filtered by shipment and status", async () => {
    const res = await srv.request(`/api/org/documents?shipmentId=${actors.customerA.shipmentId}`, {
      headers: bearer(actors.staffSame.token),
    });
    expect(res.status).toBe(200);
    const docs = await json<DocumentDto[]>(res);
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.shipmentId === actors.customerA.shipmentId)).toBe(true);
    const times = docs.map((d) => d.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const all = await json<DocumentDto[]>(
      await srv.request('/api/org/documents', { headers: bearer(actors.orgAdminSame.token) }),
    );
    expect(all.some((d) => d.trackingNumber === 'QAF-240001')).toBe(true);
    expect(all.some((d) => d.shipmentId === actors.customerOther.shipmentId)).toBe(false);

    const pending = await json<DocumentDto[]>(
      await srv.request('/api/org/documents?status=pending', { headers: bearer(actors.staffSame.token) }),
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((d) => d.status === 'pending')).toBe(true);
  });

  it('never shows another organization its documents', async () => {
    const theirs = await json<DocumentDto[]>(
      await srv.request('/api/org/documents', { headers: bearer(actors.staffOther.token) }),
    );
    expect(theirs.map((d) => d.shipmentId)).toEqual(theirs.map(() => actors.customerOther.shipmentId));
    const probe = await srv.request(`/api/org/documents?shipmentId=${actors.customerA.shipmentId}`, {
      headers: bearer(actors.staffOther.token),
    });
    expect(probe.status).toBe(404);
  });

  it.each([
    ['status=lost', /status/],
    ['shipmentId=abc', /shipmentId/],
    ['shipmentId=-1', /shipmentId/],
  ])('refuses ?%s', async (query, error) => {
    const res = await srv.request(`/api/org/documents?${query}`, { headers: bearer(actors.staffSame.token) });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(error);
  });

  it('downloads the file as an attachment with a safe name, and 404 when there is none', async () => {
    const created = await json<DocumentDto>(
      await upload(actors.customerA.shipmentId, PDF, {
        documentType: 'certificate_of_origin',
        fileName: encodeURIComponent('شهادة "منشأ"; x.pdf'),
      }),
    );
    const res = await srv.request(`/api/org/documents/${created.id}/file`, { headers: bearer(actors.staffSame.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('شهادة منشأ; x.pdf');
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    const head = await srv.request(`/api/org/documents/${created.id}/file`, {
      method: 'HEAD',
      headers: bearer(actors.staffSame.token),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF.length));

    const other = await srv.request(`/api/org/documents/${created.id}/file`, {
      headers: bearer(actors.staffOther.token),
    });
    expect(other.status).toBe(404);

    const fileless = await srv.services.orm.em
      .fork()
      .findOneOrFail(ComplianceDocument, { shipment: { trackingNumber: 'QAF-240001' }, storageKey: null });
    const none = await srv.request(`/api/org/documents/${fileless.id}/file`, {
      headers: bearer(actors.staffSame.token),
    });
    expect(none.status).toBe(404);
    expect((await json<{ error: string }>(none)).error).toBe('This document has no file');
  });
});

describe('reviewing a document', () => {
  const review = (id: number, body: unknown, token = actors.staffSame.token) =>
    srv.request(`/api/org/documents/${id}/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify(body),
    });
  const compliance = async () =>
    json<{ checks: Record<string, { documentType: string; status: string; description: string }> }>(
      await srv.request(`/api/shipments/${actors.customerA.shipmentId}/compliance`, {
        headers: bearer(actors.customerA.token),
      }),
    );

  it("approves and rejects; the customer's compliance view and the assistant see the same rows", async () => {
    const doc = await json<DocumentDto>(
      await upload(actors.customerA.shipmentId, PDF, { documentType: 'import_permit', fileName: 'permit.pdf' }),
    );
    expect((await compliance()).checks.import_permit?.status).toBe('pending');

    const rejected = await review(doc.id, { status: 'rejected', reason: 'The permit number is not legible' });
    expect(rejected.status).toBe(200);
    expect(await json<DocumentDto>(rejected)).toMatchObject({
      status: 'rejected',
      description: 'The permit number is not legible',
      reviewedBy: 'staff_demo',
    });
    expect((await compliance()).checks.import_permit).toMatchObject({
      status: 'rejected',
      description: 'The permit number is not legible',
    });

    const approved = await json<DocumentDto>(await review(doc.id, { status: 'approved' }, actors.orgAdminSame.token));
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'admin_demo' });
    expect(approved.reviewedAt).toEqual(expect.any(String));
    expect((await compliance()).checks.import_permit?.status).toBe('approved');

    const chat = await srv.request(`/api/chat/docs_${Date.now()}_session/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(actors.customerA.token) },
      body: JSON.stringify({
        content: `What is the document status of ${actors.customerA.trackingNumber}?`,
        userId: actors.customerA.id,
        channel: 'web',
      }),
    });
    const answer = await json<{
      assistantMessage: { metadata: { complianceData?: { documents: { name: string; status: string }[] } } };
    }>(chat);
    expect(answer.assistantMessage.metadata.complianceData?.documents).toContainEqual(
      expect.objectContaining({ name: expect.stringMatching(/permit/i), status: 'approved' }),
    );
  });

  it('reviews a seeded check without a file too', async () => {
    const check = await srv.services.orm.em
      .fork()
      .findOneOrFail(ComplianceDocument, { shipment: { trackingNumber: 'QAF-240002' }, documentType: 'import_permit' });
    const res = await review(check.id, { status: 'approved', reason: 'Permit MOHAP-2231 verified' });
    expect(await json<DocumentDto>(res)).toMatchObject({
      status: 'approved',
      description: 'Permit MOHAP-2231 verified',
      file: null,
    });
  });

  it.each([
    [{ status: 'rejected' }, /reason is required/],
    [{ status: 'rejected', reason: 'no' }, /at least 3/],
    [{ status: 'completed' }, /approved or rejected/],
    [{}, /approved or rejected/],
    [{ status: 'approved', reason: 'x'.repeat(501) }, /500|too_big|at most/i],
  ])('refuses %o', async (body, error) => {
    const doc = (
      await json<DocumentDto[]>(await srv.request('/api/org/documents', { headers: bearer(actors.staffSame.token) }))
    )[0]!;
    const res = await review(doc.id, body);
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(error);
  });

  it("answers 404 for another organization's document and 403 to customers", async () => {
    const theirs = await srv.services.orm.em
      .fork()
      .findOneOrFail(ComplianceDocument, { shipment: actors.customerOther.shipmentId });
    expect((await review(theirs.id, { status: 'approved' })).status).toBe(404);
    expect((await review(theirs.id, { status: 'approved' }, actors.orgAdminSame.token)).status).toBe(404);
    expect((await review(theirs.id, { status: 'approved' }, actors.customerA.token)).status).toBe(403);
    const after = await srv.services.orm.em.fork().findOneOrFail(ComplianceDocument, { id: theirs.id });
    expect(after.status).toBe('pending');
  });

  it("tells the customer's open dashboard at once (document_update on /ws)", async () => {
    const doc = await json<DocumentDto>(
      await upload(actors.customerA.shipmentId, PDF, { documentType: 'bill_of_lading', fileName: 'bl.pdf' }),
    );
    const sid = `docs_ws_${Date.now()}_session`;
    const events: WsEvent[] = [];
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${sid}`, [
        'qafila',
        `bearer.${actors.customerA.token}`,
      ]);
      socket.on('message', (data) => events.push(JSON.parse(data.toString()) as WsEvent));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    // Another customer's socket hears nothing of it.
    const otherEvents: WsEvent[] = [];
    const other = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${srv.url.replace('http', 'ws')}/ws?sessionId=${sid}_b`, [
        'qafila',
        `bearer.${actors.customerB.token}`,
      ]);
      socket.on('message', (data) => otherEvents.push(JSON.parse(data.toString()) as WsEvent));
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
    expect((await review(doc.id, { status: 'approved' })).status).toBe(200);
    for (let i = 0; i < 100 && !events.some((e) => e.type === 'document_update'); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(events).toContainEqual({ type: 'document_update', shipmentId: actors.customerA.shipmentId });
    expect(otherEvents.filter((e) => e.type === 'document_update')).toEqual([]);
    ws.close();
    other.close();
  });
});

describe("the customer's documents archive", () => {
  it('contains the uploaded files, named in the register', async () => {
    const doc = await json<DocumentDto>(
      await upload(actors.customerA.shipmentId, PNG, {
        type: 'image/png',
        documentType: 'customs_declaration',
        fileName: 'declaration scan.png',
      }),
    );
    const res = await srv.request(`/api/shipments/${actors.customerA.shipmentId}/documents/archive`, {
      headers: bearer(actors.customerA.token),
    });
    expect(res.status).toBe(200);
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    expect(entries.get('files/declaration scan.png')?.equals(PNG)).toBe(true);
    const register = entries.get('documents.csv')!.toString();
    expect(register).toMatch(/^\uFEFFdocument_type,name,status,description,updated_at,file\r\n/);
    expect(register).toContain(`customs_declaration,${doc.name},pending,`);
    expect(register).toContain(',files/declaration scan.png');
    expect(entries.get('README.txt')!.toString()).toContain('files/');
  });
});
