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
    ...timestamps,
  },
});
export type User = InferEntity<typeof User>;
