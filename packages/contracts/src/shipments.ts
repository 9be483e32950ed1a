import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { ShipmentDeclaration } from './customs.ts';
import { boundedText, safeText } from './text.ts';

/** Shipment status values (spec 000 §4). Unknown values display as `pending`. */
export const SHIPMENT_STATUSES = ['in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending'] as const;
export const ShipmentStatus = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatus>;

/**
 * Why a shipment was held up, as a code (issue 19): set on `delayed` and `customs_clearance` events where the cause is
 * known; the event's description stays the free text a person typed. No code = unspecified.
 */
export const DELAY_REASONS = [
  'weather',
  'customs_inspection',
  'missing_documents',
  'capacity',
  'address_issue',
  'mechanical',
  'other',
] as const;
export const DelayReason = z.enum(DELAY_REASONS, {
  error: `reasonCode must be one of ${DELAY_REASONS.join(', ')}`,
});
export type DelayReason = z.infer<typeof DelayReason>;

const DAY_MS = 86_400_000;
/** Asia/Dubai is UTC+4 all year (no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 3_600_000;

/**
 * On time, the one definition every figure uses (issue 19): delivered at or before the end of the Asia/Dubai calendar
 * day of the estimated delivery promised. Shipments without an estimated delivery are left out of on-time rates.
 */
export function isOnTime(deliveredAt: Date, estimatedDelivery: Date): boolean {
  const dayStart = Math.floor((estimatedDelivery.getTime() + DUBAI_OFFSET_MS) / DAY_MS) * DAY_MS - DUBAI_OFFSET_MS;
  return deliveredAt.getTime() < dayStart + DAY_MS;
}

/** Normalises any server value to a known status; unknown statuses display as pending. */
export function toShipmentStatus(value: unknown): ShipmentStatus {
  return ShipmentStatus.safeParse(value).success ? (value as ShipmentStatus) : 'pending';
}

/** An entry of the customer's shipment list (spec 000 §3). */
export const Shipment = z
  .object({
    id: z.number().int().positive(),
    trackingNumber: z.string(),
    status: ShipmentStatus,
    origin: z.string(),
    destination: z.string(),
    estimatedDelivery: IsoDateTime.nullable(),
    /** For a delayed shipment, why (the description of its latest delay event); otherwise null. */
    delayReason: z.string().nullable(),
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof Shipment>;

export const ShipmentEvent = z
  .object({
    status: ShipmentStatus,
    description: z.string(),
    location: z.string().nullable(),
    occurredAt: IsoDateTime,
  })
  .meta({ id: 'ShipmentEvent' });
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

/** A shipment looked up by tracking number (spec 000 §3), with its status history. */
export const TrackedShipment = Shipment.extend({
  weight: z.string(),
  dimensions: z.string(),
  service: z.string(),
  value: z.string(),
  /** The same figures as numbers, for locale-aware formatting. */
  weightKg: z.number(),
  dimensionsCm: z.object({ length: z.number(), width: z.number(), height: z.number() }),
  declaredValueAed: z.number(),
  description: z.string().nullable(),
  events: z.array(ShipmentEvent),
}).meta({ id: 'TrackedShipment' });
export type TrackedShipment = z.infer<typeof TrackedShipment>;

/** Document statuses seen in compliance data. approved/completed are green, pending yellow, rejected red. */
export const DOCUMENT_STATUSES = ['pending', 'approved', 'completed', 'rejected'] as const;
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

export const ComplianceCheck = z
  .object({ documentType: z.string(), status: DocumentStatus, name: z.string(), description: z.string() })
  .meta({ id: 'ComplianceCheck' });
export type ComplianceCheck = z.infer<typeof ComplianceCheck>;

/** Compliance result for a shipment: `checks` maps a key to a check (spec 000 §3). */
export const ComplianceResult = z
  .object({
    shipmentId: z.number().int().positive(),
    checks: z.record(z.string(), ComplianceCheck),
    /** The shipment's latest customs declaration (issue 18): type, status, duty and VAT in fils once submitted. */
    declaration: ShipmentDeclaration.nullable().optional(),
  })
  .meta({ id: 'ComplianceResult' });
export type ComplianceResult = z.infer<typeof ComplianceResult>;

export const COMMUNICATION_CHANNELS = ['whatsapp', 'email', 'web'] as const;
export const CommunicationChannel = z.enum(COMMUNICATION_CHANNELS);

export const CommunicationRecord = z
  .object({
    id: z.number().int().positive(),
    channel: CommunicationChannel,
    messageType: z.string(),
    timestamp: IsoDateTime,
    subject: z.string().nullable(),
    shipmentId: z.number().int().positive().nullable(),
    /** `failed`: a notification that could not be sent (issue 17); the log keeps it. */
    status: z.enum(['sent', 'failed']),
  })
  .meta({ id: 'CommunicationRecord' });
export type CommunicationRecord = z.infer<typeof CommunicationRecord>;

/** A status change by staff, with the reason the customer will read. */
export const ChangeShipmentStatus = z
  .object({
    status: ShipmentStatus,
    reason: boundedText('reason', 500, { min: 3, multiline: true }),
    /** The cause as a code (issue 19), for delayed and customs events; analytics group exceptions by it. */
    reasonCode: DelayReason.optional(),
    location: safeText(
      z.string().trim().max(200, { error: 'location must be at most 200 characters' }),
      'location',
    ).optional(),
  })
  .meta({ id: 'ChangeShipmentStatus' });
