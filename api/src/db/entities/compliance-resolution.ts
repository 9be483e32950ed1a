import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { RESOLUTION_KINDS } from '@qafila/contracts';
import { Shipment } from './shipment.ts';
import { User } from './user.ts';

/**
 * A required document of a shipment that staff resolved without a document of ours (issue 18): not applicable, or
 * received outside Qafila, with their note. One per shipment and document type; it counts as complete.
 */
export const ComplianceResolution = defineEntity({
  name: 'ComplianceResolution',
  tableName: 'compliance_resolutions',
  uniques: [{ properties: ['shipment', 'documentType'] }],
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    documentType: p.string().length(64),
    resolution: p.enum(RESOLUTION_KINDS),
    note: p.text(),
    resolvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ComplianceResolution = InferEntity<typeof ComplianceResolution>;
