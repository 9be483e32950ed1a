import { z } from 'zod';
import {
  AdminLoginResponse,
  AdminStatistics,
  AuditEntryDto,
  BillingPlan,
  ChangePasswordRequest,
  CreateManagedUser,
  CreateOrgUser,
  Feature,
  LeadDto,
  ManagedUser,
  UpdateManagedUser,
  UpdateOrgUser,
} from './admin.ts';
import {
  ApiKeyDto,
  type ApiKeyScope,
  ApiUsage,
  CreateApiKey,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDeliveryDto,
  WebhookEndpointDto,
} from './api-management.ts';
import { BillingSummary, InvoiceDto, InvoiceNumberParams, OrgBilling, SubscriptionDto } from './billing.ts';
import {
  BusinessDaysQuery,
  BusinessDaysResult,
  CalendarMonth,
  CalendarMonthQuery,
  SeasonalOverview,
} from './calendar.ts';
import { CarbonQuery, CarbonReport } from './carbon.ts';
import { ChatMessage, ChatSessionId, SendMessageRequest, SendMessageResponse, WsEvent } from './chat.ts';
import { ErrorBody, Health, IsoDateTime } from './common.ts';
import {
  ChecklistParams,
  ComplianceOverview,
  Licence,
  ResolveChecklistItem,
  SaveLicence,
  ShipmentCompliance,
} from './compliance.ts';
import {
  ChangeDeclarationStatus,
  CreateDeclaration,
  Declaration,
  DeclarationListQuery,
  DeclarationSummary,
  FreeZoneDto,
  FreeZoneRegistration,
  FreeZoneRegistrationInput,
  UpdateDeclaration,
} from './customs.ts';
import {
  AgentReply,
  BulkUploadResult,
  ChangeOwnPassword,
  Conversation,
  ConversationMessages,
  CreateShipment,
  DashboardStats,
  DOCUMENT_CONTENT_TYPES,
  DocumentDto,
  DocumentListQuery,
  EnabledSections,
  NotificationList,
  OrgCustomer,
  OrgShipment,
  Profile,
  ReviewDocument,
  ShipmentListQuery,
  ShipmentPage,
  TrackingSearch,
  UpdateProfile,
} from './dashboard.ts';
import {
  CreateDataRequest,
  DATA_EXPORT_EXPIRY_DAYS,
  DATA_REQUEST_DUE_DAYS,
  DataRequestDto,
  OrgDataRequest,
  RejectDataRequest,
} from './data-rights.ts';
import {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  Driver,
  DriverListQuery,
  UpdateDriver,
  UpdateVehicle,
  Vehicle,
  VehicleDetail,
  VehicleListQuery,
} from './fleet.ts';
import { FleetAnalytics, FleetDashboard } from './fleet-dashboard.ts';
import { MaintenancePrediction } from './fleet-maintenance.ts';
import { DeviceToken, DeviceTokenRevoked, LatestPosition, TripBreadcrumb } from './fleet-positions.ts';
import { OptimizedRoute, OptimizeRouteRequest } from './fleet-route.ts';
import { CompleteTrip, CreateTrip, Trip, TripListQuery, TripPage } from './fleet-trips.ts';
import { DetectLanguageRequest, DetectLanguageResponse } from './i18n.ts';
import { InsightsQuery, InsightsReport } from './insights.ts';
import {
  ConnectIntegration,
  CreateCustomApi,
  CreateIntegrationRequest,
  CustomApiConnector,
  CustomApiNameParams,
  CustomApiTestResult,
  Integration,
  IntegrationRequestDto,
  MarketplaceEntry,
  SyncRun,
  ToggledIntegration,
  ToggleIntegration,
  UpdateCustomApi,
  UpdateIntegration,
} from './integrations.ts';
import {
  AlertIdParams,
  AlertsReport,
  BudgetKeyParams,
  BudgetStatus,
  MonitoringAlertDto,
  PerformanceQuery,
  PerformanceReport,
  SecurityQuery,
  SecurityReport,
  UpdateBudget,
} from './monitoring.ts';
import {
  CreateOrganization,
  CreateOrganizationResponse,
  OrganizationDto,
  type OrgFeatureFlag,
  PublicBranding,
  UpdateBranding,
  UpdateFeatureFlags,
  UpdateOrganization,
} from './organizations.ts';
import { PredictiveOverview } from './predictive.ts';
import { AnalyticsBatch, ContactRequest, ContactResponse } from './public.ts';
import { RumAccepted, RumBatch } from './rum.ts';
import { ChangeShipmentStatus, CommunicationRecord, ComplianceResult, Shipment, TrackedShipment } from './shipments.ts';
import {
  CallRequestDto,
  CreateCallRequest,
  CreateSupportCase,
  Preferences,
  SupportCaseDto,
  UpdatePreferences,
} from './support.ts';
import {
  AcceptedInvitation,
  AcceptInvitation,
  CreateCustomer,
  CreatedCustomer,
  CreateInvitation,
  CustomerAccount,
  CustomerImportResult,
  CustomerListQuery,
  InvitationLink,
  InvitationPreview,
  Team,
  TeamMember,
  UpdateCustomer,
  UpdateTeamMember,
} from './team.ts';
import {
  AttachSensor,
  ColdChainProfile,
  ColdChainShipment,
  CreateSensor,
  PostReadings,
  ReadingsStored,
  Sensor,
  SensorToken,
  SetColdChainProfile,
  ShipmentTemperature,
  TelemetryVehicle,
  UpdateSensor,
} from './telemetry.ts';
import { TrafficOverview, TrafficQuery } from './traffic.ts';
import {
  AdminLoginAnswer,
  LoginAnswer,
  OrgSecurity,
  OrgSecurityStatus,
  RecoveryCodes,
  SessionPublicIdParams,
  SignInSession,
  TwoFactorConfirm,
  TwoFactorLoginRequest,
  TwoFactorPasswordAndCode,
  TwoFactorSetup,
  TwoFactorStatus,
} from './two-factor.ts';
import { AuthUser, LoginRequest, LoginResponse, User } from './users.ts';
import {
  ConnectWhatsApp,
  SupportChannels,
  WhatsAppConnection,
  WhatsAppConnectionState,
  WhatsAppStats,
  WhatsAppStatsQuery,
  WhatsAppVerifyQuery,
  WhatsAppWebhookParams,
} from './whatsapp.ts';
import {
  WidgetConfig,
  WidgetIdentitySecret,
  WidgetMessageRequest,
  WidgetSession,
  WidgetSessionStart,
  WidgetSettings,
  WidgetSettingsUpdate,
} from './widget.ts';

/** `{ success: true }`: an action that has nothing else to say. */
export const Success = z.object({ success: z.literal(true) }).meta({ id: 'Success' });
/** An action answered with a sentence for the operator, e.g. a feature assigned. */
export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export const RevokedSessions = z.object({ revoked: z.number().int().nonnegative() }).meta({ id: 'RevokedSessions' });
export const AnalyticsAccepted = z
  .object({ accepted: z.number().int().nonnegative() })
  .meta({ id: 'AnalyticsAccepted' });
export const MarkedAllRead = z
  .object({ success: z.literal(true), marked: z.number().int().nonnegative() })
  .meta({ id: 'MarkedAllRead' });
/** `GET /api/features/enabled`: 'overview', then the caller's features that their organization allows. */
export const EnabledFeatures = z.array(z.string()).meta({ id: 'EnabledFeatures' });
export const AdminInfo = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    role: z.string(),
    sessionExpiresAt: IsoDateTime,
    baseDomain: z.string(),
  })
  .meta({ id: 'AdminInfo' });
export const MonitoringSnapshot = z
  .object({
    activeSessions: z.number().int().nonnegative(),
    activeUsers: z.number().int().nonnegative(),
    requests: z.number().int().nonnegative(),
    serverErrors: z.number().int().nonnegative(),
    errorRate: z.number().min(0).max(1),
    since: IsoDateTime,
  })
  .meta({ id: 'MonitoringSnapshot' });

/** The OpenAPI document: checked in depth by an OpenAPI 3.1 validator in the API's tests. */
export const OpenApiDocument = z
  .looseObject({
    openapi: z.string().startsWith('3.1'),
    info: z.looseObject({}),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });

/** Query strings the services read as text and check themselves (their messages are asserted by tests). */
export const AuditQuery = z.object({ limit: z.string().optional(), action: z.string().optional() });
export const LeadsQuery = z.object({ limit: z.string().optional() });
export const TrackingQuery = z.object({ q: z.string().optional() });
export const ConversationListQuery = z.object({
  customerId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'customerId must be a positive whole number' })
    .optional(),
});
export const DocumentUploadQuery = z.object({ documentType: z.string().optional() });

/** A positive whole number in a URL segment; one message naming the segment, whatever is wrong with it. */
export function pathId(name: string) {
  const error = `${name} must be a positive whole number`;
  return z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().int({ error }).positive({ error }).max(Number.MAX_SAFE_INTEGER, { error }));
}

/** The path parameters several routes share. */
const IdParams = z.object({ id: pathId('id') });
const UserFeatureParams = z.object({ userId: pathId('userId'), featureId: z.string() });
const UserIdParams = z.object({ userId: pathId('userId') });
/** An invitation link's token: 43 base64url characters (32 random bytes). */
const InvitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Invalid invitation link' }),
});
const SessionIdParams = z.object({ sessionId: ChatSessionId });
const ShipmentIdParams = z.object({ shipmentId: pathId('shipmentId') });
const CustomerIdParams = z.object({ customerId: pathId('customerId') });
const WebsiteTokenParams = z.object({ websiteToken: z.string().max(64) });

/** What every public widget route shares: the Origin check and CORS (docs/widget.md). */
const WIDGET_ORIGIN_RULE =
  "Only from an allowed origin of the widget's organization (CORS with that exact origin; any other or no Origin: 403 'Origin not allowed')";

/**
 * Who may call a route, checked by one guard before the handler runs (ADR 0016):
 * - `anyone`: visitors too (they act in the demo workspace); each read is still scoped to what the caller may see;
 * - `signed_in`: a user session (401 otherwise); `{ signedIn: message }` the same with the 401's message;
 * - `staff`: a member of an organization's staff (org_admin or org_user); 401 / 403;
 * - `org_admin`: an organization admin; 401 / 403;
 * - `super_admin`: the super admin's portal session (paths under /api/admin/); 401 / 403;
 * - `{ section }`: staff with that dashboard section open to them (ADR 0009), 401 / 403; `{ section, orgAdmin: true }`
 *   the same for organization admins only (a section's changes that org users may only read);
 * - `{ orgFeature }`: the caller's organization (the demo one for visitors) has the flag on, else 403; with
 *   `signedIn`, visitors then get 401 with that message.
 */
