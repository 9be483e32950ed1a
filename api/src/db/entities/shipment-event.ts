import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { DELAY_REASONS, SHIPMENT_STATUSES } from '@qafila/contracts';
import { Shipment } from './shipment.ts';

/** One step of a shipment's status history. */
export const ShipmentEvent = defineEntity({
  name: 'ShipmentEvent',
  tableName: 'shipment_events',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    status: p.enum(SHIPMENT_STATUSES),
    description: p.text(),
    location: p.string().length(200).nullable(),
    /** Why it was held up, as a code (issue 19); null = unspecified. */
    reasonCode: p.enum(DELAY_REASONS).nullable(),
    occurredAt: p.datetime(),
  },
});
export type ShipmentEvent = InferEntity<typeof ShipmentEvent>;
