import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import {
  CALL_REQUEST_MAX_DAYS_AHEAD,
  type CallRequestDto,
  CreateCallRequest,
  CreateSupportCase,
  type Preferences,
  type SupportCaseDto,
  UpdatePreferences,
} from '@qafila/contracts';
import { ComplianceDocument, SupportCallRequest, SupportCase, User } from '../../db/entities/index.ts';
import { InvalidInputError, NotSignedInError, parseInput } from '../../domain/errors.ts';
import { toCsv } from '../../lib/csv.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import { type ZipSource, zipStream } from '../../lib/zip.ts';
import type { Caller } from '../access.ts';
import type { DomainEvents } from '../events/bus.ts';
import { recordNotification } from '../notifications/service.ts';
import { toArchivedShipment } from '../shipments/dto.ts';
import { historyOf, shipmentInScope } from '../shipments/queries.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReference(prefix: string): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += REFERENCE_ALPHABET[Math.floor(Math.random() * REFERENCE_ALPHABET.length)];
  return `${prefix}-${s}`;
}

const caseDto = (c: SupportCase): SupportCaseDto => ({
  id: c.id,
  reference: c.reference,
  category: c.category,
  status: c.status,
  summary: c.summary,
  shipmentId: c.shipment?.id ?? null,
  customerId: c.customer.id,
  createdAt: c.createdAt.toISOString(),
});

const callDto = (c: SupportCallRequest): CallRequestDto => ({
  id: c.id,
  reference: c.reference,
  preferredAt: c.preferredAt.toISOString(),
  phone: c.phone,
  topic: c.topic,
  language: c.language,
  status: c.status,
  shipmentId: c.shipment?.id ?? null,
  customerId: c.customer.id,
  createdAt: c.createdAt.toISOString(),
});

function signedIn(caller: Caller, action: string): User {
  // The demo workspace is read-only apart from chatting (PRODUCT.md §1).
  if (caller.kind === 'visitor') throw new NotSignedInError(`Sign in to ${action}`);
  return caller.user;
}

/** Whose support cases and call requests a user sees: a customer their own, staff their organization's, the platform all. */
function requesterScope(user: User) {
  if (user.role === 'customer') return { customer: user.id };
  return user.role === 'super_admin' ? {} : { organization: user.organization.id };
}

/** Uploaded files put into a documents archive, in all (the ZIP is streamed; this bounds one download). */
const ARCHIVE_FILES_MAX_BYTES = 50 * 1024 * 1024;

