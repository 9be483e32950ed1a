import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ORG_KINDS, ORG_STATUSES, ORG_TIERS, type OrgFeatureFlags } from '@qafila/contracts';
import { timestamps } from './timestamps.ts';

/** A tenant: a logistics company. Every business row belongs to one. */
export const Organization = defineEntity({
  name: 'Organization',
  tableName: 'organizations',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    subdomain: p.string().length(63).unique(),
    subscriptionTier: p.enum(ORG_TIERS).default('starter'),
    status: p.enum(ORG_STATUSES).default('active'),
    /** Customer, platform or demo: the rules that differ read this (the seed sets the two special ones). */
    kind: p.enum(ORG_KINDS).default('customer'),
    /** A domain of the customer's own pointing at the product (white-label); matched by GET /api/branding. */
    customDomain: p.string().length(253).nullable().unique(),
    /** {primaryColor, logoUrl?, displayName?}; null: the platform's look. */
    branding: p.json<{ primaryColor: string; logoUrl?: string; displayName?: string }>().nullable(),
    /** Organization feature flags; keys missing (or null) take the defaults of the contracts. */
    featureFlags: p.json<Partial<OrgFeatureFlags>>().nullable(),
    /** Its staff must sign in with two-factor sign-in (set by its admins, issue 16). */
    requireTwoFactor: p.boolean().default(false),
    /** Its UAE Tax Registration Number (15 digits), printed on its tax invoices when set (issue 16). */
    taxRegistrationNumber: p.string().length(15).nullable(),
    ...timestamps,
  },
});
export type Organization = InferEntity<typeof Organization>;
