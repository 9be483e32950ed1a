import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const SECURITY_EVENT_KINDS = ['login_failed', 'login_throttled', 'rate_limited', 'password_changed'] as const;

/**
 * A security signal the product did not keep before (issue 20, ADR 0041): a failed or throttled sign-in (with the
 * account's organization and user when the name is one), a 429 answer, a password change. `organizationId` scopes
 * the Security Center; null for names that are no account and for the platform's own. Kept 30 days.
 */
export const SecurityEvent = defineEntity({
  name: 'SecurityEvent',
  tableName: 'security_events',
  indexes: [{ properties: ['organizationId', 'occurredAt'] }],
  properties: {
    id: p.integer().primary(),
    occurredAt: p.datetime().index(),
    kind: p.enum(SECURITY_EVENT_KINDS),
    organizationId: p.integer().nullable(),
    userId: p.integer().nullable(),
    /** The name tried (lower case), for failed sign-ins. */
    username: p.string().length(100).nullable(),
    ip: p.string().length(64).nullable(),
    /** The route template of a 429. */
    route: p.string().length(120).nullable(),
  },
});
export type SecurityEvent = InferEntity<typeof SecurityEvent>;
