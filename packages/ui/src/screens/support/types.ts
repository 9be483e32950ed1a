import type {
  ChatMessage,
  CommunicationRecord,
  ComplianceResult,
  Language,
  LanguageCode,
  Shipment,
  TrackedShipment,
} from '@qafila/contracts';
import type { ActionResult } from '../../actions/ActionResult.ts';

/** Live connection state shown by the chat header's dot (spec 000 §4). */
export type ConnectionStatus = 'connected' | 'disconnected';

/** Data and events of the customer support dashboard (spec 000 §2). The screen is pure: props in, events out. */
export interface SupportDashboardProps {
  /** Current UI language and the selector's choices (flag + upper-case code). */
  language: LanguageCode;
  languages: readonly Language[];
  onLanguageChange(language: LanguageCode): void;

  /** Visitor of the demo workspace: shows the 'Demo workspace' banner with a sign-in call to action. */
  demo: boolean;
  onSignIn(): void;
  /** Signed-in user: shows Sign out. */
  onSignOut?: () => void;
  /** Signed-in customer: a link to their account page (e.g. `/app/account`) next to Sign out. */
  accountHref?: string | undefined;

  /** The organization's white-label name and logo (PRODUCT.md §3), shown above the title; omitted for the platform's own look. */
  organization?: { displayName: string; logoUrl: string | null } | undefined;

  /** The customer card: username and 'CUST-' + id. Undefined while loading. */
  customer: { id: number; username: string } | undefined;

  /** Active shipments; undefined while loading (three skeleton cards). */
  shipments: Shipment[] | undefined;
  shipmentsError?: string | undefined;
  selectedTrackingNumber: string | undefined;
  onSelectShipment(trackingNumber: string): void;

  /** Chat. `connection` drives the Online/Offline dot. */
  connection: ConnectionStatus;
  messages: ChatMessage[] | undefined;
  messagesError?: string | undefined;
  typing: boolean;
  sending: boolean;
  /** The language auto-detected from what the user types (welcome card badge). */
  detectedLanguage: LanguageCode;
  /** Sends a message; resolves true on success (the input is cleared), false on failure (the text is kept). */
  onSend(content: string): Promise<boolean>;

  /** Right column, for the selected shipment; undefined while loading or when none is selected. */
  shipment: TrackedShipment | undefined;
  shipmentLoading: boolean;
  compliance: ComplianceResult | undefined;
  /** All records; the screen shows the first 5. */
  communications: CommunicationRecord[] | undefined;
  /**
   * Whether the organization has its WhatsApp number connected (`GET /api/support/channels`, issue 17); the Channels
   * panel says "Not connected" otherwise, and while it is unknown.
   */
  whatsappChannel?: 'connected' | 'not_connected' | undefined;

  /** Quick actions. Each is real; the container performs it. */
  onDownloadDocuments(): void;
  onScheduleCall(input: { preferredAt: string; phone: string; topic: string }): Promise<ActionResult>;
  onReportIssue(input: {
    category: 'damaged' | 'missing' | 'delayed' | 'wrong_item' | 'other';
    summary: string;
  }): Promise<ActionResult>;
  preferences: { language: LanguageCode | null; notificationChannel: 'whatsapp' | 'email' | 'web' } | undefined;
  onSavePreferences(input: {
    language: LanguageCode | null;
    notificationChannel: 'whatsapp' | 'email' | 'web';
  }): Promise<ActionResult>;

  /** Why the selected shipment's details could not be loaded. */
  shipmentError?: string | undefined;
  /** The clock for relative times ("5 minutes ago"); defaults to the time of rendering. Stories fix it. */
  now?: Date | number | undefined;
  /** `columns` (three columns), `tabs` (phone tabs) or `auto`: tabs below the tablet breakpoint. Defaults to `auto`. */
  layout?: SupportDashboardLayout | undefined;
  className?: string | undefined;
}

/** How the dashboard arranges its three parts. */
export type SupportDashboardLayout = 'auto' | 'columns' | 'tabs';

/** The parts of the dashboard, also the values of the phone tabs. */
export type SupportDashboardPart = 'shipments' | 'chat' | 'details';
