import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import {
  type DOCUMENT_TYPES,
  type DocumentDto,
  DocumentListQuery,
  DocumentType,
  ReviewDocument,
} from '@qafila/contracts';
import { ComplianceDocument, type Shipment, User } from '../../db/entities/index.ts';
import { describeZodError, InvalidInputError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { type FileStorage, newStorageKey } from '../../lib/file-storage.ts';
import type { Logger } from '../../logger.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { type ScopedCaller, shipmentScope } from '../access.ts';
import type { DomainEvents } from '../events/bus.ts';
import { assertShipmentInScope, shipmentInScope } from '../shipments/queries.ts';
import { type DocumentContentType, matchesSignature, sanitizeFileName } from './files.ts';

/** The name a document of each type gets, as the seeded compliance checks are named. */
export const DOCUMENT_TYPE_NAMES: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  commercial_invoice: 'Commercial Invoice',
  packing_list: 'Packing List',
  certificate_of_origin: 'Certificate of Origin',
  bill_of_lading: 'Bill of Lading',
  air_waybill: 'Air Waybill',
  customs_declaration: 'Customs Declaration',
  import_permit: 'Import Permit',
  other: 'Other Document',
};

const LIST_LIMIT = 500;
const AWAITING_REVIEW = 'Uploaded; awaiting review';

const personName = (u: User | null | undefined) => (u ? (u.name ?? u.username) : null);

export function toDocumentDto(d: ComplianceDocument): DocumentDto {
  return {
    id: d.id,
    shipmentId: d.shipment.id,
    trackingNumber: d.shipment.trackingNumber,
    documentType: d.documentType,
    name: d.name,
    status: d.status,
    description: d.description,
    file:
      d.storageKey && d.fileName && d.contentType
        ? { name: d.fileName, contentType: d.contentType, size: d.sizeBytes ?? 0 }
        : null,
    uploadedBy: personName(d.uploadedBy),
    reviewedBy: personName(d.reviewedBy),
    reviewedAt: d.reviewedAt ? d.reviewedAt.toISOString() : null,
    createdAt: d.createdAt.toISOString(),
  };
}

const POPULATE = ['shipment', 'uploadedBy', 'reviewedBy'] as const;

/**
 * Document processing for staff (issue 7): upload a file to a shipment, list, download and review. Every query
 * is scoped to the staff member's organization; a document or shipment of another one does not exist for them.
 * Reviews change the same rows the customer's compliance view and the assistant read, and the customer's open
 * dashboards are told at once (`document_update` on /ws).
 */
