import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/** One write made by an administrator (super admin or org admin): who, what, and the record before and after. */
export const AuditEntry = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entries',
  properties: {
    id: p.integer().primary(),
    /** Null once the acting user is deleted; actorUsername keeps the name. */
    actor: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    actorUsername: p.string().length(100),
    /** e.g. user.create, org.suspend, feature.assign. */
    action: p.string().length(64).index(),
    targetType: p.string().length(32),
    targetId: p.string().length(64),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type AuditEntry = InferEntity<typeof AuditEntry>;
