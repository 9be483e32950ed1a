import type { z } from 'zod';
import { ChatMessage, SendMessageRequest, SendMessageResponse, WsEvent } from './chat.ts';
import { ErrorBody, Health } from './common.ts';
import { DetectLanguageRequest, DetectLanguageResponse } from './i18n.ts';
import { CommunicationRecord, ComplianceResult, Shipment, TrackedShipment } from './shipments.ts';
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

/**
 * The API surface, documented from the schemas. `implemented: false` marks routes of the specification
 * that later milestones add; the generated reference says so rather than pretending they exist.
 */
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
    implemented: false,
  },
  {
    method: 'GET',
    path: '/api/chat/{sessionId}/messages',
    summary: 'Messages of a chat session, oldest first',
    access: 'the session owner',
    response: ChatMessage.array(),
    implemented: false,
  },
  {
    method: 'POST',
    path: '/api/chat/{sessionId}/messages',
    summary: "Sends a message; answers with the user's message and the assistant's reply",
    access: 'the session owner',
    request: SendMessageRequest,
    response: SendMessageResponse,
    implemented: false,
  },
];

/** Every error answer has this body. */
export const ERROR_BODY = ErrorBody;
