import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Organization } from './organization.ts';
import { Shipment } from './shipment.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

export const CALL_REQUEST_STATUSES = ['requested', 'scheduled', 'done', 'cancelled'] as const;

/** A customer's request for a support call; staff of the organization see and schedule it. */
export const SupportCallRequest = defineEntity({
  name: 'SupportCallRequest',
  tableName: 'support_call_requests',
  properties: {
    id: p.integer().primary(),
    reference: p.string().length(20).unique(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    preferredAt: p.datetime(),
    phone: p.string().length(30),
    topic: p.text(),
    language: p.enum(['en', 'ar'] as const),
    status: p.enum(CALL_REQUEST_STATUSES).default('requested'),
    ...timestamps,
  },
});
export type SupportCallRequest = InferEntity<typeof SupportCallRequest>;
