import { z } from 'zod';
import { CHAT_CHANNELS, ChatMessage, MessageContent } from './chat.ts';
import { IsoDateTime } from './common.ts';
import { LanguageCode } from './i18n.ts';
import type { OrgFeatureFlag } from './organizations.ts';
import { DocumentStatus, Shipment, ShipmentEvent, ShipmentStatus } from './shipments.ts';
import { boundedText, safeText } from './text.ts';
import { NewPassword, UserIdentity } from './users.ts';

/**
 * The signed-in feature dashboard of a logistics company (spec 001 §2 "Dashboard shell", issue 7).
 *
 * Sections are the sidebar items. Each one but the overview is shown only when the user has its feature key
 * (assigned by an admin) and, where an organization flag covers it, the organization has that flag on. The API
 * enforces the same rule on the section's routes (403 `{error}`).
 */
export const DASHBOARD_CATEGORIES = ['logistics', 'ai', 'compliance', 'enterprise'] as const;
export type DashboardCategory = (typeof DASHBOARD_CATEGORIES)[number];

/** Feature keys the specification lacks for three sidebar items; they extend its list (ADR 0009). */
export const EXTRA_FEATURE_KEYS = [
  'cargo-management',
  'live-tracking',
  'traffic-conditions',
  'sre-monitoring',
] as const;

export interface DashboardSection {
  /** The view id of spec 001 §2 "Dashboard views by feature id"; also the URL segment /app/dashboard/<id>. */
  id: string;
  category: DashboardCategory;
  /** The user feature that enables it; null for the overview, which is always shown. */
  feature: string | null;
  /** The organization flag that must also be on, if one covers it. */
  orgFlag: OrgFeatureFlag | null;
  /** Shown to the organization's admins only, whatever their features (Team, Customers: ADR 0027). */
  orgAdminOnly?: true;
}

const section = (
  id: string,
  category: DashboardCategory,
  feature: string | null,
  orgFlag: OrgFeatureFlag | null = null,
): DashboardSection => ({ id, category, feature, orgFlag });

/** The sidebar, in order (spec 001 §2 "Categories and items"). */
export const DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  section('overview', 'logistics', null),
  section('shipments', 'logistics', 'cargo-management', 'shipment-tracking'),
  section('fleet', 'logistics', 'fleet-management', 'fleet-management'),
  section('tracking', 'logistics', 'live-tracking', 'shipment-tracking'),
  section('temperature', 'logistics', 'temperature-monitoring', 'temperature-monitoring'),
  section('traffic', 'logistics', 'traffic-conditions'),
  section('ai-chat', 'ai', 'ai-chat'),
  section('analytics', 'ai', 'predictive-analytics', 'analytics'),
  section('insights', 'ai', 'advanced-personal-analytics', 'analytics'),
  section('seasonal', 'ai', 'seasonal-intelligence', 'seasonal-intelligence'),
  section('carbon', 'ai', 'carbon-tracking', 'carbon-tracking'),
  section('documents', 'compliance', 'document-processing', 'document-processing'),
  section('compliance', 'compliance', 'uae-compliance', 'compliance'),
  section('security', 'compliance', 'security-center'),
  section('freezone', 'compliance', 'freezone-compliance', 'free-zone-compliance'),
  section('customs', 'compliance', 'compliance-monitoring', 'customs-ai'),
  section('integrations', 'enterprise', 'enterprise-integrations'),
  section('api-status', 'enterprise', 'api-management'),
  section('chat-widget', 'enterprise', 'ai-chat'),
  section('billing', 'enterprise', 'billing-dashboard'),
  section('whatsapp', 'enterprise', 'whatsapp-integration', 'whatsapp-integration'),
  section('islamic-calendar', 'enterprise', 'islamic-calendar'),
  section('monitoring', 'enterprise', 'sre-monitoring'),
  { ...section('team', 'enterprise', null), orgAdminOnly: true },
  { ...section('customers', 'enterprise', null), orgAdminOnly: true },
];

/** Sections built so far; the others show the fallback welcome view, never sample figures. */
export const IMPLEMENTED_SECTIONS = [
  'overview',
  'shipments',
  'tracking',
  'documents',
  'fleet',
  'ai-chat',
  'chat-widget',
  'profile',
  'billing',
  'integrations',
  'team',
  'customers',
  'api-status',
  'whatsapp',
  'compliance',
  'temperature',
  'customs',
  'freezone',
  'insights',
  'carbon',
  'analytics',
  'traffic',
  'islamic-calendar',
  'seasonal',
  'monitoring',
  'security',
] as const;

