import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { customerRequest } from './customer-request.ts';
import { timestamps } from './timestamps.ts';

export const CALL_REQUEST_STATUSES = ['requested', 'scheduled', 'done', 'cancelled'] as const;

/** A customer's request for a support call; staff of the organization see and schedule it. */
export const SupportCallRequest = defineEntity({
  name: 'SupportCallRequest',
  tableName: 'support_call_requests',
  properties: {
    ...customerRequest,
    preferredAt: p.datetime(),
    phone: p.string().length(30),
    topic: p.text(),
    language: p.enum(['en', 'ar'] as const),
    status: p.enum(CALL_REQUEST_STATUSES).default('requested'),
    ...timestamps,
  },
});
export type SupportCallRequest = InferEntity<typeof SupportCallRequest>;
