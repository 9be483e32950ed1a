import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { TEMPERATURE_RANGES } from '@qafila/contracts';
import { Shipment } from './shipment.ts';

/** A shipment's temperature range and tolerance (issue 18); the named ranges keep their bounds in contracts. */
export const ColdChainProfile = defineEntity({
  name: 'ColdChainProfile',
  tableName: 'cold_chain_profiles',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).unique().deleteRule('cascade'),
    range: p.enum(TEMPERATURE_RANGES),
    /** For `custom` only. */
    minC: p.double().nullable(),
    maxC: p.double().nullable(),
    toleranceMinutes: p.integer(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type ColdChainProfile = InferEntity<typeof ColdChainProfile>;
