import { defineEntity, type EntitySchema, type InferEntity, p } from '@mikro-orm/core';
import {
  COMMUNICATION_CHANNELS,
  DOCUMENT_STATUSES,
  FEATURE_CATEGORIES,
  NOTIFICATION_KINDS,
  ORG_STATUSES,
  ORG_TIERS,
  type OrgFeatureFlags,
  PLAN_TYPES,
  ROLES,
  SHIPMENT_STATUSES,
} from '@qafila/contracts';

const timestamps = {
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};

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
    /** A domain of the customer's own pointing at the product (white-label); matched by GET /api/branding. */
    customDomain: p.string().length(253).nullable().unique(),
    /** {primaryColor, logoUrl?, displayName?}; null: the platform's look. */
    branding: p.json<{ primaryColor: string; logoUrl?: string; displayName?: string }>().nullable(),
    /** Organization feature flags; keys missing (or null) take the defaults of the contracts. */
    featureFlags: p.json<Partial<OrgFeatureFlags>>().nullable(),
    ...timestamps,
  },
});
export type Organization = InferEntity<typeof Organization>;

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
    occurredAt: p.datetime(),
  },
});
export type ShipmentEvent = InferEntity<typeof ShipmentEvent>;

/** A customs or compliance document of a shipment. */
export const ComplianceDocument = defineEntity({
  name: 'ComplianceDocument',
  tableName: 'compliance_documents',
  properties: {
    id: p.integer().primary(),
    shipment: () => p.manyToOne(Shipment).index().deleteRule('cascade'),
    documentType: p.string().length(64),
    name: p.string().length(200),
    status: p.enum(DOCUMENT_STATUSES),
    description: p.text(),
    /** The uploaded file, when there is one: its sanitised name, type, size and key in the file storage. */
    fileName: p.string().length(200).nullable(),
    contentType: p.string().length(100).nullable(),
    sizeBytes: p.integer().nullable(),
    storageKey: p.string().length(200).nullable().unique(),
    uploadedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    reviewedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ComplianceDocument = InferEntity<typeof ComplianceDocument>;

/** A message sent to or received from a customer on a channel. */
export const CommunicationRecord = defineEntity({
  name: 'CommunicationRecord',
  tableName: 'communication_records',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    channel: p.enum(COMMUNICATION_CHANNELS),
    messageType: p.string().length(64),
    subject: p.string().length(300).nullable(),
    occurredAt: p.datetime(),
  },
});
export type CommunicationRecord = InferEntity<typeof CommunicationRecord>;

export const SESSION_KINDS = ['user', 'admin'] as const;

/** A signed-in session. Tokens carry its id; revoking the row revokes the token. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(43).primary(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    kind: p.enum(SESSION_KINDS),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});
export type Session = InferEntity<typeof Session>;

export const CHAT_SESSION_STATUSES = ['open', 'handoff', 'closed'] as const;

/** A chat conversation, bound to whoever opened it: a user or an anonymous visitor. */
export const ChatSession = defineEntity({
  name: 'ChatSession',
  tableName: 'chat_sessions',
  properties: {
    id: p.string().length(128).primary(),
    organization: () => p.manyToOne(Organization).index(),
    /** The customer whose shipments the conversation is about. */
    customer: () => p.manyToOne(User).index(),
    /** The signed-in owner, or null for a visitor. */
    owner: () => p.manyToOne(User).nullable().index(),
    /** The visitor owner (anonymous identity from the signed cookie). */
    visitorId: p.string().length(64).nullable().index(),
    channel: p.enum(['web', 'whatsapp'] as const),
    status: p.enum(CHAT_SESSION_STATUSES).default('open'),
    handoffReason: p.text().nullable(),
    handoffAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ChatSession = InferEntity<typeof ChatSession>;

export const ChatMessageRecord = defineEntity({
  name: 'ChatMessageRecord',
  tableName: 'chat_messages',
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(ChatSession).index().deleteRule('cascade'),
    role: p.enum(['user', 'assistant'] as const),
    /** Set when a person of the team wrote an assistant-side message. */
    author: () => p.manyToOne(User).nullable(),
    content: p.text(),
    language: p.enum(['en', 'ar'] as const),
    metadata: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ChatMessageRecord = InferEntity<typeof ChatMessageRecord>;

export const SUPPORT_CASE_CATEGORIES = ['damaged', 'missing', 'delayed', 'wrong_item', 'other'] as const;
export const SUPPORT_CASE_STATUSES = ['open', 'in_progress', 'resolved'] as const;

/** An issue reported by a customer (through the assistant or the report flow). */
export const SupportCase = defineEntity({
  name: 'SupportCase',
  tableName: 'support_cases',
  properties: {
    id: p.integer().primary(),
    reference: p.string().length(20).unique(),
    organization: () => p.manyToOne(Organization).index(),
    customer: () => p.manyToOne(User).index(),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    chatSession: () => p.manyToOne(ChatSession).nullable().deleteRule('set null'),
    category: p.enum(SUPPORT_CASE_CATEGORIES),
    status: p.enum(SUPPORT_CASE_STATUSES).default('open'),
    summary: p.text(),
    ...timestamps,
  },
});
export type SupportCase = InferEntity<typeof SupportCase>;

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

/** A demo request from the public site's contact form. Platform-level: prospects belong to no tenant yet. */
export const Lead = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    company: p.string().length(200),
    email: p.string().length(254).index(),
    /** The form's 'Company Size (Optional)' field, sent as `phone` (spec 000 §3). */
    companySize: p.string().length(100),
    message: p.text(),
    language: p.enum(['en', 'ar'] as const),
    /** The visitor's cookie choices when the form was sent. */
    consent: p.json<Record<string, boolean>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Lead = InferEntity<typeof Lead>;

/** First-party analytics, stored only for visitors who consented to analytics cookies. */
export const AnalyticsEventRecord = defineEntity({
  name: 'AnalyticsEventRecord',
  tableName: 'analytics_events',
  properties: {
    id: p.integer().primary(),
    type: p.enum(['page_view', 'event'] as const),
    path: p.string().length(500),
    category: p.string().length(100).nullable(),
    label: p.string().length(200).nullable(),
    value: p.double().nullable(),
    language: p.string().length(2).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type AnalyticsEventRecord = InferEntity<typeof AnalyticsEventRecord>;

/** The feature catalogue (spec 001 §3): what can be enabled for a user. */
export const Feature = defineEntity({
  name: 'Feature',
  tableName: 'features',
  properties: {
    id: p.string().length(64).primary(),
    name: p.string().length(200),
    category: p.enum(FEATURE_CATEGORIES),
    description: p.text(),
    isActive: p.boolean().default(true),
  },
});
export type Feature = InferEntity<typeof Feature>;

/** A feature assigned to a user by the super admin. */
export const UserFeature = defineEntity({
  name: 'UserFeature',
  tableName: 'user_features',
  uniques: [{ properties: ['user', 'feature'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    feature: () => p.manyToOne(Feature).index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UserFeature = InferEntity<typeof UserFeature>;

/** A billing plan (PRODUCT.md §3: plans are data). -1 is unlimited; a null fee is priced by sales. */
export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.string().length(32).primary(),
    name: p.string().length(100),
    monthlyBaseFeeUsd: p.double().nullable(),
    includedApiCalls: p.integer(),
    overageRateUsd: p.double().nullable(),
    features: p.json<string[]>(),
    shipmentLimit: p.integer(),
    userLimit: p.integer(),
    storageGbLimit: p.integer(),
    sortOrder: p.integer(),
  },
});
export type Plan = InferEntity<typeof Plan>;

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

/** API calls of an organization in a calendar month (Asia/Dubai), flushed from the in-memory meter. */
export const UsageCounter = defineEntity({
  name: 'UsageCounter',
  tableName: 'usage_counters',
  uniques: [{ properties: ['organization', 'month'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM' in Asia/Dubai. */
    month: p.string().length(7),
    apiCalls: p.integer().default(0),
  },
});
export type UsageCounter = InferEntity<typeof UsageCounter>;

/** API calls of an organization on a calendar day (Asia/Dubai), flushed with the monthly counts. */
export const UsageDayCounter = defineEntity({
  name: 'UsageDayCounter',
  tableName: 'usage_day_counters',
  uniques: [{ properties: ['organization', 'day'] }],
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    /** 'YYYY-MM-DD' in Asia/Dubai. */
    day: p.string().length(10),
    apiCalls: p.integer().default(0),
  },
});
export type UsageDayCounter = InferEntity<typeof UsageDayCounter>;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export const BILLING_CYCLES = ['monthly', 'annual'] as const;

/** An organization's subscription to a plan; one per organization. */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).unique().deleteRule('cascade'),
    plan: () => p.manyToOne(Plan).index(),
    status: p.enum(SUBSCRIPTION_STATUSES).default('active'),
    billingCycle: p.enum(BILLING_CYCLES).default('monthly'),
    nextBillingAt: p.datetime(),
    creditBalanceUsd: p.double().default(0),
    cancelledAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Subscription = InferEntity<typeof Subscription>;

/** Something the staff of an organization should look at (issue 7). Read state is per staff user. */
export const Notification = defineEntity({
  name: 'Notification',
  tableName: 'notifications',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    kind: p.enum(NOTIFICATION_KINDS),
    shipment: () => p.manyToOne(Shipment).nullable().deleteRule('set null'),
    supportCase: () => p.manyToOne(SupportCase).nullable().deleteRule('set null'),
    chatSession: () => p.manyToOne(ChatSession).nullable().deleteRule('set null'),
    customer: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The delay reason, the case category and summary, or the customer's last message. */
    detail: p.text().nullable(),
    reads: () => p.oneToMany(NotificationRead).mappedBy('notification'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
  },
});
export type Notification = InferEntity<typeof Notification>;

/** A staff user has read a notification. */
export const NotificationRead = defineEntity({
  name: 'NotificationRead',
  tableName: 'notification_reads',
  uniques: [{ properties: ['notification', 'user'] }],
  properties: {
    id: p.integer().primary(),
    notification: () => p.manyToOne(Notification).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    readAt: p.datetime().onCreate(() => new Date()),
  },
});
export type NotificationRead = InferEntity<typeof NotificationRead>;

/** Every entity, for the ORM. Typed loosely: the inferred tuple type is too large for declarations. */
export const entities: EntitySchema[] = [
  Organization,
  User,
  Shipment,
  ShipmentEvent,
  ComplianceDocument,
  CommunicationRecord,
  Session,
  ChatSession,
  ChatMessageRecord,
  SupportCase,
  Lead,
  AnalyticsEventRecord,
  SupportCallRequest,
  Feature,
  UserFeature,
  Plan,
  AuditEntry,
  UsageCounter,
  UsageDayCounter,
  Subscription,
  Notification,
  NotificationRead,
];