export type Access =
  | 'anyone'
  | 'signed_in'
  | 'staff'
  | 'org_admin'
  | 'super_admin'
  | { signedIn: string }
  | { section: string; orgAdmin?: true }
  | { orgFeature: OrgFeatureFlag; signedIn?: string };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface EndpointDefinition<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Params extends AnyObject | undefined = AnyObject | undefined,
  Query extends AnyObject | undefined = AnyObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** Koa-style: `/api/org/documents/:id/file`. */
  path: P;
  summary: string;
  access: Access;
  /** One key per `:name` of the path. */
  params?: Params;
  query?: Query;
  /** A JSON body. */
  body?: Body;
  /**
   * The handler parses `body` itself rather than the router before it: for a rule that must come first (a rate
   * limit that counts invalid requests too) or a message the service words for several fields at once.
   */
  handlerParsesBody?: true;
  /** The content types of a raw upload (the body is the file itself). */
  upload?: readonly string[];
  /** The status of a success; 200 unless stated. */
  status?: 200 | 201 | 202;
  /**
   * Open to a signed-in account that must still turn on a required two-factor sign-in (setting it up, signing out,
   * who am I). Every other endpoint but the public ones answers such an account 403 `TWO_FACTOR_SETUP_REQUIRED`, and
   * the public ones treat it as a visitor.
   */
  beforeTwoFactor?: true;
  /**
   * Also open to an organization API key (`Authorization: Bearer qk_live_…`, issue 17) holding this scope: the key
   * acts as its organization in place of `access`, and a key without the scope gets 403. Every endpoint without it
   * answers an API key 401.
   */
  apiKey?: ApiKeyScope;
  /** The JSON body of a success. */
  response?: Res;
  /** The content type of a success that is not JSON (a file or a stream); then there is no `response`. */
  produces?: string;
}

/** One route of the API. Literal types of method and path are kept, so `EndpointKey` names every route. */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  Params extends AnyObject | undefined = undefined,
  Query extends AnyObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Res extends z.ZodType | undefined = undefined,
>(endpoint: EndpointDefinition<M, P, Params, Query, Body, Res>) {
  return endpoint;
}

