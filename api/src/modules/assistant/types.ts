import type {
  ChatAction,
  ComplianceData,
  LanguageCode,
  ShipmentDeclaration,
  ShipmentStatus,
  TrackingInfo,
} from '@qafila/contracts';

/** A shipment as the assistant sees it: only shipments the current user may see are ever given to it. */
export interface AssistantShipment {
  id: number;
  trackingNumber: string;
  status: ShipmentStatus;
  origin: string;
  destination: string;
  service: string;
  description: string | null;
  estimatedDelivery: Date | null;
  /** Declared value in AED, when known: lets the assistant estimate duty and VAT. */
  declaredValueAed?: number | null;
  /** Status history, oldest first. */
  events: { status: ShipmentStatus; description: string; location: string | null; occurredAt: Date }[];
  documents: {
    documentType: string;
    name: string;
    status: 'pending' | 'approved' | 'completed' | 'rejected';
    description: string;
  }[];
  /** The shipment's latest customs declaration (issue 18): type, status, duty and VAT in fils once submitted. */
  customsDeclaration?: ShipmentDeclaration | null;
  /** The latest temperature excursion of a monitored shipment (issue 18): when, and the readings out of range. */
  temperatureExcursion?: { startedAt: Date; endedAt: Date | null; minC: number; maxC: number } | null;
}

/**
 * What the assistant may do. Implemented by the chat service over the database, scoped to the user:
 * the assistant never sees another customer's data, so it cannot leak it.
 */
export interface AssistantTools {
  /** The user's shipments (all statuses), newest first. */
  listShipments(): Promise<AssistantShipment[]>;
  /**
   * A shipment of the user by a reference: our tracking number (case, spaces and hyphens already
   * normalised by the caller or not), an air waybill, a container number or an S10 number. Undefined when
   * the user has no such shipment — whether or not it exists for someone else.
   */
  findShipment(reference: string): Promise<AssistantShipment | undefined>;
  /** Opens a persisted support case; returns its reference number (e.g. `CASE-000123`). */
  openSupportCase(input: {
    summary: string;
    shipmentId?: number;
    category: SupportCaseCategory;
  }): Promise<{ reference: string }>;
  /** Marks the chat session for a human agent. */
  requestHandoff(reason: string): Promise<void>;
  /**
   * The person chatting has no customer account here (an anonymous visitor of an organization's chat widget): there
   * is no list of theirs, only tracking by number, and no account to sign in with.
   */
  accountless?: boolean;
}

export type SupportCaseCategory = 'damaged' | 'missing' | 'delayed' | 'wrong_item' | 'other';

export interface AssistantRequest {
  text: string;
  /** Earlier messages of the session, oldest first (for follow-ups such as "and the other one?"). */
  history: { role: 'user' | 'assistant'; content: string; action?: ChatAction }[];
  /** The UI language; the reply language follows the message's own language. */
  uiLanguage: LanguageCode;
  /** The current time (Asia/Dubai is the display time zone). */
  now: Date;
}

export interface AssistantReply {
  language: LanguageCode;
  content: string;
  metadata: {
    action: ChatAction;
    trackingInfo?: TrackingInfo;
    complianceData?: ComplianceData;
    /** 2–4 questions in the reply's language. */
    suggestedQuestions: string[];
  };
}

export interface Assistant {
  reply(request: AssistantRequest, tools: AssistantTools): Promise<AssistantReply>;
}
