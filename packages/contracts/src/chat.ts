import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from './constants.ts';
import { LivePosition } from './fleet-positions.ts';
import { LanguageCode } from './i18n.ts';
import { DocumentStatus, ShipmentStatus } from './shipments.ts';
import { TemperatureAlert } from './telemetry.ts';
import { safeText } from './text.ts';

export const CHAT_ACTIONS = [
  'greeting',
  'help',
  'track_shipment',
  'delivery_status',
  'list_shipments',
  'documents',
  'customs_compliance',
  'report_issue',
  'human_handoff',
  'unknown',
] as const;
export const ChatAction = z.enum(CHAT_ACTIONS);
export type ChatAction = z.infer<typeof ChatAction>;

export const TrackingUpdate = z.object({
  description: z.string(),
  timestamp: z.string(),
  completed: z.boolean(),
  current: z.boolean(),
});
export const TrackingInfo = z
  .object({ trackingNumber: z.string(), route: z.string(), status: ShipmentStatus, updates: z.array(TrackingUpdate) })
  .meta({ id: 'TrackingInfo' });
export type TrackingInfo = z.infer<typeof TrackingInfo>;

export const ComplianceDocument = z.object({ name: z.string(), status: DocumentStatus, description: z.string() });
export const ComplianceData = z.object({ documents: z.array(ComplianceDocument) }).meta({ id: 'ComplianceData' });
export type ComplianceData = z.infer<typeof ComplianceData>;

export const ChatMessageMetadata = z
  .object({
    action: ChatAction.optional(),
    trackingInfo: TrackingInfo.optional(),
    complianceData: ComplianceData.optional(),
    suggestedQuestions: z.array(z.string()).optional(),
  })
  .meta({ id: 'ChatMessageMetadata' });
export type ChatMessageMetadata = z.infer<typeof ChatMessageMetadata>;

/** `agent` is a person of the logistics company replying from the dashboard (issue 7). */
export const ChatRole = z.enum(['user', 'assistant', 'agent']);

/** A chat message (spec 000 §3). */
export const ChatMessage = z
  .object({
    id: z.number().int().positive(),
    role: ChatRole,
    content: z.string(),
    createdAt: z.string(),
    language: LanguageCode,
    metadata: ChatMessageMetadata,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

/** `widget`: the embeddable chat widget on a partner's site (issue 15); its messages go through /api/widget/*. */
export const CHAT_CHANNELS = ['web', 'whatsapp', 'widget'] as const;
/** The channels a client names on /api/chat/:sessionId/messages. */
export const WEB_CHAT_CHANNELS = ['web', 'whatsapp'] as const;

/** The text of a chat message, a customer's or an agent's reply. */
export const MessageContent = safeText(
  z
    .string({ error: 'content must be a string' })
    .trim()
    .min(1, { error: 'content must not be empty' })
    .max(CHAT_MESSAGE_MAX_LENGTH, { error: `content must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters` }),
  'content',
  { multiline: true },
);

/** Send-message payload (spec 000 §3); the web client always sends channel `web`. */
export const SendMessageRequest = z
  .object({
    content: MessageContent,
    userId: z.number({ error: 'userId must be a number' }).int().positive(),
    channel: z.enum(WEB_CHAT_CHANNELS, { error: 'channel must be one of: web, whatsapp' }),
  })
  .meta({ id: 'SendMessageRequest' });
export type SendMessageRequest = z.infer<typeof SendMessageRequest>;

export const SendMessageResponse = z
  .object({ userMessage: ChatMessage, assistantMessage: ChatMessage })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** Chat session ids are made in the browser: prefix + time + random (spec 000 §3). */
export const ChatSessionId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'sessionId must be 8-128 letters, digits, _ or -' });

/** Events pushed over `/ws`. */
export const WsEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), message: ChatMessage }),
  z.object({
    type: z.literal('shipment_update'),
    shipmentId: z.number().int().positive(),
    trackingNumber: z.string(),
    status: ShipmentStatus,
  }),
  z.object({ type: z.literal('connected'), sessionId: z.string() }),
  /** A document of the customer's shipment was uploaded or reviewed: its compliance checks changed (issue 7). */
  z.object({ type: z.literal('document_update'), shipmentId: z.number().int().positive() }),
  /** A vehicle's device posted a position: to the organization's staff who may use the fleet section (issue 14). */
  z.object({ type: z.literal('fleet_position'), position: LivePosition }),
  /** A temperature excursion opened on the customer's shipment (issue 18): their support dashboard shows it. */
  z.object({ type: z.literal('temperature_alert'), alert: TemperatureAlert }),
]);
export type WsEvent = z.infer<typeof WsEvent>;
