import type { z } from 'zod';
import {
  AdminLoginResponse,
  AdminStatistics,
  BillingPlan,
  ChangePasswordRequest,
  CreateManagedUser,
  Feature,
  ManagedUser,
  UpdateManagedUser,
} from './admin.ts';
import { ChatMessage, SendMessageRequest, SendMessageResponse, WsEvent } from './chat.ts';
import { ErrorBody, Health } from './common.ts';
import { DetectLanguageRequest, DetectLanguageResponse } from './i18n.ts';
import { AnalyticsBatch, ContactRequest, ContactResponse } from './public.ts';
import { CommunicationRecord, ComplianceResult, Shipment, TrackedShipment } from './shipments.ts';
import {
  CallRequestDto,
  CreateCallRequest,
  CreateSupportCase,
  Preferences,
  SupportCaseDto,
  UpdatePreferences,
} from './support.ts';
import { AuthUser, LoginRequest, LoginResponse, User } from './users.ts';

export interface EndpointDoc {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'WS';
  path: string;
  summary: string;
  /** Who may call it. */
  access: string;
  request?: z.ZodType;
  response?: z.ZodType;
  /** Whether the route is served by this version of the API. */
  implemented: boolean;
}

/** The API surface, documented from the schemas. */
export const ENDPOINTS: EndpointDoc[] = [
  {
    method: 'GET',
    path: '/api/health',
    summary: 'Version, uptime and database status; 503 when the database does not answer',
    access: 'anyone',
    response: Health,
    implemented: true,
  },
  {
    method: 'WS',
    path: '/ws?sessionId={sessionId}',
    summary: 'Live events of a chat session (new_message, shipment_update)',
    access: 'same origin',
    response: WsEvent,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in; returns a token and the user',
    access: 'anyone',
    request: LoginRequest,
    response: LoginResponse,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user; 401 without a live session',
    access: 'signed-in users',
    response: AuthUser,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    summary: "Revokes the caller's session",
    access: 'anyone',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/user/{id}',
    summary: 'The user card',
    access: 'the user, or anyone for the demo customer',
    response: User,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/shipments/customer/{customerId}',
    summary: "A customer's shipments",
    access: 'the customer, their organization staff, or anyone for the demo customer',
    response: Shipment.array(),
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/shipments/track/{trackingNumber}',
    summary: 'A shipment by tracking number, with its history',
    access: 'whoever may see the shipment',
    response: TrackedShipment,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/shipments/{shipmentId}/compliance',
    summary: "A shipment's compliance checks",
    access: 'whoever may see the shipment',
    response: ComplianceResult,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/users/{customerId}/communications',
    summary: "A customer's communication records",
    access: 'the customer or their organization staff',
    response: CommunicationRecord.array(),
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/language/detect',
    summary: 'Detects en or ar from text',
    access: 'anyone',
    request: DetectLanguageRequest,
    response: DetectLanguageResponse,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/chat/{sessionId}/messages',
    summary: 'Messages of a chat session, oldest first',
    access: 'the session owner',
    response: ChatMessage.array(),
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/chat/{sessionId}/messages',
    summary: "Sends a message; answers with the user's message and the assistant's reply",
    access: 'the session owner',
    request: SendMessageRequest,
    response: SendMessageResponse,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/contact',
    summary: 'A demo request from the public site; stored as a lead (honeypot, per-IP limit: 429)',
    access: 'anyone',
    request: ContactRequest,
    response: ContactResponse,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/analytics/events',
    summary: 'First-party analytics events, sent only after analytics consent',
    access: 'anyone',
    request: AnalyticsBatch,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/support/cases',
    summary: 'Reports an issue; answers the case with its reference',
    access: 'signed-in users (own or organization shipments)',
    request: CreateSupportCase,
    response: SupportCaseDto,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/support/cases',
    summary: "The caller's support cases (staff: their organization's)",
    access: 'signed-in users',
    response: SupportCaseDto.array(),
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/support/calls',
    summary: 'Requests a support call at a preferred time',
    access: 'signed-in users',
    request: CreateCallRequest,
    response: CallRequestDto,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/support/calls',
    summary: "The caller's call requests (staff: their organization's)",
    access: 'signed-in users',
    response: CallRequestDto.array(),
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/me/preferences',
    summary: 'Language and notification channel',
    access: 'signed-in users',
    response: Preferences,
    implemented: true,
  },
  {
    method: 'PUT',
    path: '/api/me/preferences',
    summary: 'Updates the language and/or notification channel',
    access: 'signed-in users',
    request: UpdatePreferences,
    response: Preferences,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/shipments/{shipmentId}/documents/archive',
    summary: "ZIP of a shipment's document register and history",
    access: 'whoever may see the shipment',
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Super admin sign-in; answers {token}',
    access: 'anyone',
    request: LoginRequest,
    response: AdminLoginResponse,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Revokes the admin session',
    access: 'super admin',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/admin/info',
    summary: 'The signed-in super admin',
    access: 'super admin',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Managed users (all but super admins)',
    access: 'super admin',
    response: ManagedUser.array(),
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Creates a user in an organization of their own (enterprise: enterprise plan; individual: starter)',
    access: 'super admin',
    request: CreateManagedUser,
    response: ManagedUser,
    implemented: true,
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{userId}',
    summary: 'Edits a user; the plan may change freely',
    access: 'super admin',
    request: UpdateManagedUser,
    response: ManagedUser,
    implemented: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{userId}',
    summary: 'Deletes a user (409 while they own shipments)',
    access: 'super admin',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/admin/features',
    summary: 'The feature catalogue',
    access: 'super admin',
    response: Feature.array(),
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/admin/users/{userId}/features/{featureId}',
    summary: 'Assigns a feature; answers {message}',
    access: 'super admin',
    implemented: true,
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{userId}/features/{featureId}',
    summary: 'Removes a feature; answers {message}',
    access: 'super admin',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/admin/statistics',
    summary: '{totalFeatures, totalAssociations}',
    access: 'super admin',
    response: AdminStatistics,
    implemented: true,
  },
  {
    method: 'POST',
    path: '/api/admin/change-password',
    summary: 'Changes the admin password; revokes the other admin sessions',
    access: 'super admin',
    request: ChangePasswordRequest,
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/features/enabled',
    summary: "The signed-in user's enabled feature keys ('overview' first)",
    access: 'signed-in users',
    implemented: true,
  },
  {
    method: 'GET',
    path: '/api/billing/plans',
    summary: 'The plans (USD per month; -1 unlimited)',
    access: 'anyone',
    response: BillingPlan.array(),
    implemented: true,
  },
];

/** Every error answer has this body. */
export const ERROR_BODY = ErrorBody;
