import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { SHIPMENT_STATUSES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

export const Shipment = defineEntity({
  name: 'Shipment',
  tableName: 'shipments',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    trackingNumber: p.string().length(32).unique(),
    /** Upper-case tracking number without spaces or hyphens, for tolerant look-ups. */
    trackingKey: p.string().length(32).unique(),
    /** IATA air waybill (11 digits, no hyphen) for air freight. */
    awbNumber: p.string().length(11).nullable().index(),
    /** ISO 6346 container number for sea freight. */
    containerNumber: p.string().length(11).nullable().index(),
    status: p.enum(SHIPMENT_STATUSES).index(),
    origin: p.string().length(200),
    destination: p.string().length(200),
    service: p.string().length(100),
    weightKg: p.double(),
    lengthCm: p.integer(),
    widthCm: p.integer(),
    heightCm: p.integer(),
    declaredValueAed: p.double(),
    description: p.text().nullable(),
    estimatedDelivery: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Shipment = InferEntity<typeof Shipment>;