/** The support dashboard's quick actions: report an issue, request a call, preferences, documents. */
export function createSupportService(em: EntityManager, events?: DomainEvents) {
  return {
    async openCase(caller: Caller, raw: unknown): Promise<SupportCaseDto> {
      const user = signedIn(caller, 'report an issue');
      const input = parseInput(CreateSupportCase, raw);
      const shipment = input.shipmentId
        ? await shipmentInScope(em, caller, input.shipmentId, { withCustomer: true })
        : null;
      if (!shipment && user.role !== 'customer') throw new InvalidInputError('shipmentId is required for staff');
      const created = em.create(SupportCase, {
        reference: newReference('CASE'),
        organization: shipment?.organization ?? user.organization,
        customer: shipment?.customer ?? user,
        shipment,
        category: input.category,
        summary: input.summary,
      });
      // The organization's staff are told about cases customers open (staff opening one already know).
      if (user.role === 'customer') {
        recordNotification(em, {
          organization: created.organization,
          kind: 'support_case',
          shipment,
          supportCase: created,
          customer: created.customer,
          detail: `${input.category}: ${input.summary}`,
        });
      }
      await em.flush();
      if (user.role === 'customer') {
        events?.emit({
          type: 'support.case_opened',
          organizationId: created.organization.id,
          reference: created.reference,
          customerId: created.customer.id,
          category: created.category,
          summary: created.summary,
          at: created.createdAt,
        });
      }
      return caseDto(created);
    },

    async listCases(caller: Caller): Promise<SupportCaseDto[]> {
      const where = requesterScope(signedIn(caller, 'see support cases'));
      const rows = await em.find(SupportCase, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
      return rows.map(caseDto);
    },

    async requestCall(caller: Caller, raw: unknown, now = new Date()): Promise<CallRequestDto> {
      const user = signedIn(caller, 'schedule a support call');
      const input = parseInput(CreateCallRequest, raw);
      const at = new Date(input.preferredAt);
      if (at.getTime() < now.getTime() + 15 * 60_000)
        throw new InvalidInputError('preferredAt must be at least 15 minutes from now');
      if (at.getTime() > now.getTime() + CALL_REQUEST_MAX_DAYS_AHEAD * 86_400_000) {
        throw new InvalidInputError(`preferredAt must be within ${CALL_REQUEST_MAX_DAYS_AHEAD} days`);
      }
      const shipment = input.shipmentId
        ? await shipmentInScope(em, caller, input.shipmentId, { withCustomer: true })
        : null;
      const created = em.create(SupportCallRequest, {
        reference: newReference('CALL'),
        organization: shipment?.organization ?? user.organization,
        customer: shipment?.customer ?? user,
        shipment,
        preferredAt: at,
        phone: input.phone,
        topic: input.topic,
        language: input.language,
      });
      await em.flush();
      return callDto(created);
    },

    async listCalls(caller: Caller): Promise<CallRequestDto[]> {
      const where = requesterScope(signedIn(caller, 'see call requests'));
      const rows = await em.find(SupportCallRequest, where, { orderBy: { preferredAt: 'asc', id: 'asc' }, limit: 200 });
      return rows.map(callDto);
    },

    async preferences(caller: Caller): Promise<Preferences> {
      const user = signedIn(caller, 'see your preferences');
      const fresh = await em.findOneOrFail(User, { id: user.id });
      return { language: fresh.preferredLanguage ?? null, notificationChannel: fresh.notificationChannel };
    },

    async updatePreferences(caller: Caller, raw: unknown): Promise<Preferences> {
      const user = signedIn(caller, 'change your preferences');
      const input = parseInput(UpdatePreferences, raw);
      const fresh = await em.findOneOrFail(User, { id: user.id });
      if (input.language !== undefined) fresh.preferredLanguage = input.language;
      if (input.notificationChannel !== undefined) fresh.notificationChannel = input.notificationChannel;
      await em.flush();
      return { language: fresh.preferredLanguage ?? null, notificationChannel: fresh.notificationChannel };
    },

    /**
     * Every document of a shipment in one ZIP: the document register (CSV), the shipment with its status
     * history (JSON), a README and the uploaded files under files/ (up to 50 MB in all; the register names any
     * left out). The archive is a stream written as the client reads it (`zipStream`): nothing is built in
     * memory. Signed-in users only: the demo workspace's visitors get 401.
     */
    async documentsArchive(
      caller: Caller,
      shipmentId: number,
      storage?: FileStorage,
    ): Promise<{ filename: string; body: Readable }> {
      signedIn(caller, 'download the documents archive');
      const s = await shipmentInScope(em, caller, shipmentId, { withCustomer: true });
      const [docs, events] = await Promise.all([
        em.find(ComplianceDocument, { shipment: s.id }, { orderBy: { id: 'asc' } }),
        historyOf(em, s.id),
      ]);
      const files: ZipSource[] = [];
      const fileColumn = new Map<number, string>();
      let total = 0;
      try {
        for (const d of docs) {
          if (!storage || !d.storageKey || !d.fileName) continue;
          const stored = await storage.get(d.storageKey);
          if (!stored) continue;
          if (total + stored.size > ARCHIVE_FILES_MAX_BYTES) {
            stored.stream.destroy();
            fileColumn.set(d.id, '(too large for the archive: download it from the dashboard)');
            continue;
          }
          total += stored.size;
          const name = files.some((f) => f.name === `files/${d.fileName}`)
            ? `files/${d.id}-${d.fileName}`
            : `files/${d.fileName}`;
          files.push({ name, stream: stored.stream, size: stored.size, modified: d.updatedAt });
          fileColumn.set(d.id, name);
        }
      } catch (err) {
        for (const f of files) if ('stream' in f) f.stream.destroy();
        throw err;
      }
      // The shared CSV writer: a description or rejection reason such as =HYPERLINK(…) is written inert.
      const register = toCsv([
        ['document_type', 'name', 'status', 'description', 'updated_at', 'file'],
        ...docs.map((d) => [
          d.documentType,
          d.name,
          d.status,
          d.description,
          d.updatedAt.toISOString(),
          fileColumn.get(d.id) ?? '',
        ]),
      ]);
      const shipment = toArchivedShipment(s, events);
      const readme = [
        `Qafila — documents of shipment ${s.trackingNumber}`,
        `Generated ${new Date().toISOString()}`,
        '',
        'documents.csv   the compliance documents of the shipment and their review status',
        'shipment.json   the shipment and its status history',
        ...(files.length ? ['files/          the uploaded files of the documents'] : []),
        '',
        `قافلة — مستندات الشحنة ${s.trackingNumber}`,
      ].join('\r\n');
      const body = zipStream([
        { name: 'README.txt', data: readme },
        { name: 'documents.csv', data: register },
        { name: 'shipment.json', data: `${JSON.stringify(shipment, null, 2)}\n` },
        ...files,
      ]);
      return { filename: `${s.trackingNumber}-documents.zip`, body };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