export function createDocumentService(options: {
  em: EntityManager;
  storage: FileStorage;
  realtime: RealtimeHub;
  logger: Logger;
  events?: DomainEvents;
}) {
  const { storage, realtime, logger } = options;
  const caller = (user: User) => ({ kind: 'user' as const, user });

  async function findDocument(em: EntityManager, staff: User, id: number): Promise<ComplianceDocument> {
    const doc = await em.findOne(
      ComplianceDocument,
      { id, shipment: shipmentScope(caller(staff)) },
      { populate: POPULATE },
    );
    if (!doc) throw new NotFoundError('Document not found');
    return doc;
  }

  function tellCustomer(shipment: Shipment) {
    realtime.publishToCustomer(shipment.customer.id, { type: 'document_update', shipmentId: shipment.id });
  }

  return {
    async list(who: ScopedCaller, rawQuery: Record<string, unknown>): Promise<DocumentDto[]> {
      const parsed = DocumentListQuery.safeParse(rawQuery);
      if (!parsed.success) throw new InvalidInputError(describeZodError(parsed.error));
      const { shipmentId, status } = parsed.data;
      const { em } = options;
      if (shipmentId !== undefined) {
        await assertShipmentInScope(em, who, shipmentId);
      }
      const rows = await em.find(
        ComplianceDocument,
        {
          shipment: { $and: [shipmentScope(who), ...(shipmentId ? [{ id: shipmentId }] : [])] },
          ...(status ? { status } : {}),
        },
        { populate: POPULATE, orderBy: { createdAt: 'desc', id: 'desc' }, limit: LIST_LIMIT },
      );
      return rows.map(toDocumentDto);
    },

    /** The shipment a file is about to be uploaded to, checked before the body is read (404 otherwise). */
    async uploadTarget(staff: User, shipmentId: number, rawType: unknown): Promise<{ documentType: string }> {
      const type = DocumentType.safeParse(rawType);
      if (!type.success) throw new InvalidInputError(type.error.issues[0]?.message ?? 'documentType is invalid');
      await assertShipmentInScope(options.em, caller(staff), shipmentId);
      return { documentType: type.data };
    },

    /**
     * Stores an uploaded file and its document (status pending). A file-less check of the same type still waiting
     * for its document (e.g. "Commercial invoice to be uploaded") receives the file; otherwise a new document is
     * added. The file is written first and removed again if the database write fails: never half a record.
     */
    async upload(
      staff: User,
      input: {
        shipmentId: number;
        documentType: string;
        contentType: DocumentContentType;
        fileNameHeader: string | undefined;
        data: Buffer;
      },
    ): Promise<DocumentDto> {
      if (input.data.length === 0) throw new InvalidInputError('The file is empty');
      if (!matchesSignature(input.data, input.contentType)) {
        throw new InvalidInputError(`The file content does not match its type (${input.contentType})`);
      }
      const type = input.documentType as keyof typeof DOCUMENT_TYPE_NAMES;
      const fileName = sanitizeFileName(input.fileNameHeader, input.contentType, type.replace(/_/g, '-'));
      const { em } = options;
      const shipment = await shipmentInScope(em, caller(staff), input.shipmentId);
      const key = newStorageKey(`documents/${shipment.organization.id}`);
      await storage.put(key, input.data);
      try {
        const waiting = await em.findOne(
          ComplianceDocument,
          { shipment: shipment.id, documentType: type, storageKey: null, status: { $in: ['pending', 'rejected'] } },
          { orderBy: { id: 'asc' } },
        );
        const file = {
          fileName,
          contentType: input.contentType,
          sizeBytes: input.data.length,
          storageKey: key,
          uploadedBy: em.getReference(User, staff.id),
          reviewedBy: null,
          reviewedAt: null,
          status: 'pending' as const,
          description: AWAITING_REVIEW,
        };
        const doc = waiting
          ? Object.assign(waiting, file)
          : em.create(ComplianceDocument, {
              shipment,
              documentType: type,
              name: DOCUMENT_TYPE_NAMES[type],
              ...file,
            });
        await em.flush();
        await em.populate(doc, POPULATE);
        tellCustomer(shipment);
        return toDocumentDto(doc);
      } catch (err) {
        await storage.delete(key).catch((e: unknown) => logger.warn({ err: e, key }, 'could not remove a stored file'));
        throw err;
      }
    },

    /** The stored file of a document; 404 when the document has none (or the file is gone). */
    async file(
      staff: User,
      id: number,
    ): Promise<{ name: string; contentType: string; size: number; stream: Readable }> {
      const { em } = options;
      const doc = await findDocument(em, staff, id);
      if (!doc.storageKey || !doc.fileName || !doc.contentType) throw new NotFoundError('This document has no file');
      const stored = await storage.get(doc.storageKey);
      if (!stored) {
        logger.error({ documentId: doc.id, key: doc.storageKey }, 'a document file is missing from the storage');
        throw new NotFoundError('This document has no file');
      }
      return { name: doc.fileName, contentType: doc.contentType, size: stored.size, stream: stored.stream };
    },

    /** Approves or rejects a document (a rejection needs a reason). The customer's dashboards are told. */
    async review(staff: User, id: number, raw: unknown): Promise<DocumentDto> {
      const input = parseInput(ReviewDocument, raw);
      const { em } = options;
      const doc = await findDocument(em, staff, id);
      doc.status = input.status;
      doc.description = input.reason || (input.status === 'approved' ? 'Approved' : doc.description);
      doc.reviewedBy = em.getReference(User, staff.id);
      doc.reviewedAt = new Date();
      await em.flush();
      await em.populate(doc, POPULATE, { refresh: true });
      tellCustomer(doc.shipment);
      options.events?.emit({
        type: 'document.reviewed',
        organizationId: doc.shipment.organization.id,
        documentId: doc.id,
        shipmentId: doc.shipment.id,
        customerId: doc.shipment.customer.id,
        status: doc.status,
        at: doc.reviewedAt,
      });
      return toDocumentDto(doc);
    },
  };
}
export type DocumentService = ReturnType<typeof createDocumentService>;
