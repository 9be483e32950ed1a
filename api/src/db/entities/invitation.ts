import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ORG_MANAGED_ROLES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * An invitation to join an organization (issue 16, ADR 0027): a single-use link whose token is kept only as its
 * SHA-256 hash, valid until `expiresAt`. Accepting creates the account, or completes `account` when an admin created
 * the customer first; resending replaces the hash, so the old link stops working.
 */
export const Invitation = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    email: p.string().length(254),
    role: p.enum(ORG_MANAGED_ROLES),
    /** Feature keys given on acceptance (staff only; checked against the organization's again then). */
    features: p.json<string[]>(),
    /** The customer account an admin created; null: acceptance creates the account. */
    account: () => p.manyToOne(User).nullable().index().deleteRule('cascade'),
    invitedBy: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    /** Hex SHA-256 of the link's token. */
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Invitation = InferEntity<typeof Invitation>;