/** Every route of the API, in the order they are bound. The API binds exactly these (a test checks it). */
export const API_ENDPOINTS = [
  defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Version, uptime and database status; 503 when the database does not answer',
    access: 'anyone',
    response: Health,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary:
      'Sign in; returns a token and the user, or {twoFactorRequired, challenge} when the account has two-factor sign-in on (then POST /api/auth/login/two-factor)',
    access: 'anyone',
    body: LoginRequest,
    response: LoginAnswer,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/auth/login/two-factor',
    summary:
      "Sign-in's second step: the challenge (single use, 5 minutes) with a code from the authenticator app or an unused recovery code (consumed); answers like POST /api/auth/login. Wrong code: 401 'Invalid credentials'; 5 wrong codes per account in 15 minutes: 429 with Retry-After",
    access: 'anyone',
    body: TwoFactorLoginRequest,
    response: LoginResponse,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user; 401 without a live session',
    access: 'signed_in',
    response: AuthUser,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: "Revokes the caller's session",
    access: 'anyone',
    response: Success,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/user/:id',
    summary: 'The user card',
    access: 'anyone',
    params: IdParams,
    response: User,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/shipments/customer/:customerId',
    summary: "A customer's shipments",
    access: 'anyone',
    params: CustomerIdParams,
    response: Shipment.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/shipments/track/:trackingNumber',
    summary:
      "A shipment by tracking number, with its history (403 when the organization's shipment-tracking flag is off)",
    access: { orgFeature: 'shipment-tracking' },
    params: z.object({ trackingNumber: z.string() }),
    response: TrackedShipment,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:shipmentId/compliance',
    summary: "A shipment's compliance checks (403 when the organization's compliance flag is off)",
    access: { orgFeature: 'compliance' },
    params: ShipmentIdParams,
    response: ComplianceResult,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/shipments/:shipmentId/status',
    summary:
      "Staff change a shipment's status with a reason; pushes shipment_update to the customer (403 without the shipments section, 404 for another organization's shipment)",
    access: { section: 'shipments' },
    apiKey: 'shipments:write',
    params: ShipmentIdParams,
    body: ChangeShipmentStatus,
    response: TrackedShipment,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/users/:customerId/communications',
    summary: "A customer's communication records",
    access: 'anyone',
    params: CustomerIdParams,
    response: CommunicationRecord.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    handlerParsesBody: true,
    summary: 'A demo request from the public site; stored as a lead (honeypot, per-IP limit: 429)',
    access: 'anyone',
    body: ContactRequest,
    status: 201,
    response: ContactResponse,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/analytics/events',
    summary:
      'First-party analytics events, sent only after analytics consent; 404 unless the server runs with QAFILA_ANALYTICS=first-party',
    access: 'anyone',
    body: AnalyticsBatch,
    status: 202,
    response: AnalyticsAccepted,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/support/cases',
    summary: 'Reports an issue; answers the case with its reference',
    access: { signedIn: 'Sign in to report an issue' },
    body: CreateSupportCase,
    status: 201,
    response: SupportCaseDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/support/cases',
    summary: "The caller's support cases (staff: their organization's)",
    access: { signedIn: 'Sign in to see support cases' },
    response: SupportCaseDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/support/calls',
    summary: 'Requests a support call at a preferred time',
    access: { signedIn: 'Sign in to schedule a support call' },
    body: CreateCallRequest,
    status: 201,
    response: CallRequestDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/support/calls',
    summary: "The caller's call requests (staff: their organization's)",
    access: { signedIn: 'Sign in to see call requests' },
    response: CallRequestDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me/preferences',
    summary: 'Language and notification channel',
    access: { signedIn: 'Sign in to see your preferences' },
    response: Preferences,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/me/preferences',
    summary: 'Updates the language and/or notification channel',
    access: { signedIn: 'Sign in to change your preferences' },
    body: UpdatePreferences,
    response: Preferences,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/shipments/:shipmentId/documents/archive',
    summary:
      "ZIP of a shipment's document register, history and uploaded files, streamed (up to 50 MB of files; 403 when document-processing is off; 2 at a time and 20 an hour per user and per IP, 429 with Retry-After beyond)",
    access: { orgFeature: 'document-processing', signedIn: 'Sign in to download the documents archive' },
    params: ShipmentIdParams,
    produces: 'application/zip',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/chat/:sessionId/messages',
    summary: 'Messages of a chat session, oldest first',
    access: 'anyone',
    params: SessionIdParams,
    response: ChatMessage.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/chat/:sessionId/messages',
    summary:
      "Sends a message; answers with the user's message and the assistant's reply. 429 with Retry-After beyond 20 messages a minute per visitor and 60 per IP address for visitors, or 120 per signed-in user",
    access: 'anyone',
    params: SessionIdParams,
    body: SendMessageRequest,
    status: 201,
    response: SendMessageResponse,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/language/detect',
    summary: 'Detects en or ar from text',
    access: 'anyone',
    body: DetectLanguageRequest,
    response: DetectLanguageResponse,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/login',
    summary:
      'Super admin sign-in; answers {token}, or {twoFactorRequired, challenge} when the account has two-factor sign-in on (then POST /api/admin/login/two-factor)',
    access: 'anyone',
    body: LoginRequest,
    response: AdminLoginAnswer,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/login/two-factor',
    summary:
      "Super admin sign-in's second step: the challenge with a code from the authenticator app or an unused recovery code; answers like POST /api/admin/login. Wrong code: 401 'Invalid credentials'; 5 wrong codes per account in 15 minutes: 429 with Retry-After",
    access: 'anyone',
    body: TwoFactorLoginRequest,
    response: AdminLoginResponse,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Revokes the admin session',
    access: 'anyone',
    response: Success,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/info',
    summary: "The signed-in super admin, with the product's domain (baseDomain)",
    access: 'super_admin',
    response: AdminInfo,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Managed users (all but super admins)',
    access: 'super_admin',
    response: ManagedUser.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Creates a user in an organization of their own (enterprise: enterprise plan; individual: starter)',
    access: 'super_admin',
    body: CreateManagedUser,
    status: 201,
    response: ManagedUser,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/admin/users/:userId',
    summary: 'Edits a user; the plan may change freely',
    access: 'super_admin',
    params: UserIdParams,
    body: UpdateManagedUser,
    response: ManagedUser,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:userId',
    summary: 'Deletes a user (409 while they own shipments)',
    access: 'super_admin',
    params: UserIdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/features',
    summary: 'The feature catalogue',
    access: 'super_admin',
    response: Feature.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/users/:userId/features/:featureId',
    summary: 'Assigns a feature; answers {message}',
    access: 'super_admin',
    params: UserFeatureParams,
    response: MessageResponse,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/users/:userId/features/:featureId',
    summary: 'Removes a feature; answers {message}',
    access: 'super_admin',
    params: UserFeatureParams,
    response: MessageResponse,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    summary:
      'Audit log of administrator writes, newest first (limit 1-1000, default 100; action exact or prefix org.*)',
    access: 'super_admin',
    query: AuditQuery,
    response: AuditEntryDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/leads',
    summary: 'Demo requests from the contact form, newest first',
    access: 'super_admin',
    query: LeadsQuery,
    response: LeadDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/statistics',
    summary: '{totalFeatures, totalAssociations}',
    access: 'super_admin',
    response: AdminStatistics,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/change-password',
    summary: 'Changes the admin password; revokes the other admin sessions',
    access: 'super_admin',
    body: ChangePasswordRequest,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/two-factor',
    summary: "The super admin's two-factor sign-in status (as GET /api/me/two-factor)",
    access: 'super_admin',
    response: TwoFactorStatus,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/setup',
    summary: "Starts the super admin's enrolment (as POST /api/me/two-factor/setup)",
    access: 'super_admin',
    response: TwoFactorSetup,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/confirm',
    summary: "Turns the super admin's two-factor sign-in on (as POST /api/me/two-factor/confirm); audited",
    access: 'super_admin',
    body: TwoFactorConfirm,
    response: RecoveryCodes,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/disable',
    summary: "Turns the super admin's two-factor sign-in off (as POST /api/me/two-factor/disable); audited",
    access: 'super_admin',
    body: TwoFactorPasswordAndCode,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/two-factor/recovery-codes',
    summary: 'New recovery codes for the super admin (as POST /api/me/two-factor/recovery-codes); audited',
    access: 'super_admin',
    body: TwoFactorPasswordAndCode,
    response: RecoveryCodes,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/sessions',
    summary:
      "The super admin's live portal sessions, latest first: device (from the user agent), IP address, created, last request (to the minute), expiry, and which one is this request's",
    access: 'super_admin',
    beforeTwoFactor: true,
    response: SignInSession.array(),
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/sessions/:sessionId',
    summary:
      "Ends one of the super admin's live portal sessions (its token stops working, its WebSockets close; the current one: signing out); 404 for any other id",
    access: 'super_admin',
    beforeTwoFactor: true,
    params: SessionPublicIdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/sessions/revoke-others',
    summary: "Ends every live portal session of the super admin but this request's; answers how many",
    access: 'super_admin',
    beforeTwoFactor: true,
    response: RevokedSessions,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/security',
    summary:
      "The caller's organization's sign-in rule (whether its staff must use two-factor sign-in) and which of its staff have it off",
    access: 'org_admin',
    response: OrgSecurityStatus,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/security',
    summary:
      "Requires two-factor sign-in of the organization's staff, or stops requiring it; requiring it needs the admin's own on (409). Staff without it may then only set it up (403 on every other call). Audited",
    access: 'org_admin',
    body: OrgSecurity,
    response: OrgSecurityStatus,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/features/enabled',
    summary:
      "The signed-in user's enabled feature keys ('overview' first); a feature whose organization flag is off is left out (ADR 0009)",
    access: 'signed_in',
    response: EnabledFeatures,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/billing/plans',
    summary: 'The plans (USD per month; -1 unlimited)',
    access: 'anyone',
    response: BillingPlan.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/monitoring',
    summary:
      'SRE figures: live sessions and their distinct users, API requests and the 5xx rate since the server started',
    access: 'super_admin',
    response: MonitoringSnapshot,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/organizations',
    summary: 'Organizations with userCount and monthlyUsage (API calls this month, Asia/Dubai) derived',
    access: 'super_admin',
    response: OrganizationDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/organizations',
    handlerParsesBody: true,
    summary:
      "Creates an organization and its first org admin (username from the e-mail's local part); the generated password is answered once",
    access: 'super_admin',
    body: CreateOrganization,
    status: 201,
    response: CreateOrganizationResponse,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/admin/organizations/:id',
    summary: 'Edits name, subdomain, tier or custom domain (409 when taken)',
    access: 'super_admin',
    params: IdParams,
    body: UpdateOrganization,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/organizations/:id/suspend',
    summary: "Suspends: the members' sign-in and tokens answer 403 (409 for the platform organization)",
    access: 'super_admin',
    params: IdParams,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/organizations/:id/reactivate',
    summary: 'Reactivates a suspended or cancelled organization',
    access: 'super_admin',
    params: IdParams,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/organizations/:id/cancel',
    summary: 'Cancels (409 for the platform and demo organizations)',
    access: 'super_admin',
    params: IdParams,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/admin/organizations/:id/branding',
    summary: 'White-label: primaryColor (#RRGGBB), logoUrl (https), displayName; null clears',
    access: 'super_admin',
    params: IdParams,
    body: UpdateBranding,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/admin/organizations/:id/feature-flags',
    summary: 'Changes organization feature flags (enforced by the API)',
    access: 'super_admin',
    params: IdParams,
    body: UpdateFeatureFlags,
    response: OrganizationDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/subscriptions',
    summary:
      'One subscription per customer organization: plan, revenue, usage (API calls metered this month, Asia/Dubai), limits, overages',
    access: 'super_admin',
    response: SubscriptionDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/billing/summary',
    summary: 'Revenue, MRR, active subscriptions, churn, ARPU and credits, computed from the subscriptions',
    access: 'super_admin',
    response: BillingSummary,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices',
    summary: 'Every tax invoice of every organization, newest first (issue 16)',
    access: 'super_admin',
    response: InvoiceDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/invoices/:number/pdf',
    summary: 'The bilingual PDF of a tax invoice (English and Arabic, the TRNs, VAT per line and in total)',
    access: 'super_admin',
    params: InvoiceNumberParams,
    produces: 'application/pdf',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/invoices/:number/paid',
    summary: 'Marks an invoice paid (payments happen outside the product); again: no change; audited invoice.paid',
    access: 'super_admin',
    params: InvoiceNumberParams,
    response: InvoiceDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/billing',
    summary:
      "The organization's plan, period (the Asia/Dubai month), usage against its limits (users, shipments and API calls this month, storage: bytes of its files on disk) and the last six months",
    access: { section: 'billing' },
    response: OrgBilling,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/billing/invoices',
    summary: "The organization's tax invoices, newest first (its admins only)",
    access: 'org_admin',
    response: InvoiceDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/billing/invoices/:number/pdf',
    summary: "Downloads one of the organization's tax invoices as PDF (its admins only; another organization's: 404)",
    access: 'org_admin',
    params: InvoiceNumberParams,
    produces: 'application/pdf',
  }),
  // issue 17: integration hub
  defineEndpoint({
    method: 'GET',
    path: '/api/integrations/enterprise',
    summary:
      "The organization's connected stores (spec Integration shape): status, last sync, connection health (successful share of the last 10 runs; null without runs) and data flow from the recorded runs; credentials never returned",
    access: { section: 'integrations' },
    response: Integration.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/integrations/catalogue',
    summary:
      'The Marketplace: every catalogue entry, whether it can be connected (implemented), is connected, or was requested by the organization',
    access: { section: 'integrations' },
    response: MarketplaceEntry.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/connect',
    summary:
      "Connects a store with its credentials (sealed with AES-256-GCM, never returned): checked first with a real call through the SSRF guard; 400 'Failed to connect <name>: <reason>' when the store refuses; 409 when already connected",
    access: { section: 'integrations', orgAdmin: true },
    body: ConnectIntegration,
    status: 201,
    response: Integration,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/toggle',
    summary: 'Turns a connected store on or off (off: no scheduled runs, webhooks ignored, Sync refused)',
    access: { section: 'integrations', orgAdmin: true },
    body: ToggleIntegration,
    response: ToggledIntegration,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/sync/:id',
    summary:
      "Runs a sync now: the store's open orders become shipments (idempotent on the order id; customers matched by e-mail, others skipped with the reason), tracking sent back; answers the recorded run (outcome failed when the store could not be reached)",
    access: { section: 'integrations' },
    params: IdParams,
    response: SyncRun,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/:id/test',
    summary:
      "Test of a connected store: one authenticated call (Shopify shop.json, WooCommerce orders) through the SSRF guard, recorded with its latency and outcome like a custom API's",
    access: { section: 'integrations' },
    params: IdParams,
    response: CustomApiTestResult,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/integrations/:id/runs',
    summary: "A connected store's last 20 sync runs, newest first",
    access: { section: 'integrations' },
    params: IdParams,
    response: SyncRun.array(),
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/integrations/:id',
    summary: "The Config dialog: a store's sync schedule (off, hourly, daily) and the shipments' origin",
    access: { section: 'integrations', orgAdmin: true },
    params: IdParams,
    body: UpdateIntegration,
    response: Integration,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/integrations/:id',
    summary: 'Removes a connected store, its credentials and runs (the shipments it created stay)',
    access: { section: 'integrations', orgAdmin: true },
    params: IdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/shopify/webhook/:connectorKey',
    summary:
      "Shopify's orders/create webhook for one connected store: X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 of the raw body with the webhook secret) checked first, 401 and nothing stored when wrong; the order becomes a shipment (a run with trigger webhook)",
    access: 'anyone',
    params: z.object({ connectorKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Unknown webhook' }) }),
    response: z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' }),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/integrations/api-connectors',
    summary:
      "The organization's connected systems (spec Custom API connector shape): its custom APIs, then its connected stores (isCustom false); request count, error rate and last use from the recorded test calls; keys never returned (their last 4 characters)",
    access: { section: 'integrations' },
    response: CustomApiConnector.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/custom-api',
    summary: 'Adds a custom API (name unique in the organization: 409); the key is sealed and never returned',
    access: { section: 'integrations', orgAdmin: true },
    body: CreateCustomApi,
    status: 201,
    response: CustomApiConnector,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/integrations/custom-api/:name',
    summary: 'Configure a custom API: endpoint, method, description, key header, a new key (absent fields kept)',
    access: { section: 'integrations', orgAdmin: true },
    params: CustomApiNameParams,
    body: UpdateCustomApi,
    response: CustomApiConnector,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/integrations/custom-api/:name',
    summary: 'Removes a custom API and its recorded calls',
    access: { section: 'integrations', orgAdmin: true },
    params: CustomApiNameParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/custom-api/:name/test',
    summary:
      'Test: the real call with the key, through the SSRF guard (no private, loopback or link-local addresses, also after redirects and DNS; 5 s; 1 MB), recorded with its status and latency',
    access: { section: 'integrations' },
    params: CustomApiNameParams,
    response: CustomApiTestResult,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/integrations/requests',
    summary: 'Asks for a catalogue connector that cannot be connected yet; the super admin sees the requests',
    access: { section: 'integrations' },
    body: CreateIntegrationRequest,
    status: 201,
    response: IntegrationRequestDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/integration-requests',
    summary: "Every organization's requests for connectors that are not built yet, newest first",
    access: 'super_admin',
    response: IntegrationRequestDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/branding',
    summary:
      "White-label look: the organization of the request's host (custom domain or <subdomain>.QAFILA_BASE_DOMAIN), else the signed-in user's, else the platform's",
    access: 'anyone',
    response: PublicBranding,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/users',
    summary: "The users of the caller's organization",
    access: 'org_admin',
    response: ManagedUser.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/users',
    summary: "Creates a user in the caller's organization (roles org_user, org_admin, customer; other fields 400)",
    access: 'org_admin',
    body: CreateOrgUser,
    status: 201,
    response: ManagedUser,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/users/:userId',
    summary: "Edits a user of the caller's organization (404 for anyone else's; not one's own role)",
    access: 'org_admin',
    params: UserIdParams,
    body: UpdateOrgUser,
    response: ManagedUser,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/users/:userId',
    summary:
      "Deletes a user of the caller's organization (404 for anyone else's; not oneself; 409 while they own shipments)",
    access: 'org_admin',
    params: UserIdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/team',
    summary:
      "The Team page (ADR 0027): the organization's staff (role, features, active, two-factor, last sign-in), its pending invitations and the features it has to give",
    access: 'org_admin',
    response: Team,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/team/:userId',
    summary:
      "Changes a member of staff's role, features (only those the organization has, else 403) or active (deactivating ends their sessions); 404 for anyone else's; 409 LAST_ADMIN_MESSAGE when no active admin would remain; not one's own role or active",
    access: 'org_admin',
    params: UserIdParams,
    body: UpdateTeamMember,
    response: TeamMember,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/invitations',
    summary:
      'Invites someone by e-mail with a role (and features for staff, only those the organization has): a single-use link valid INVITATION_TTL_DAYS days, e-mailed when SMTP is configured and always answered for the admin to copy; 409 for an e-mail already in the organization or invited',
    access: 'org_admin',
    body: CreateInvitation,
    status: 201,
    response: InvitationLink,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/invitations/:id/resend',
    summary: "A new link for a pending invitation (the old one stops working) and a new expiry; 404 for anyone else's",
    access: 'org_admin',
    params: IdParams,
    response: InvitationLink,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/invitations/:id',
    summary: "Revokes a pending invitation: its link stops working; 404 for anyone else's",
    access: 'org_admin',
    params: IdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/invitations/:token',
    summary:
      'What an invitation link is for (organization, e-mail, role, a suggested username); 404 unknown, 410 used, revoked or expired with the reason',
    access: 'anyone',
    params: InvitationTokenParams,
    response: InvitationPreview,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/invitations/:token/accept',
    summary:
      "Accepts an invitation once: creates the account (or completes an invited customer's) with the chosen username and password (NewPassword rule) and signs them in; 404/410 as GET; 409 for a taken username",
    access: 'anyone',
    params: InvitationTokenParams,
    body: AcceptInvitation,
    response: AcceptedInvitation,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/customer-accounts',
    summary:
      "The Customers page: the organization's customers (q matches name, e-mail, username, company) with their shipment and conversation counts",
    access: 'org_admin',
    query: CustomerListQuery,
    response: CustomerAccount.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/customer-accounts',
    summary:
      'Creates a customer (name, e-mail, phone, company) and an invitation link for them to choose their username and password (e-mailed with SMTP, always answered); 409 for an e-mail already in the organization',
    access: 'org_admin',
    body: CreateCustomer,
    status: 201,
    response: CreatedCustomer,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/customer-accounts/:userId',
    summary:
      "Edits a customer of the organization or (de)activates them (deactivating ends their sessions); 404 for anyone else's",
    access: 'org_admin',
    params: UserIdParams,
    body: UpdateCustomer,
    response: CustomerAccount,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/customer-accounts/import',
    summary:
      'Imports customers from a text/csv body (UTF-8, header = CUSTOMER_CSV_COLUMNS) all or nothing: 201 with an invitation link each, or 400 BulkUploadError with every problem by line and nothing stored; more than CUSTOMER_IMPORT_MAX_ROWS rows 400, another content type 415',
    access: 'org_admin',
    upload: ['text/csv', 'application/csv'],
    status: 201,
    response: CustomerImportResult,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/sections',
    summary:
      "The caller's dashboard sections in sidebar order ('overview' first) and enabled features: a section needs its feature and its organization flag (ADR 0009)",
    access: 'staff',
    response: EnabledSections,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    summary:
      "The overview's figures from the organization's data at request time; fields named in `estimates` come from the documented model of docs/estimates.md",
    access: { section: 'overview' },
    response: DashboardStats,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/shipments',
    summary:
      "One page of the organization's shipments (q matches tracking number, customer name or username, origin, destination, air waybill, container) and the summary cards over all of them",
    access: { section: 'shipments' },
    apiKey: 'shipments:read',
    query: ShipmentListQuery,
    response: ShipmentPage,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/shipments',
    summary:
      'Creates a shipment with a new tracking number and its first event (pending, "Shipment created"); 400 when the customer is not one of the organization\'s',
    access: { section: 'shipments' },
    apiKey: 'shipments:write',
    body: CreateShipment,
    status: 201,
    response: OrgShipment,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/shipments/template.csv',
    summary: 'The bulk-upload CSV template (text/csv): the BULK_CSV_COLUMNS header and one example row',
    access: { section: 'shipments' },
    produces: 'text/csv',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/shipments/:shipmentId',
    summary: "One of the organization's shipments with its history, oldest event first (another organization's: 404)",
    access: { section: 'shipments' },
    apiKey: 'shipments:read',
    params: ShipmentIdParams,
    response: TrackedShipment,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/shipments/bulk',
    summary:
      'Imports a text/csv body (RFC 4180, UTF-8, header = BULK_CSV_COLUMNS) all or nothing: 201, or 400 BulkUploadError with every problem by line (header = line 1) and nothing stored; empty file or more than BULK_UPLOAD_MAX_ROWS rows 400, over BULK_UPLOAD_MAX_BYTES 413, another content type 415',
    access: { section: 'shipments' },
    upload: ['text/csv', 'application/csv'],
    status: 201,
    response: BulkUploadResult,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/customers',
    summary: 'The customers of the organization, for New Shipment',
    access: { section: 'shipments' },
    response: OrgCustomer.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/tracking',
    summary:
      "The organization's shipments by tracking number, air waybill (11 digits, mod-7 check digit), ISO 6346 container number or shipment id, with their history; a wrong check digit is 400 with the reason",
    access: { section: 'tracking' },
    apiKey: 'tracking:read',
    query: TrackingQuery,
    response: TrackingSearch,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/vehicles',
    summary:
      "The organization's vehicles (retired ones too), by emirate and plate, each with its latest service; optionally one status",
    access: { section: 'fleet' },
    query: VehicleListQuery,
    response: Vehicle.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/vehicles',
    summary:
      "Adds a vehicle: the plate must fit its emirate's format (docs/fleet.md) and is stored normalised; 409 when the organization already has that plate in that emirate; audited",
    access: { section: 'fleet' },
    body: CreateVehicle,
    status: 201,
    response: VehicleDetail,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/vehicles/:id',
    summary: "A vehicle with its service history, newest first (404 for another organization's)",
    access: { section: 'fleet' },
    params: IdParams,
    response: VehicleDetail,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/fleet/vehicles/:id',
    summary:
      'Edits a vehicle (every field optional, unknown keys 400; a new emirate or plate is checked with the other, 409 when taken); audited',
    access: { section: 'fleet' },
    params: IdParams,
    body: UpdateVehicle,
    response: VehicleDetail,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/fleet/vehicles/:id',
    summary: 'Retires a vehicle: status retired, the row and its history kept; audited',
    access: { section: 'fleet' },
    params: IdParams,
    response: VehicleDetail,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/vehicles/:id/services',
    summary:
      "Adds a row to a vehicle's service history (a day not after today in Asia/Dubai); an odometer reading beyond the mileage raises it; audited",
    access: { section: 'fleet' },
    params: IdParams,
    body: AddVehicleService,
    status: 201,
    response: VehicleDetail,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/drivers',
    summary:
      "The organization's drivers (retired ones too), by name; score, rating and trip count come from trips: null, null and 0 until a driver has some",
    access: { section: 'fleet' },
    query: DriverListQuery,
    response: Driver.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/drivers',
    summary:
      "Adds a driver, optionally linked to a member of the organization's staff (400 for anyone else, 409 when already a driver); 409 for a licence number the organization already has; audited",
    access: { section: 'fleet' },
    body: CreateDriver,
    status: 201,
    response: Driver,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/drivers/:id',
    summary: "A driver (404 for another organization's)",
    access: { section: 'fleet' },
    params: IdParams,
    response: Driver,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/fleet/drivers/:id',
    summary: 'Edits a driver (every field optional, unknown keys 400, userId null unlinks the user); audited',
    access: { section: 'fleet' },
    params: IdParams,
    body: UpdateDriver,
    response: Driver,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/fleet/drivers/:id',
    summary: 'Retires a driver: status retired, the row kept; audited',
    access: { section: 'fleet' },
    params: IdParams,
    response: Driver,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/trips',
    summary:
      "The organization's trips, newest first, a page at a time (page, pageSize up to 100); optionally one status",
    access: { section: 'fleet' },
    query: TripListQuery,
    response: TripPage,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/trips',
    summary:
      "Creates a planned trip (Create Trip): the organization's vehicle and driver (404 otherwise, 409 when retired), 2 to 25 stops in driving order, each a UAE gazetteer place or \"lat, lon\" (400 UnknownPlaceBody with suggestions for an unknown name), the organization's shipments it carries (404 otherwise, 409 when delivered) and the planned start; plannedDistanceKm is the road model's km along the stops. Numbered TRP-000123 per organization; audited",
    access: { section: 'fleet' },
    body: CreateTrip,
    status: 201,
    response: Trip,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/trips/:id',
    summary: "A trip with its stops and shipments (404 for another organization's)",
    access: { section: 'fleet' },
    params: IdParams,
    response: Trip,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/trips/:id/start',
    summary:
      'Starts a planned trip: 409 with the reason when the vehicle is in maintenance, out of service or retired or its registration has expired, the driver is not active or their licence has expired, or either is already on a trip in progress. Its pending, delayed or in-customs shipments go in transit through the shipment status path (an event each, shipment_update pushed to the customer); audited',
    access: { section: 'fleet' },
    params: IdParams,
    response: Trip,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/trips/:id/complete',
    summary:
      'Completes a trip in progress (409 otherwise): actualDistanceKm from the body, else the distance measured along its breadcrumb (two positions or more), else the planned distance; its shipments not yet delivered are delivered through the shipment status path (an event each, shipment_update pushed to the customer); audited',
    access: { section: 'fleet' },
    params: IdParams,
    body: CompleteTrip,
    response: Trip,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/trips/:id/cancel',
    summary: 'Cancels a planned trip or one in progress (409 otherwise); its shipments keep their status; audited',
    access: { section: 'fleet' },
    params: IdParams,
    response: Trip,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/trips/:id/breadcrumb',
    summary:
      "The positions recorded while the trip was in progress, in time order, and the distance measured along them (haversine, jumps over 200 km/h left out); 404 for another organization's trip",
    access: { section: 'fleet' },
    params: IdParams,
    response: TripBreadcrumb,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/vehicles/:id/device-token',
    summary:
      "Creates the vehicle's device token, or replaces it (the old one stops working): answered this once, only its SHA-256 hash is kept. It is the device identifier of Traccar Client or OsmAnd posting to /api/fleet/positions (docs/fleet.md); 404 for another organization's vehicle, 409 for a retired one; audited",
    access: { section: 'fleet' },
    params: IdParams,
    status: 201,
    response: DeviceToken,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/fleet/vehicles/:id/device-token',
    summary:
      "Revokes the vehicle's device token: its posts get 401 from now on (revoked false when there was none); 404 for another organization's vehicle; audited",
    access: { section: 'fleet' },
    params: IdParams,
    response: DeviceTokenRevoked,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/positions',
    summary:
      'A GPS position in the OsmAnd protocol of Traccar (docs/fleet.md "Positions (OsmAnd)"): id (the device token), lat, lon, timestamp (Unix seconds or milliseconds, or ISO 8601), speed (knots), bearing or heading, altitude, accuracy, batt in the query string. 200 with an empty body; 401 for an unknown or revoked token; 400 naming a missing or out-of-range field; 429 past 120 a minute per token. No session: the token authenticates',
    access: 'anyone',
    produces: 'text/plain',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/positions',
    summary:
      'The same as GET /api/fleet/positions with the fields in the query string or an application/x-www-form-urlencoded body (at most 4 KB, 413 beyond), or the JSON of Traccar Client 9+ ({ location: { timestamp, coords: { latitude, longitude, speed (m/s), heading, altitude, accuracy }, battery: { level } }, device_id })',
    access: 'anyone',
    produces: 'text/plain',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/positions/latest',
    summary:
      "The latest position of each of the organization's vehicles that are not retired and have one, for the map; stale when older than 10 minutes",
    access: { section: 'fleet' },
    response: LatestPosition.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/route/optimize',
    summary:
      'Orders a route for the shortest estimated road distance: start, end (absent or the start again: a round trip) and up to ROUTE_MAX_WAYPOINTS waypoints, each a UAE gazetteer place by English or Arabic name or "lat, lon"; exact up to 16 stops, a 200 ms heuristic beyond. Answers the stops in order, the legs with km and minutes (peak-hour truck-ban waits included for heavy trucks and reefers), totals, ETA and departure advice, all labelled an estimate (docs/estimates.md). 400 names an unknown place with up to 5 suggestions (UnknownPlaceBody). Reads nothing and writes nothing',
    access: { section: 'fleet' },
    body: OptimizeRouteRequest,
    response: OptimizedRoute,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/dashboard',
    summary:
      'The organization\'s fleet at a glance, counted from its rows now (docs/fleet.md "Dashboard and analytics"): vehicles and drivers not retired and active ones, trips in progress and completed today (Asia/Dubai), vehicles due for maintenance (prediction high or overdue, or in maintenance); alerts (maintenance due, registration, insurance or licence expired or expiring within 30 days, a planned trip not started 30 minutes after its planned start, a trip in progress past its planned start plus the road model\'s duration) critical first then by date, each with kind, params and an English message; the five most recent trips',
    access: { section: 'fleet' },
    response: FleetDashboard,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/fleet/analytics',
    summary:
      'The organization\'s fleet figures of the last 30 days (docs/fleet.md "Dashboard and analytics"): utilization (percent of vehicles not retired that ran a trip), average driver rating (null: trips carry no rating), km and number of completed trips, a 14-day series, km per vehicle, and insights (busiest lane, least utilised vehicle, top driver, on-time starts), each saying how it was computed and left out without data',
    access: { section: 'fleet' },
    response: FleetAnalytics,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/fleet/maintenance/predict/:id',
    summary:
      "Predicts a vehicle's next service from its data (no body): the date and km, days and km remaining, a risk level (low, medium, high, overdue) and the reasons with weights summing to 1, labelled an estimate (docs/estimates.md). 404 for another organization's vehicle, 409 for a retired one. Stores nothing",
    access: { section: 'fleet' },
    params: IdParams,
    response: MaintenancePrediction,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/shipments/:id/documents',
    summary:
      "Uploads a document file to a shipment of the organization. The body is the file itself: Content-Type one of DOCUMENT_CONTENT_TYPES (else 415), at most DOCUMENT_MAX_BYTES (else 413), content starting with the type's signature (%PDF-, PNG, JPEG FFD8FF; else 400), X-File-Name URL-encoded (sanitised). 201 with the document, status pending; a file-less check of the same type still waiting receives the file. Pushes document_update to the customer",
    access: { section: 'documents' },
    params: IdParams,
    query: DocumentUploadQuery,
    upload: DOCUMENT_CONTENT_TYPES,
    status: 201,
    response: DocumentDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/documents',
    summary:
      "The organization's documents, newest first (at most 500), optionally by shipmentId (404 when not the organization's) and status",
    access: { section: 'documents' },
    apiKey: 'documents:read',
    query: DocumentListQuery,
    response: DocumentDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/documents/:id/file',
    summary:
      "Downloads a document's file (Content-Disposition attachment with a safe name, X-Content-Type-Options nosniff); 404 when the document has no file or is another organization's",
    access: { section: 'documents' },
    params: IdParams,
    produces: 'application/octet-stream',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/documents/:id/review',
    summary:
      "Approves or rejects a document (a rejection needs a reason, stored as its description); the customer's compliance checks and the assistant read the same row; pushes document_update to the customer",
    access: { section: 'documents' },
    params: IdParams,
    body: ReviewDocument,
    response: DocumentDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/notifications',
    summary:
      "The newest 50 notifications of the caller's organization (shipment exceptions, support cases opened by customers, hand-offs) with readAt for the caller, and the caller's unread count",
    access: 'staff',
    response: NotificationList,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/notifications/read-all',
    summary: 'Marks every notification of the organization read for the caller; {success: true, marked}',
    access: 'staff',
    response: MarkedAllRead,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/notifications/:id/read',
    summary: "Marks a notification read for the caller (404 for another organization's); {success: true}",
    access: 'staff',
    params: IdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/conversations',
    summary:
      "Web chats of the organization waiting for the team (handed off by the assistant, or with an open support case) and every conversation of its chat widget that has messages (channel widget, with the visitor's page URL), newest activity first (at most 100); `customerId` keeps those of one customer of the organization (none for anyone else's)",
    access: { section: 'ai-chat' },
    query: ConversationListQuery,
    response: Conversation.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/conversations/:sessionId/messages',
    summary:
      "A conversation's messages, oldest first (404 for another organization's or one never brought to the team)",
    access: { section: 'ai-chat' },
    params: SessionIdParams,
    response: ConversationMessages,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/conversations/:sessionId/messages',
    summary:
      "Replies as a person of the team: 201 ChatMessage with role agent, pushed as new_message to the customer's open chat (or the chat widget's sockets); for 30 minutes after it the assistant only acknowledges the customer's messages (ADR 0010)",
    access: { section: 'ai-chat' },
    params: SessionIdParams,
    body: AgentReply,
    status: 201,
    response: ChatMessage,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/widget',
    summary:
      "The organization's chat widget settings (made on first read: disabled, with a website token); the identity secret is never in it, only whether one is set",
    access: { section: 'chat-widget' },
    response: WidgetSettings,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/widget',
    summary:
      'Changes the widget settings (a field left out keeps its value): enabled, allowed origins (at most 20, http/https origins without path, wildcard subdomains as https://*.example.ae; lower-cased, duplicates dropped), greeting, business hours (Asia/Dubai), pre-chat fields; audited',
    access: { section: 'chat-widget', orgAdmin: true },
    body: WidgetSettingsUpdate,
    response: WidgetSettings,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/widget/website-token',
    summary:
      'A new website token: the old one is refused from now on and every widget session made with it ends (401 on its calls, its sockets closed with 4401); audited',
    access: { section: 'chat-widget', orgAdmin: true },
    response: WidgetSettings,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/widget/identity-secret',
    summary:
      'A new identity secret (32 random bytes, hex), answered this once: user hashes made with the old one no longer verify; audited',
    access: { section: 'chat-widget', orgAdmin: true },
    response: WidgetIdentitySecret,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/widget/:websiteToken/config',
    summary: `The widget's look and greeting, whether the team is online (business hours) and the pre-chat form; 404 for an unknown token or a disabled widget. ${WIDGET_ORIGIN_RULE}`,
    access: 'anyone',
    params: WebsiteTokenParams,
    response: WidgetConfig,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/widget/:websiteToken/sessions',
    summary: `Starts a widget conversation (or resumes the one of \`resume\` when it is of the same organization, token and identity): with user.hash = hex(HMAC-SHA256(identitySecret, user.id)) bound to that customer of the organization (403 'Identity verification failed' otherwise), anonymous without; 400 when the pre-chat form is required and empty; 404 for an unknown token or a disabled widget; 429 with Retry-After beyond 20 sessions in 10 minutes per IP address or 600 per website token. ${WIDGET_ORIGIN_RULE}`,
    access: 'anyone',
    params: WebsiteTokenParams,
    body: WidgetSessionStart,
    status: 201,
    response: WidgetSession,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/widget/messages',
    summary: `The widget conversation's messages, oldest first; the session's token in X-Widget-Session (missing, unknown, expired or ended by a token rotation: 401). ${WIDGET_ORIGIN_RULE}`,
    access: 'anyone',
    response: ChatMessage.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/widget/messages',
    handlerParsesBody: true,
    summary: `Sends the visitor's message (X-Widget-Session as on GET); answers with it and the assistant's reply, both pushed to the conversation's sockets. A verified customer's assistant sees their shipments; an anonymous visitor's only tracks the organization's shipments by number. 429 with Retry-After beyond 20 messages a minute per session and 60 per IP address. ${WIDGET_ORIGIN_RULE}`,
    access: 'anyone',
    body: WidgetMessageRequest,
    status: 201,
    response: SendMessageResponse,
  }),
  // issue 17: api management
  defineEndpoint({
    method: 'GET',
    path: '/api/org/api-keys',
    summary:
      "The organization's API keys, newest first (revoked ones too): name, visible prefix, scopes, creator, last use; never the key itself",
    access: { section: 'api-status' },
    response: ApiKeyDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/api-keys',
    summary:
      'Creates an API key (qk_live_ and 43 random base64url characters) with a name and scopes; the answer is the only time the key is shown: only its SHA-256 hash and first 12 characters are stored; audited api-key.created',
    access: { section: 'api-status', orgAdmin: true },
    body: CreateApiKey,
    status: 201,
    response: CreatedApiKey,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/api-keys/:id',
    summary:
      "Revokes an API key at once (its calls answer 401 from then on); again: no change; another organization's: 404; audited api-key.revoked",
    access: { section: 'api-status', orgAdmin: true },
    params: IdParams,
    response: ApiKeyDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/webhooks',
    summary:
      "The organization's webhook endpoints: URL, events, enabled or disabled (and why), failures in a row, the signing secret's last 4 characters, last delivery",
    access: { section: 'api-status' },
    apiKey: 'webhooks:manage',
    response: WebhookEndpointDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/webhooks',
    summary:
      'Adds a webhook endpoint (http(s) URL, called through the outbound guard at delivery) for some of WEBHOOK_EVENT_TYPES; answers its signing secret (whsec_…) this once, stored encrypted; audited webhook.created',
    access: { section: 'api-status', orgAdmin: true },
    apiKey: 'webhooks:manage',
    body: CreateWebhookEndpoint,
    status: 201,
    response: CreatedWebhookEndpoint,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/webhooks/:id',
    summary:
      "Changes a webhook endpoint's URL, events or description, or turns it off or back on (on again: its failure count restarts); another organization's: 404",
    access: { section: 'api-status', orgAdmin: true },
    apiKey: 'webhooks:manage',
    params: IdParams,
    body: UpdateWebhookEndpoint,
    response: WebhookEndpointDto,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/webhooks/:id',
    summary: "Removes a webhook endpoint and its delivery log; another organization's: 404; audited webhook.deleted",
    access: { section: 'api-status', orgAdmin: true },
    apiKey: 'webhooks:manage',
    params: IdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/webhooks/:id/deliveries',
    summary:
      "The endpoint's newest 100 deliveries: event, status (pending, delivered, failed), attempts, next attempt, response code, latency and error of the last attempt",
    access: { section: 'api-status' },
    apiKey: 'webhooks:manage',
    params: IdParams,
    response: WebhookDeliveryDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/webhooks/:id/test',
    summary:
      'Sends a signed `ping` event to the endpoint now (even when disabled) and answers the delivery with its outcome',
    access: { section: 'api-status', orgAdmin: true },
    apiKey: 'webhooks:manage',
    params: IdParams,
    response: WebhookDeliveryDto,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/webhooks/:id/deliveries/:deliveryId/redeliver',
    summary:
      'Sends a delivery again now, as a new delivery of the same event (same event id, fresh signature), and answers it with its outcome',
    access: { section: 'api-status', orgAdmin: true },
    apiKey: 'webhooks:manage',
    params: z.object({ id: pathId('id'), deliveryId: pathId('deliveryId') }),
    response: WebhookDeliveryDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/api-usage',
    summary:
      "The organization's API usage of the last 30 days (Asia/Dubai): calls, API-key calls and error answers per day, per route with the average time to answer, and the health of its keys and webhooks",
    access: { section: 'api-status' },
    response: ApiUsage,
  }),
  // issue 17: whatsapp
  defineEndpoint({
    method: 'GET',
    path: '/api/org/whatsapp',
    summary:
      "The organization's WhatsApp Cloud API connection (null when none): number ids, status, the webhook's path and verify token; the access token only by its last 4 characters, the app secret never",
    access: { section: 'whatsapp' },
    response: WhatsAppConnectionState,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/whatsapp',
    summary:
      'Connects the WhatsApp Business number, or changes it (an absent access token or app secret keeps the stored one; both are required to connect). The secrets are stored encrypted (AES-256-GCM); the status is pending until Meta verifies the webhook; audited',
    access: { section: 'whatsapp', orgAdmin: true },
    body: ConnectWhatsApp,
    response: WhatsAppConnection,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/whatsapp',
    summary:
      'Disconnects the number: its secrets are deleted and its webhook answers 404; the stored messages and conversations stay; audited',
    access: { section: 'whatsapp', orgAdmin: true },
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/whatsapp/stats',
    summary:
      'Figures of the last 7, 30 (default) or 90 days from the stored messages: conversations, messages in and out, median response time, delivery and read rates, failed sends',
    access: { section: 'whatsapp' },
    query: WhatsAppStatsQuery,
    response: WhatsAppStats,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/whatsapp/webhook/:connectionKey',
    summary:
      "The Cloud API's verification request: with hub.mode=subscribe and the connection's verify token, answers hub.challenge as text/plain (and the connection counts as verified); otherwise 403. Unknown connection: 404",
    access: 'anyone',
    params: WhatsAppWebhookParams,
    query: WhatsAppVerifyQuery,
    produces: 'text/plain',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/whatsapp/webhook/:connectionKey',
    summary:
      "The Cloud API's notifications (entry[].changes[].value.messages[] and statuses[]), signed with X-Hub-Signature-256 (sha256=<hex HMAC-SHA256 of the raw body with the app secret>): unsigned or wrong signature 401 and nothing stored. A text message is stored once per message id and answered by the assistant through the Graph API; statuses update the sent messages. Unknown connection: 404",
    access: 'anyone',
    params: WhatsAppWebhookParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/support/channels',
    summary:
      "The support dashboard's Channels panel: whether the caller's organization (the demo one for visitors) has a WhatsApp number connected, and the web chat",
    access: 'anyone',
    response: SupportChannels,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me',
    summary: "The signed-in user's profile; language is the same preference as /api/me/preferences",
    access: 'signed_in',
    response: Profile,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/me',
    summary:
      'Updates the profile (every field optional, empty string clears an optional one, unknown keys 400, an e-mail address of another user 409); audited',
    access: 'signed_in',
    body: UpdateProfile,
    response: Profile,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/password',
    summary:
      "Changes the caller's password: wrong current password 400 'Current password is incorrect' (5 in 15 minutes: 429), the new one must differ from the current one and the username; other sessions are revoked, the current one stays; audited",
    access: 'signed_in',
    body: ChangeOwnPassword,
    response: Success,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me/two-factor',
    summary: "Whether the caller's two-factor sign-in is on, since when, and how many recovery codes are left",
    access: 'signed_in',
    response: TwoFactorStatus,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/two-factor/setup',
    summary:
      'Starts enrolling: a new pending TOTP secret (base32), its otpauth:// URL and a QR code (SVG); again replaces the pending secret. 409 when two-factor sign-in is already on',
    access: 'signed_in',
    response: TwoFactorSetup,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/two-factor/confirm',
    summary:
      'Turns two-factor sign-in on with a code of the pending secret; answers the ten recovery codes, shown once. Wrong code 400; no pending setup 409; audited',
    access: 'signed_in',
    body: TwoFactorConfirm,
    response: RecoveryCodes,
    beforeTwoFactor: true,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/two-factor/disable',
    summary:
      'Turns two-factor sign-in off with the password and a current code or an unused recovery code (wrong either: 400 with one message; 5 in 15 minutes: 429); audited',
    access: 'signed_in',
    body: TwoFactorPasswordAndCode,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/two-factor/recovery-codes',
    summary:
      'Ten new recovery codes (the old ones void), with the password and a current code or an unused recovery code (as for disable); audited',
    access: 'signed_in',
    body: TwoFactorPasswordAndCode,
    response: RecoveryCodes,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me/data-requests',
    summary: "The caller's PDPL data requests (export and erasure), newest first",
    access: 'signed_in',
    response: DataRequestDto.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/data-requests',
    summary: `Asks for a copy of one's data (export: a ZIP of JSON and one's documents, prepared at once and downloadable once within ${DATA_EXPORT_EXPIRY_DAYS} days) or its erasure (answered by an organization admin); due in ${DATA_REQUEST_DUE_DAYS} days. 409 while one of the same kind is open; audited`,
    access: 'signed_in',
    body: CreateDataRequest,
    status: 201,
    response: DataRequestDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me/data-requests/:id/download',
    summary:
      "The ready export's ZIP, once: the file is removed as it is sent (again: 409). Only its requester (others 404); audited",
    access: 'signed_in',
    params: IdParams,
    produces: 'application/zip',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/data-requests',
    summary: "The organization's data requests with their requester and deadline, newest first (organization admins)",
    access: 'org_admin',
    response: OrgDataRequest.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/data-requests/:id/fulfil',
    summary:
      "Fulfils a pending request: an erasure anonymises the person's account, removes their password, two-factor secrets, sessions and the personal content of their conversations, and keeps their shipments with the person detached; one's own erasure needs another admin (409). Another organization's: 404; audited",
    access: 'org_admin',
    params: IdParams,
    response: OrgDataRequest,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/data-requests/:id/reject',
    summary: "Rejects a pending request with the reason the requester sees. Another organization's: 404; audited",
    access: 'org_admin',
    params: IdParams,
    body: RejectDataRequest,
    response: OrgDataRequest,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/me/sessions',
    summary:
      "The caller's live sign-in sessions, latest first: device (from the user agent), IP address, created, last request (to the minute), expiry, and which one is this request's",
    access: 'signed_in',
    beforeTwoFactor: true,
    response: SignInSession.array(),
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/me/sessions/:sessionId',
    summary:
      "Ends one of the caller's live sessions (its token stops working, its WebSockets close; the current one: signing out); 404 for any other id",
    access: 'signed_in',
    beforeTwoFactor: true,
    params: SessionPublicIdParams,
    response: Success,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/me/sessions/revoke-others',
    summary: "Ends every live session of the caller but this request's; answers how many",
    access: 'signed_in',
    beforeTwoFactor: true,
    response: RevokedSessions,
  }),
  // issue 18: telemetry
  defineEndpoint({
    method: 'GET',
    path: '/api/telemetry/sensors',
    summary:
      "The organization's temperature sensors: kind, vehicle, the shipments each is attached to now, the latest reading and where it stands against their range (in_range, out_of_range, no_range, no_reading; silent after 15 minutes without a reading)",
    access: { section: 'temperature' },
    response: Sensor.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/telemetry/vehicles',
    summary:
      "The organization's vehicles a sensor can be mounted in (id, licence plate, make and model; retired ones left out), for staff of the temperature section without the fleet section",
    access: { section: 'temperature' },
    response: TelemetryVehicle.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/sensors',
    summary:
      'Registers a sensor (name, kind reefer|probe|logger, optional vehicle) and answers its device token this once: only its SHA-256 hash is kept. Devices post readings to POST /api/telemetry/readings with it (docs/temperature.md); audited',
    access: { section: 'temperature' },
    body: CreateSensor,
    status: 201,
    response: SensorToken,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/telemetry/sensors/:id',
    summary:
      "Renames a sensor, changes its kind or the vehicle it is mounted in (null: none); 404 for another organization's sensor or vehicle",
    access: { section: 'temperature' },
    params: IdParams,
    body: UpdateSensor,
    response: Sensor,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/sensors/:id/token',
    summary:
      "Replaces a sensor's device token (the old one stops working at once) and answers the new one this once; a revoked sensor becomes active again; audited",
    access: { section: 'temperature' },
    params: IdParams,
    response: SensorToken,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/telemetry/sensors/:id/token',
    summary:
      'Revokes a sensor: its token gets 401 from now on; its readings and excursions stay; its open attachments end now; audited',
    access: { section: 'temperature' },
    params: IdParams,
    response: Sensor,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/sensors/:id/assignments',
    summary:
      "Attaches a sensor to a shipment of the organization from now, or from `from` (at most 7 days ago: the readings stored since then count too), until detached; a shipment without a range gets the chilled range (2–8 °C, 15 minutes); 409 when already attached or the sensor is revoked; 404 for another organization's sensor or shipment",
    access: { section: 'temperature' },
    params: IdParams,
    body: AttachSensor,
    status: 201,
    response: Sensor,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/telemetry/assignments/:id',
    summary:
      "Detaches a sensor from a shipment now (the readings so far stay the shipment's); 404 for another organization's",
    access: { section: 'temperature' },
    params: IdParams,
    response: Sensor,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/telemetry/shipments',
    summary:
      "The organization's shipments under temperature monitoring (a range set or a sensor attached), newest first, with their range, sensors and excursions",
    access: { section: 'temperature' },
    response: ColdChainShipment.array(),
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/telemetry/shipments/:shipmentId/profile',
    summary:
      "Sets a shipment's temperature range (chilled 2–8 °C, frozen ≤ −18 °C, ambient 15–25 °C, or custom minC/maxC) and tolerance in minutes (default 15); its excursions are computed again; 404 for another organization's shipment",
    access: { section: 'temperature' },
    params: ShipmentIdParams,
    body: SetColdChainProfile,
    response: ColdChainProfile,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/telemetry/shipments/:shipmentId',
    summary:
      "A shipment's readings (every sensor while attached to it, time order), range, excursions and summary: the chart and the printable cold-chain report; 404 for another organization's shipment",
    access: { section: 'temperature' },
    params: ShipmentIdParams,
    response: ShipmentTemperature,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/telemetry/shipments/:shipmentId/report.csv',
    summary:
      "A shipment's cold-chain report as text/csv (UTF-8 with BOM): one row per reading (time UTC, sensor, °C, humidity, in range) after the shipment, range and excursions; 404 for another organization's shipment",
    access: { section: 'temperature' },
    params: ShipmentIdParams,
    produces: 'text/csv',
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/telemetry/readings',
    summary:
      'Readings of a sensor, authenticated by its device token in the X-Device-Token header (no session): one reading { temperatureC, humidity?, at, lat?, lon? } or { readings: [...] } with up to 500. temperatureC −60..80, humidity 0..100, at at most 5 minutes ahead and 7 days old, else 400 naming the field and nothing stored; the same sensor and instant are stored once; excursions are detected for every shipment the sensor is attached to at that time (staff notified, the customer alerted live). 401 unknown or revoked token; 429 past 60 posts a minute per token',
    access: 'anyone',
    body: PostReadings,
    handlerParsesBody: true,
    response: ReadingsStored,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This reference as an OpenAPI 3.1 document, generated from the endpoint registry',
    access: 'anyone',
    response: OpenApiDocument,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/reference',
    summary: 'The API reference page (Scalar, served by the API itself)',
    access: 'anyone',
    produces: 'text/html',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/reference/scalar.js',
    summary: "The API reference page's script",
    access: 'anyone',
    produces: 'text/javascript',
  }),
  // issue 18: compliance
  defineEndpoint({
    method: 'GET',
    path: '/api/org/compliance',
    summary:
      "UAE Compliance: the organization's compliance score (complete requirements over all requirements of its undelivered shipments, in percent; the overview's complianceScore), the checklists of required documents (with their states) of the COMPLIANCE_SHIPMENT_LIMIT (200) least complete undelivered shipments, and the trade licence and permits with days to expiry",
    access: { section: 'compliance' },
    response: ComplianceOverview,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/compliance/shipments/:shipmentId/checklist/:documentType',
    summary:
      "Resolves a required document of one of the organization's shipments without a document of ours: not_applicable or received_outside, with a note (3–500 characters); it then counts as complete. 404 for another organization's shipment, 409 when the shipment does not need that document; audited",
    access: { section: 'compliance' },
    params: ChecklistParams,
    body: ResolveChecklistItem,
    response: ShipmentCompliance,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/compliance/shipments/:shipmentId/checklist/:documentType',
    summary:
      "Reopens a resolved checklist item (its state follows the shipment's documents again); 404 for another organization's shipment or an item not resolved; audited",
    access: { section: 'compliance' },
    params: ChecklistParams,
    response: ShipmentCompliance,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/org/compliance/licences',
    summary:
      "Adds a trade licence or permit (kind, number, authority, issued and expiry days). The organization's admins are notified once when it comes within 60, 30 and 7 days of expiry; audited",
    access: { section: 'compliance', orgAdmin: true },
    body: SaveLicence,
    status: 201,
    response: Licence,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/org/compliance/licences/:id',
    summary:
      "Changes a licence or permit (a renewal: a new expiry day re-arms the 60/30/7-day notifications); 404 for another organization's; audited",
    access: { section: 'compliance', orgAdmin: true },
    params: IdParams,
    body: SaveLicence,
    response: Licence,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/org/compliance/licences/:id',
    summary: "Removes a licence or permit; 404 for another organization's; audited",
    access: { section: 'compliance', orgAdmin: true },
    params: IdParams,
    response: Success,
  }),
  // issue 18: customs
  defineEndpoint({
    method: 'GET',
    path: '/api/customs/declarations',
    summary:
      "The organization's customs declarations, last changed first, filtered by status and type; duty and VAT in AED fils (the submitted calculation once submitted, else today's)",
    access: { section: 'customs' },
    query: DeclarationListQuery,
    response: DeclarationSummary.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/customs/declarations',
    summary:
      "A draft declaration for one of the organization's shipments (by tracking number; another organization's: 404): lines with validated HS codes (6 digits or 8 with the UAE extension), ISO 3166 origin, amounts in the currency's minor unit; a rate for currencies without a peg",
    access: { section: 'customs' },
    body: CreateDeclaration,
    status: 201,
    response: Declaration,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/customs/declarations/:id',
    summary:
      'A declaration with its lines, the duty and VAT calculation line by line (recomputed, and as stored at submission) and its history',
    access: { section: 'customs' },
    params: IdParams,
    response: Declaration,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/customs/declarations/:id',
    summary: "Replaces a draft's fields and lines; 409 once it is submitted",
    access: { section: 'customs' },
    params: IdParams,
    body: UpdateDeclaration,
    response: Declaration,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/customs/declarations/:id/status',
    summary:
      'The workflow: draft → submitted (stores the calculation) → cleared, held or rejected (reason required); held → cleared or rejected; 409 for any other step. Clearing, holding and rejecting: organization admins only (403)',
    access: { section: 'customs' },
    params: IdParams,
    body: ChangeDeclarationStatus,
    response: Declaration,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/free-zones',
    summary:
      'The UAE free zones (names in English and Arabic, emirate, authority, designated zone for VAT where checked, customs code where published, map position)',
    access: { section: 'freezone' },
    response: FreeZoneDto.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/free-zones/movements',
    summary:
      "The organization's declarations moving goods between a free zone and the mainland, with their duty consequence from the customs calculator",
    access: { section: 'freezone' },
    response: DeclarationSummary.array(),
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/free-zones/registrations',
    summary: "The organization's free zone licences, soonest expiry first",
    access: { section: 'freezone' },
    response: FreeZoneRegistration.array(),
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/free-zones/registrations',
    summary: 'Adds a free zone licence (the same licence twice in a zone: 409)',
    access: { section: 'freezone', orgAdmin: true },
    body: FreeZoneRegistrationInput,
    status: 201,
    response: FreeZoneRegistration,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/free-zones/registrations/:id',
    summary: 'Changes a free zone licence',
    access: { section: 'freezone', orgAdmin: true },
    params: IdParams,
    body: FreeZoneRegistrationInput,
    response: FreeZoneRegistration,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/free-zones/registrations/:id',
    summary: 'Removes a free zone licence',
    access: { section: 'freezone', orgAdmin: true },
    params: IdParams,
    response: Success,
  }),
  // issue 19: insights
  defineEndpoint({
    method: 'GET',
    path: '/api/org/insights',
    summary:
      'Business Intelligence over a range of Dubai calendar days (default the last 90; at most 731) and optional lane, service and customer filters: bookings per week and their declared value (AED), on-time rate and transit days of the shipments delivered in the range (by lane and service), customs dwell time, exceptions by cause and the top customers; 400 for a reversed or too long range',
    access: { section: 'insights' },
    query: InsightsQuery,
    response: InsightsReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/insights/export.csv',
    summary:
      'The Business Intelligence report of the same range and filters as text/csv (UTF-8 with BOM; cells a spreadsheet would run as formulas are neutralised)',
    access: { section: 'insights' },
    query: InsightsQuery,
    produces: 'text/csv',
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/carbon',
    summary:
      "Carbon Footprint Tracking (estimates): kg CO₂e of the shipments delivered in the range (default the last 365 days) and the fleet's trips completed in it — distance × weight × the mode's or vehicle's factor, allocated by tonne-km — with totals by mode, month, lane and customer, the intensity (g CO₂e per tonne-km), the trips' route-optimisation saving and the modal saving against road-only transport",
    access: { section: 'carbon' },
    query: CarbonQuery,
    response: CarbonReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/org/carbon/export.csv',
    summary:
      "The carbon footprint's shipments of the range as text/csv (UTF-8 with BOM), one customer's with customerId (the per-customer report), with the factor and distance of each",
    access: { section: 'carbon' },
    query: CarbonQuery,
    produces: 'text/csv',
  }),
  // issue 19: predictive
  defineEndpoint({
    method: 'GET',
    path: '/api/predictive',
    summary:
      "Predictive Analytics: the organization's latest delay-risk model run (sample sizes; AUC with its 95 % interval, accuracy, precision, recall, Brier score and calibration on the held-out most recent 25 % of bookings; trains one on the first visit), the risk of its active shipments with the top 3 factors (empty unless the model shows skill) and the weekly booking forecast for 4 weeks with an interval and its backtest error",
    access: { section: 'analytics' },
    response: PredictiveOverview,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/predictive/retrain',
    summary:
      "Retrains the organization's delay-risk model on its delivered shipments now and answers as GET /api/predictive; at most 10 a hour per organization (429); audited. The model is also retrained daily",
    access: { section: 'analytics' },
    response: PredictiveOverview,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/traffic',
    summary:
      "Dubai Traffic Conditions: each corridor's traffic level and travel-time index now and for the 48 half hours of a day (today by default), with the truck movement restrictions in force — an estimate from the documented time-of-day model unless a traffic feed is configured",
    access: { section: 'traffic' },
    query: TrafficQuery,
    response: TrafficOverview,
  }),
  // issue 19: calendar
  defineEndpoint({
    method: 'GET',
    path: '/api/calendar/month',
    summary:
      'Islamic Calendar: every day of a Gregorian month with its Umm al-Qura (Hijri) date, the UAE weekend (Saturday–Sunday since 2022), the UAE public holiday on it (fixed, expected — Hijri-based, subject to moon sighting — or official, with its source) and whether it is a business day; today in Asia/Dubai',
    access: { section: 'islamic-calendar' },
    query: CalendarMonthQuery,
    response: CalendarMonth,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/calendar/business-days',
    summary:
      "The business-day calculator: from a day, either the day a number of business days later (days) or the business days up to another day (to), with the weekend days and holidays skipped; weekends and UAE public holidays are not business days (the rule Cargo Management's expected delivery uses)",
    access: { section: 'islamic-calendar' },
    query: BusinessDaysQuery,
    response: BusinessDaysResult,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/seasonal',
    summary:
      "Seasonal Intelligence: for Ramadan, Eid al-Fitr, Eid al-Adha, National Day, the Dubai Shopping Festival and summer, the next occurrence's dates (computed; expected, fixed or official), the organization's bookings and on-time rate in each past occurrence against the 28 days before it, and the estimated weekly bookings of the next occurrence (the volume forecast's baseline times the seasons' historical uplift; null without enough history)",
    access: { section: 'seasonal' },
    response: SeasonalOverview,
  }),
  // issue 20: monitoring
  defineEndpoint({
    method: 'GET',
    path: '/api/monitoring/performance',
    summary:
      "Monitoring (issue 20): the organization's API traffic over a window (15m, 1h, 24h, 7d, 30d) from 1-minute rollups kept 30 days — requests, 5xx and 4xx, error rate, rate per minute, p50/p95/p99 per route template and per minute — with the process's USE figures; spec 001's red/use/rum fields from the same figures",
    access: { section: 'monitoring' },
    query: PerformanceQuery,
    response: PerformanceReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/monitoring/performance',
    summary:
      "The platform's API traffic (every request, tenants' or not) in the shape of GET /api/monitoring/performance",
    access: 'super_admin',
    query: PerformanceQuery,
    response: PerformanceReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/monitoring/security',
    summary:
      "Monitoring's Security tab (issue 20): over a window (default 24h), the organization's own users' live sessions, failed sign-ins per hour, their top source addresses and the accounts under attack (5 or more failures), throttled sign-ins and 429s, password changes and the admin actions of its users from the audit log; spec 001's threatLevel, activeSessions, suspiciousIPs and blockedRequests",
    access: { section: 'monitoring' },
    query: SecurityQuery,
    response: SecurityReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/security-center',
    summary:
      "Security Center (issue 20): the section's read of the same figures as GET /api/monitoring/security (which the Monitoring view's Security tab reads under the monitoring section)",
    access: { section: 'security' },
    query: SecurityQuery,
    response: SecurityReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/monitoring/security',
    summary:
      "The platform's security signals (every account's and address's) in the shape of GET /api/monitoring/security",
    access: 'super_admin',
    query: SecurityQuery,
    response: SecurityReport,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/monitoring/alerts',
    summary:
      "Monitoring's Alerts tab (issue 20): the budgets evaluated on the organization's own traffic (pass, fail or no data, with the measured value and the window) and its alerts (failed sign-in spike, 5xx rate, p95) with severity, firing or resolved, and acknowledgement; the latest 50, firing first",
    access: { section: 'monitoring' },
    response: AlertsReport,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/monitoring/alerts/:id/acknowledge',
    summary:
      "Acknowledges one of the organization's alerts (another organization's: 404); it stays firing until it resolves",
    access: { section: 'monitoring' },
    params: AlertIdParams,
    response: MonitoringAlertDto,
  }),
  defineEndpoint({
    method: 'GET',
    path: '/api/admin/monitoring/alerts',
    summary:
      "The platform's budgets on all traffic and the platform's alerts (event-loop delay among them), in the shape of GET /api/monitoring/alerts",
    access: 'super_admin',
    response: AlertsReport,
  }),
  defineEndpoint({
    method: 'POST',
    path: '/api/admin/monitoring/alerts/:id/acknowledge',
    summary: "Acknowledges a platform alert (an organization's: 404)",
    access: 'super_admin',
    params: AlertIdParams,
    response: MonitoringAlertDto,
  }),
  defineEndpoint({
    method: 'PUT',
    path: '/api/admin/monitoring/budgets/:key',
    summary:
      'Sets a performance budget: its threshold (ms, a rate 0–1 or a CLS score) and optionally its window (5–1440 minutes); answers it evaluated on the platform; audited',
    access: 'super_admin',
    params: BudgetKeyParams,
    body: UpdateBudget,
    response: BudgetStatus,
  }),
  defineEndpoint({
    method: 'DELETE',
    path: '/api/monitoring/security/sessions/:sessionId',
    summary:
      "Security Center (issue 20): an organization admin ends a live session of one of the organization's own users (its public id from GET /api/monitoring/security; any other: 404); its sockets close; audited",
    access: { section: 'security', orgAdmin: true },
    params: SessionPublicIdParams,
    response: Success,
  }),
  // issue 20: rum
  defineEndpoint({
    method: 'POST',
    path: '/api/monitoring/rum',
    handlerParsesBody: true,
    summary:
      "Real-user monitoring (issue 20): a visitor's web vitals (LCP, INP, CLS, FCP, TTFB; page without ids or query; mobile or desktop), sent by the web app only after analytics consent; at most 20 per batch and 4 KB; per-IP limit (429); no identity kept, the platform's",
    access: 'anyone',
    body: RumBatch,
    status: 202,
    response: RumAccepted,
  }),
] as const;

export type ApiEndpoint = (typeof API_ENDPOINTS)[number];
type KeyOf<E> = E extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;
/** `'GET /api/org/documents/:id/file'`: one per route. */
export type EndpointKey = KeyOf<ApiEndpoint>;
export type EndpointOf<K extends EndpointKey> = Extract<
  ApiEndpoint,
  { method: K extends `${infer M} ${string}` ? M : never; path: K extends `${string} ${infer P}` ? P : never }
>;

type Field<K extends EndpointKey, F extends 'params' | 'query' | 'body' | 'response'> = Exclude<
  EndpointOf<K>[F],
  undefined
>;
type Input<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.input<S> : undefined;
/** What a client sends for `K`: path params as their text (or a number), query and body as their schemas take them. */
export type EndpointParams<K extends EndpointKey> = [Field<K, 'params'>] extends [never]
  ? undefined
  : { [N in keyof z.input<Field<K, 'params'>>]: string | number };
export type EndpointQuery<K extends EndpointKey> = Input<Field<K, 'query'>>;
export type EndpointBody<K extends EndpointKey> = Input<Field<K, 'body'>>;
/** The JSON body of a success of `K` (`unknown` for files and streams). */
export type EndpointResponse<K extends EndpointKey> = [Field<K, 'response'>] extends [never]
  ? unknown
  : z.output<Field<K, 'response'>>;

export const endpointKey = (e: Pick<EndpointDefinition, 'method' | 'path'>) => `${e.method} ${e.path}` as EndpointKey;

/** A phrase for the access rule, for the Markdown reference. */
export function describeAccess(access: Access): string {
  if (typeof access === 'string') {
    return {
      anyone: 'anyone',
      signed_in: 'signed-in users',
      staff: 'staff of an organization',
      org_admin: 'organization admins',
      super_admin: 'super admin',
    }[access];
  }
  if ('section' in access) {
    return `${access.orgAdmin ? 'organization admins' : 'staff'} with the ${access.section} section`;
  }
  if ('orgFeature' in access) {
    return `${access.signedIn ? 'signed-in users' : 'anyone'} whose organization has ${access.orgFeature} on`;
  }
  return 'signed-in users';
}

/** The chat's WebSocket, documented beside the HTTP routes. */
export const WS_ENDPOINT = {
  method: 'WS',
  path: '/ws?sessionId={sessionId}',
  summary:
    "Live events of a chat session (new_message, shipment_update, document_update: a document of the customer's shipment was uploaded or reviewed) and of the caller's organization (fleet_position: a position a vehicle's device posted, to its organization's staff with the fleet section), and temperature_alert to a customer when a temperature excursion opens on their shipment (issue 18). A chat widget's socket offers the subprotocol widget.<session token> instead of sessionId, from an allowed origin of its organization (403 otherwise), and receives its conversation's new_message. At most 10 sockets per user or visitor (429 beyond). Closed for good with 4401 when the sign-in ends (logout, password change, expiry, user deleted) and 4403 when the organization is suspended or cancelled; the client does not reconnect after these",
  access: 'same origin; widget sockets: an allowed origin of the widget',
  response: WsEvent,
} as const;

/** Every error answer has this body. */
export const ERROR_BODY = ErrorBody;