/** Limits of spec 001 §9. */
export const DASHBOARD_SEARCH_RESULT_LIMIT = 8;
export const CATEGORY_CARD_FEATURE_LIMIT = 3;
export const TRAFFIC_LEVELS = ['light', 'moderate', 'heavy', 'unknown'] as const;
export const TrafficLevel = z.enum(TRAFFIC_LEVELS);
export type TrafficLevel = z.infer<typeof TrafficLevel>;

/**
 * `GET /api/dashboard/stats`: computed from the organization's data when asked. Figures listed in `estimates`
 * come from a model rather than a measurement, and the UI labels them "estimate".
 */
export const DashboardStats = z
  .object({
    /** Shipments not delivered (in transit, delayed, at customs, pending). */
    activeShipments: z.number().int().nonnegative(),
    /** The organization's vehicles that are not retired; null while its fleet-management flag is off ("Not set up"). */
    fleetVehicles: z.number().int().nonnegative().nullable(),
    /** Shipments whose delivered event happened today (Asia/Dubai). */
    completedToday: z.number().int().nonnegative(),
    /** Shipments at customs clearance. */
    pendingCustoms: z.number().int().nonnegative(),
    /** Calls to the API by the organization today (Asia/Dubai), from the usage meter. */
    apiCallsToday: z.number().int().nonnegative(),
    /** Approved or completed documents of active shipments, as a percentage; null when there are none. */
    complianceScore: z.number().min(0).max(100).nullable(),
    /** WhatsApp chat messages exchanged today by the organization's customers. */
    whatsappMessages: z.number().int().nonnegative(),
    /**
     * Tonnes of CO₂e the month's delivered shipments saved against moving the same goods by road (a documented
     * estimate, never below zero): the Carbon section's "Against road only" figure for this month (docs/carbon.md).
     */
    carbonSaved: z.number().nonnegative(),
    /** Dubai air temperature in °C; null is shown as N/A (the card hides). */
    dubaiTemperature: z.number().nullable(),
    trafficStatus: TrafficLevel,
    /** Names of the fields above that are estimates. */
    estimates: z.array(z.string()),
    generatedAt: IsoDateTime,
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStats = z.infer<typeof DashboardStats>;

/** Sidebar item → the view and what enables it, as served to the client: `GET /api/dashboard/sections`. */
export const EnabledSections = z
  .object({ sections: z.array(z.string()), features: z.array(z.string()) })
  .meta({ id: 'EnabledSections' });
export type EnabledSections = z.infer<typeof EnabledSections>;

// ── Cargo management ────────────────────────────────────────────────────────────────────────────────

export const SHIPMENT_SERVICES = [
  'express',
  'standard',
  'economy',
  'freight_air',
  'freight_sea',
  'freight_road',
] as const;
export const ShipmentService = z.enum(SHIPMENT_SERVICES, {
  error: `service must be one of ${SHIPMENT_SERVICES.join(', ')}`,
});

/** A shipment as staff see it in Cargo Management. `progress` is derived from the status history (0–100). */
export const OrgShipment = Shipment.extend({
  customerId: z.number().int().positive(),
  customerName: z.string(),
  service: z.string(),
  weightKg: z.number(),
  declaredValueAed: z.number(),
  awbNumber: z.string().nullable(),
  containerNumber: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
}).meta({ id: 'OrgShipment' });
export type OrgShipment = z.infer<typeof OrgShipment>;

export const SHIPMENT_PAGE_SIZE = 20;
export const ShipmentListQuery = z.object({
  q: safeText(z.string().trim().max(100, { error: 'q must be at most 100 characters' }), 'q').optional(),
  status: ShipmentStatus.optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int()
    .min(1, { error: 'page must be at least 1' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int()
    .min(1, { error: 'pageSize must be between 1 and 100' })
    .max(100, { error: 'pageSize must be between 1 and 100' })
    .default(SHIPMENT_PAGE_SIZE),
});

/** `GET /api/org/shipments`: one page, the total, and the three summary cards over all the organization's shipments. */
export const ShipmentPage = z
  .object({
    items: z.array(OrgShipment),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    summary: z.object({
      active: z.number().int().nonnegative(),
      deliveredToday: z.number().int().nonnegative(),
      pendingCustoms: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'ShipmentPage' });
export type ShipmentPage = z.infer<typeof ShipmentPage>;

const place = (field: string) => boundedText(field, 200, { min: 2, typeError: `${field} is required` });
const positive = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .positive({ error: `${field} must be greater than 0` })
    .max(max, { error: `${field} must be at most ${max}` });

/** New Shipment form and each row of a bulk upload. The server assigns the tracking number and the first event. */
export const CreateShipment = z
  .object({
    customerId: z.number({ error: 'customerId must be a number' }).int().positive(),
    origin: place('origin'),
    destination: place('destination'),
    service: ShipmentService,
    weightKg: positive('weightKg', 100_000),
    dimensionsCm: z.object({
      length: positive('length', 2000),
      width: positive('width', 2000),
      height: positive('height', 2000),
    }),
    declaredValueAed: z
      .number({ error: 'declaredValueAed must be a number' })
      .min(0, { error: 'declaredValueAed must not be negative' })
      .max(100_000_000, { error: 'declaredValueAed must be at most 100000000' }),
    description: safeText(
      z.string().trim().max(1000, { error: 'description must be at most 1000 characters' }),
      'description',
      { multiline: true },
    ).optional(),
  })
  .meta({ id: 'CreateShipment' });
export type CreateShipment = z.infer<typeof CreateShipment>;

/** Columns of the bulk-upload CSV, in order (`GET /api/org/shipments/template.csv`). */
export const BULK_CSV_COLUMNS = [
  'customer_username',
  'origin',
  'destination',
  'service',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'declared_value_aed',
  'description',
] as const;
export const BULK_UPLOAD_MAX_ROWS = 5000;
export const BULK_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** One rejected CSV line; `line` counts from 1 with the header as line 1. */
export const BulkRowError = z.object({ line: z.number().int().positive(), field: z.string(), message: z.string() });
export type BulkRowError = z.infer<typeof BulkRowError>;

/**
 * `POST /api/org/shipments/bulk` with a `text/csv` body. All or nothing: 201 `{imported, trackingNumbers}` or
 * 400 `{error, errors: BulkRowError[]}` and nothing stored.
 */
export const BulkUploadResult = z
  .object({ imported: z.number().int().nonnegative(), trackingNumbers: z.array(z.string()) })
  .meta({ id: 'BulkUploadResult' });
export const BulkUploadError = z
  .object({ error: z.string(), errors: z.array(BulkRowError) })
  .meta({ id: 'BulkUploadError' });

/** The customers staff can create a shipment for: `GET /api/org/customers`. */
export const OrgCustomer = UserIdentity.meta({ id: 'OrgCustomer' });
export type OrgCustomer = z.infer<typeof OrgCustomer>;

// ── Live tracking ───────────────────────────────────────────────────────────────────────────────────

/**
 * `GET /api/org/tracking?q=`: finds the organization's shipments by our tracking number, air waybill, shipment id or
 * container number. A number whose check digit is wrong is 400 with the reason.
 */
export const TrackingResult = OrgShipment.extend({ events: z.array(ShipmentEvent) }).meta({ id: 'TrackingResult' });
export type TrackingResult = z.infer<typeof TrackingResult>;
export const TrackingSearch = z
  .object({ kind: z.enum(['tracking', 'awb', 'container', 'id']), results: z.array(TrackingResult) })
  .meta({ id: 'TrackingSearch' });
export type TrackingSearch = z.infer<typeof TrackingSearch>;

// ── Documents ───────────────────────────────────────────────────────────────────────────────────────

export const DOCUMENT_TYPES = [
  'commercial_invoice',
  'packing_list',
  'certificate_of_origin',
  'bill_of_lading',
  'air_waybill',
  'customs_declaration',
  'import_permit',
  'other',
] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES, {
  error: `documentType must be one of ${DOCUMENT_TYPES.join(', ')}`,
});
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A shipment's document. Uploaded with `POST /api/org/shipments/{id}/documents?documentType=…` whose body is the
 * file itself (`Content-Type` one of DOCUMENT_CONTENT_TYPES, `X-File-Name` URL-encoded); the content must match the
 * type. Seeded compliance checks without a file have `file: null`.
 */
export const DocumentDto = z
  .object({
    id: z.number().int().positive(),
    shipmentId: z.number().int().positive(),
    trackingNumber: z.string(),
    documentType: z.string(),
    name: z.string(),
    status: DocumentStatus,
    /** Why it was rejected, or the reviewer's note. */
    description: z.string(),
    file: z.object({ name: z.string(), contentType: z.string(), size: z.number().int().nonnegative() }).nullable(),
    uploadedBy: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: IsoDateTime.nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'Document' });
export type DocumentDto = z.infer<typeof DocumentDto>;

export const DocumentListQuery = z.object({
  shipmentId: z.coerce.number().int().positive().optional(),
  status: DocumentStatus.optional(),
});

/** `POST /api/org/documents/{id}/review`; a rejection needs a reason. */
export const ReviewDocument = z
  .discriminatedUnion(
    'status',
    [
      z.object({
        status: z.literal('approved'),
        reason: safeText(z.string().trim().max(500), 'reason', { multiline: true }).optional(),
      }),
      z.object({
        status: z.literal('rejected'),
        reason: boundedText('reason', 500, {
          min: 3,
          typeError: 'reason is required to reject a document',
          multiline: true,
        }),
      }),
    ],
    { error: 'status must be approved or rejected' },
  )
  .meta({ id: 'ReviewDocument' });
export type ReviewDocument = z.infer<typeof ReviewDocument>;

// ── Notifications ───────────────────────────────────────────────────────────────────────────────────

export const NOTIFICATION_KINDS = [
  'shipment_exception',
  'support_case',
  'handoff',
  'usage_limit',
  'data_request',
  'webhook_disabled',
  'licence_expiring',
  'temperature_excursion',
  'monitoring_alert',
] as const;

/** Staff notifications; the client writes the sentence from `kind` and the fields, in the user's language. */
export const NotificationDto = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(NOTIFICATION_KINDS),
    createdAt: IsoDateTime,
    readAt: IsoDateTime.nullable(),
    shipmentId: z.number().int().positive().nullable(),
    trackingNumber: z.string().nullable(),
    caseReference: z.string().nullable(),
    sessionId: z.string().nullable(),
    customerName: z.string().nullable(),
    /** Free text from the event: the delay reason, the case category, the customer's last message. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof NotificationDto>;
export const NotificationList = z
  .object({ items: z.array(NotificationDto), unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

// ── Staff side of the chat ──────────────────────────────────────────────────────────────────────────

/** A conversation waiting for the team: handed off by the assistant, or with an open support case. */
export const Conversation = z
  .object({
    sessionId: z.string(),
    /** null for an anonymous visitor of the chat widget: they belong to the organization, not to a customer. */
    customerId: z.number().int().positive().nullable(),
    /** The customer's name; for an anonymous widget visitor the name they gave, or an empty string. */
    customerName: z.string(),
    /** `widget`: a conversation of the chat widget that was not handed off and has no open case (issue 15). */
    reason: z.enum(['handoff', 'support_case', 'widget', 'whatsapp']),
    caseReference: z.string().nullable(),
    lastMessage: z.string().nullable(),
    lastMessageAt: IsoDateTime.nullable(),
    language: LanguageCode,
    channel: z.enum(CHAT_CHANNELS),
    /** The page of the partner's site the widget visitor last wrote from (widget conversations only). */
    pageUrl: z.string().nullable(),
    /** What an anonymous widget visitor typed in the pre-chat form: their name, and e-mail address or phone. */
    visitorName: z.string().nullable(),
    visitorContact: z.string().nullable(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof Conversation>;

export const AgentReply = z.object({ content: MessageContent }).meta({ id: 'AgentReply' });
export const ConversationMessages = z.object({ messages: z.array(ChatMessage) }).meta({ id: 'ConversationMessages' });

// ── Profile ─────────────────────────────────────────────────────────────────────────────────────────

export const Profile = UserIdentity.extend({
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  role: z.string(),
  organizationName: z.string(),
  language: LanguageCode.nullable(),
  emailNotifications: z.boolean(),
}).meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** UAE and international numbers: +, digits, spaces and hyphens, 7–20 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,19}$/;

/** `PUT /api/me`: every field optional; an empty string clears an optional field. */
export const UpdateProfile = z
  .object({
    name: safeText(
      z
        .string()
        .trim()
        .min(1, { error: 'name must not be empty' })
        .max(100, { error: 'name must be at most 100 characters' }),
      'name',
    ),
    email: z.email({ error: 'email must be a valid e-mail address' }).max(200),
    jobTitle: safeText(z.string().trim().max(100, { error: 'jobTitle must be at most 100 characters' }), 'jobTitle'),
    companyName: safeText(
      z.string().trim().max(200, { error: 'companyName must be at most 200 characters' }),
      'companyName',
    ),
    phoneNumber: z.union([
      z.literal(''),
      z.string().trim().regex(PHONE_PATTERN, { error: 'phoneNumber must be a phone number' }),
    ]),
    language: LanguageCode,
    emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.infer<typeof UpdateProfile>;

/** `POST /api/me/password`: other sessions of the user are revoked; the current one stays. */
export const ChangeOwnPassword = z
  .object({
    currentPassword: safeText(z.string().min(1, { error: 'currentPassword is required' }), 'currentPassword'),
    newPassword: NewPassword,
  })
  .meta({ id: 'ChangeOwnPassword' });
