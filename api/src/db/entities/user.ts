import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { COMMUNICATION_CHANNELS, PLAN_TYPES, ROLES } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  // Usernames sign in, so they are unique across the platform; e-mail addresses only within an organization, so
  // that no organization can learn which addresses another one holds (issue 12).
  uniques: [{ properties: ['organization', 'email'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    username: p.string().length(100).unique(),
    email: p.string().length(254).nullable(),
    name: p.string().length(200).nullable(),
    role: p.enum(ROLES),
    passwordHash: p.text().lazy(),
    /** Language for messages the platform sends; null: the browser decides. */
    preferredLanguage: p.enum(['en', 'ar'] as const).nullable(),
    /** Where the customer wants shipment notifications. */
    notificationChannel: p.enum(COMMUNICATION_CHANNELS).default('email'),
    companyName: p.string().length(200).nullable(),
    phoneNumber: p.string().length(30).nullable(),
    jobTitle: p.string().length(100).nullable(),
    /** Whether the user wants e-mail about their notifications (profile, issue 7). */
    emailNotifications: p.boolean().default(true),
    planType: p.enum(PLAN_TYPES).default('starter'),
    isEnterprise: p.boolean().default(false),
    /** Two-factor sign-in (issue 16): the confirmed TOTP secret (base32); null while it is off. */
    totpSecret: p.string().length(64).nullable().lazy(),
    /** A secret set up but not yet confirmed with a code; confirming moves it to totpSecret. */
    totpPendingSecret: p.string().length(64).nullable().lazy(),
    totpEnabledAt: p.datetime().nullable(),
    /** SHA-256 (hex) of each unused recovery code; a used one is removed. */
    recoveryCodes: p.json<string[]>().nullable().lazy(),
    /** Set by an organization admin (issue 16): a deactivated user cannot sign in and their sessions were ended. */
    deactivatedAt: p.datetime().nullable(),
    /** The TOTP time step (Unix time / 30 s) of the last code accepted: a code of that step or earlier is refused. */
    totpLastStep: p.integer().nullable(),
    ...timestamps,
  },
});
export type User = InferEntity<typeof User>;
