import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DOCUMENT_STATUSES } from '@qafila/contracts';
import { Shipment } from './shipment.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A customs or compliance document of a shipment. */
export const ComplianceDocument = defineEntity({
  name: 'ComplianceDocument',
  tableName: 'compliance_documents',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    documentType: p.string().length(64),
    name: p.string().length(200),
    status: p.enum(DOCUMENT_STATUSES),
    description: p.text(),
    /** The uploaded file, when there is one: its sanitised name, type, size and key in the file storage. */
    fileName: p.string().length(200).nullable(),
    contentType: p.string().length(100).nullable(),
    sizeBytes: p.integer().nullable(),
    storageKey: p.string().length(200).nullable().unique(),
    uploadedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ComplianceDocument = InferEntity<typeof ComplianceDocument>;
