import { z } from 'zod';
import { IsoDateTime } from './common.ts';
import { DOCUMENT_TYPES } from './dashboard.ts';
import { CalendarDate } from './fleet.ts';
import { DocumentStatus, ShipmentStatus } from './shipments.ts';
import { boundedText } from './text.ts';

/**
 * UAE Compliance (issue 18, docs/compliance.md, ADR 0035): the documents a shipment needs by its kind, each shipment's
 * checklist and completeness, the organization's compliance score (the overview's `complianceScore`), and its trade
 * licence and permits with their expiry.
 */

export type RequiredDocumentType = (typeof DOCUMENT_TYPES)[number];

/** How a shipment moves, read from its fields (see `shipmentKind`); no column of its own. */
export const SHIPMENT_KINDS = ['air', 'sea', 'road', 'domestic'] as const;
export const ShipmentKind = z.enum(SHIPMENT_KINDS);
export type ShipmentKind = z.infer<typeof ShipmentKind>;

/** Why a document is required; the screen writes the sentence in the user's language. */
export const REQUIREMENT_REASONS = [
  /** Every shipment: the commercial invoice states the goods and their value (customs valuation, VAT). */
  'always',
  /** Crosses a border: the packing list, and the customs declaration (import or export). */
  'crosses_border',
  /** Air freight: the air waybill is the carriage contract customs releases the goods against. */
  'air_transport',
  /** Sea freight: the bill of lading (the delivery order is issued against it). */
  'sea_transport',
  /**
   * Imported from outside the GCC: the origin decides the tariff treatment (and any anti-dumping duty), so UAE
   * customs asks for the certificate of origin.
   */
  'origin_outside_gcc',
  /** From another GCC state: the GCC certificate of origin is what makes the goods duty-free national products. */
  'gcc_origin',
  /** Leaves a free zone for the mainland: a customs movement (exit declaration) like an import. */
  'free_zone_exit',
  /** Controlled goods: an import permit of the competent authority before release. */
  'controlled_goods',
] as const;
export type RequirementReason = (typeof REQUIREMENT_REASONS)[number];

/**
 * Controlled goods: a category is recognised by words of the shipment's description (English or Arabic); it needs an
 * import permit of the authority named. Sources: MOHAP (medicines, medical products; Federal Law No. 8 of 2019),
 * MOCCAE (food safety, plants and animals, hazardous chemicals; Federal Law No. 10 of 2015), TDRA (type approval of
 * telecommunications equipment). Cosmetics are registered with the emirate's municipality (Dubai Municipality's
 * Montaji) — the authority named is the one most shipments meet.
 */
export const CONTROLLED_GOODS = [
  {
    id: 'medicine',
    authority: 'MOHAP',
    words: ['pharma', 'medicine', 'medical', 'drug', 'vaccine', 'دواء', 'أدوية', 'طبية'],
  },
  {
    id: 'food',
    authority: 'MOCCAE',
    words: ['food', 'foodstuff', 'meat', 'dairy', 'poultry', 'seafood', 'غذائية', 'أغذية', 'لحوم'],
  },
  { id: 'cosmetics', authority: 'Dubai Municipality', words: ['cosmetic', 'perfume', 'مستحضرات تجميل', 'عطور'] },
  { id: 'chemicals', authority: 'MOCCAE', words: ['chemical', 'pesticide', 'fertiliser', 'fertilizer', 'كيماوي'] },
  {
    id: 'telecom',
    authority: 'TDRA',
    words: ['telecom', 'radio', 'wireless', 'router', 'transmitter', 'اتصالات', 'لاسلكي'],
  },
] as const;
export type ControlledGoods = (typeof CONTROLLED_GOODS)[number]['id'];

const UAE_NAMES = [
  'uae',
  'united arab emirates',
  'dubai',
  'abu dhabi',
  'sharjah',
  'ajman',
  'umm al quwain',
  'ras al khaimah',
  'fujairah',
  'al ain',
  'الإمارات',
];
const GCC_NAMES = ['saudi arabia', 'ksa', 'oman', 'qatar', 'bahrain', 'kuwait', 'السعودية', 'عمان', 'قطر', 'البحرين'];
const FREE_ZONE = /free\s*zone|freezone|\bfz[ec]?\b|jafza|dafza|kezad|kizad|المنطقة الحرة/i;

/** Where a place named "City, Country" (as shipments store it) lies: the UAE, another GCC state, or elsewhere. */
export function placeRegion(place: string): 'uae' | 'gcc' | 'other' {
  const country = (place.split(',').at(-1) ?? '').trim().toLowerCase();
  if (UAE_NAMES.includes(country)) return 'uae';
  if (GCC_NAMES.includes(country)) return 'gcc';
  return 'other';
}

export interface ShipmentFacts {
  service: string;
  awbNumber?: string | null;
  containerNumber?: string | null;
  origin: string;
  destination: string;
  description?: string | null;
}

/** Air with an air waybill or an air service; sea with a container or a sea service; road when it comes from abroad. */
export function shipmentKind(s: ShipmentFacts): ShipmentKind {
  // The service's words: 'Air Freight (Express)', 'freight_air', 'Sea Freight (LCL)', 'freight_sea'…
  const words = s.service.toLowerCase().split(/[^a-z]+/);
  if (s.awbNumber || words.includes('air')) return 'air';
  if (s.containerNumber || words.includes('sea') || words.includes('ocean')) return 'sea';
  return placeRegion(s.origin) === 'uae' && placeRegion(s.destination) === 'uae' ? 'domestic' : 'road';
}

/** The controlled-goods category the description names, if any (the first in CONTROLLED_GOODS order). */
export function controlledGoods(description: string | null | undefined): (typeof CONTROLLED_GOODS)[number] | null {
  const text = (description ?? '').toLowerCase();
  return CONTROLLED_GOODS.find((c) => c.words.some((w) => text.includes(w))) ?? null;
}

export interface Requirement {
  documentType: RequiredDocumentType;
  reason: RequirementReason;
  /** The permit's authority (controlled goods). */
  authority: string | null;
}

/**
 * The documents a shipment needs (REQUIRED_DOCUMENTS in docs/compliance.md): the commercial invoice always; across a
 * border the packing list, the transport document (air waybill, bill of lading), the customs declaration and — when
 * imported — the certificate of origin; out of a free zone into the mainland the exit declaration; controlled goods an
 * import permit.
 */
export function requiredDocuments(s: ShipmentFacts): Requirement[] {
  const kind = shipmentKind(s);
  const from = placeRegion(s.origin);
  const req = (documentType: RequiredDocumentType, reason: RequirementReason, authority: string | null = null) => ({
    documentType,
    reason,
    authority,
  });
  const list: Requirement[] = [req('commercial_invoice', 'always')];
  const crossBorder = kind !== 'domestic' && (from !== 'uae' || placeRegion(s.destination) !== 'uae');
  if (crossBorder) list.push(req('packing_list', 'crosses_border'));
  if (kind === 'air') list.push(req('air_waybill', 'air_transport'));
  if (kind === 'sea') list.push(req('bill_of_lading', 'sea_transport'));
  if (from !== 'uae') list.push(req('certificate_of_origin', from === 'gcc' ? 'gcc_origin' : 'origin_outside_gcc'));
  if (crossBorder) list.push(req('customs_declaration', 'crosses_border'));
  else if (FREE_ZONE.test(s.origin) && !FREE_ZONE.test(s.destination)) {
    list.push(req('customs_declaration', 'free_zone_exit'));
  }
  // An import permit is checked on the way in: goods coming from outside the UAE.
  const controlled = from !== 'uae' ? controlledGoods(s.description) : null;
  if (controlled) list.push(req('import_permit', 'controlled_goods', controlled.authority));
  return list;
}

// ── Checklist ───────────────────────────────────────────────────────────────────────────────────────

/**
 * A requirement's state: complete (its document approved or completed), resolved by staff (counts as complete),
 * pending (a document awaiting review), rejected (the document was refused), missing (no document).
 */
export const CHECKLIST_STATES = ['complete', 'resolved', 'pending', 'rejected', 'missing'] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];
export const isCompleteState = (state: ChecklistState) => state === 'complete' || state === 'resolved';

/** How staff resolve an item without a document of ours: not applicable, or received outside Qafila. */
export const RESOLUTION_KINDS = ['not_applicable', 'received_outside'] as const;
export const ResolutionKind = z.enum(RESOLUTION_KINDS, {
  error: `resolution must be one of ${RESOLUTION_KINDS.join(', ')}`,
});

export const ResolveChecklistItem = z
  .object({
    resolution: ResolutionKind,
    note: boundedText('note', 500, { min: 3, typeError: 'note is required: say why', multiline: true }),
  })
  .meta({ id: 'ResolveChecklistItem' });
export type ResolveChecklistItem = z.infer<typeof ResolveChecklistItem>;

export const ChecklistParams = z.object({
  shipmentId: z
    .string()
    .regex(/^\d+$/, { error: 'shipmentId must be a positive whole number' })
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  documentType: z.enum(DOCUMENT_TYPES, { error: `documentType must be one of ${DOCUMENT_TYPES.join(', ')}` }),
});

export const ChecklistItem = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    reason: z.enum(REQUIREMENT_REASONS),
    authority: z.string().nullable(),
    state: z.enum(CHECKLIST_STATES),
    /** The shipment's document of this type that decides the state, if any. */
    documentId: z.number().int().positive().nullable(),
    documentStatus: DocumentStatus.nullable(),
    resolution: z
      .object({ kind: ResolutionKind, note: z.string(), by: z.string().nullable(), at: IsoDateTime })
      .nullable(),
  })
  .meta({ id: 'ChecklistItem' });
export type ChecklistItem = z.infer<typeof ChecklistItem>;

export const ShipmentCompliance = z
  .object({
    shipmentId: z.number().int().positive(),
    trackingNumber: z.string(),
    status: ShipmentStatus,
    kind: ShipmentKind,
    origin: z.string(),
    destination: z.string(),
    complete: z.number().int().nonnegative(),
    total: z.number().int().positive(),
    /** complete / total in percent, one decimal. */
    completeness: z.number().min(0).max(100),
    items: z.array(ChecklistItem),
  })
  .meta({ id: 'ShipmentCompliance' });
export type ShipmentCompliance = z.infer<typeof ShipmentCompliance>;

// ── Licences and permits ───────────────────────────────────────────────────────────────────────────

export const LICENCE_KINDS = ['trade_licence', 'import_permit', 'export_permit', 'free_zone_licence', 'other'] as const;
export const LicenceKind = z.enum(LICENCE_KINDS, { error: `kind must be one of ${LICENCE_KINDS.join(', ')}` });
/** Days before expiry at which a licence is flagged and the organization's admins are notified (once each). */
export const LICENCE_ALERT_DAYS = [60, 30, 7] as const;
/** valid, expiring within 60 / 30 / 7 days (Asia/Dubai days), or expired (the expiry day is the last valid one). */
export const LICENCE_EXPIRY_STATES = ['valid', 'within_60', 'within_30', 'within_7', 'expired'] as const;
export type LicenceExpiryState = (typeof LICENCE_EXPIRY_STATES)[number];

export function licenceExpiryState(daysLeft: number): LicenceExpiryState {
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= 7) return 'within_7';
  if (daysLeft <= 30) return 'within_30';
  if (daysLeft <= 60) return 'within_60';
  return 'valid';
}

const licenceDate = (field: string) =>
  CalendarDate.refine((d) => d >= '1900-01-01', { error: `${field} must be a date written YYYY-MM-DD` });

export const SaveLicence = z
  .object({
    kind: LicenceKind,
    number: boundedText('number', 60, { min: 1, typeError: 'number is required' }),
    authority: boundedText('authority', 120, { min: 2, typeError: 'authority is required (who issued it)' }),
    issuedOn: licenceDate('issuedOn').nullable().optional(),
    expiresOn: licenceDate('expiresOn'),
    note: boundedText('note', 500, { multiline: true }).optional(),
  })
  .refine((l) => !l.issuedOn || l.issuedOn <= l.expiresOn, {
    error: 'issuedOn must not be after expiresOn',
    path: ['issuedOn'],
  })
  .meta({ id: 'SaveLicence' });
export type SaveLicence = z.infer<typeof SaveLicence>;

export const Licence = z
  .object({
    id: z.number().int().positive(),
    kind: LicenceKind,
    number: z.string(),
    authority: z.string(),
    issuedOn: CalendarDate.nullable(),
    expiresOn: CalendarDate,
    note: z.string(),
    /** Days from today (Asia/Dubai) to the expiry day; negative once expired. */
    daysLeft: z.number().int(),
    expiry: z.enum(LICENCE_EXPIRY_STATES),
    updatedAt: IsoDateTime,
  })
  .meta({ id: 'Licence' });
export type Licence = z.infer<typeof Licence>;

/** The overview lists the checklists of this many undelivered shipments at most (the score counts them all). */
export const COMPLIANCE_SHIPMENT_LIMIT = 200;

/**
 * `GET /api/org/compliance`: the score over the organization's undelivered shipments — complete requirements (a
 * document approved or completed, or resolved by staff) divided by all their requirements, in percent with one
 * decimal; null without any — the checklists of the COMPLIANCE_SHIPMENT_LIMIT least complete of those shipments, and
 * the licences and permits.
 */
export const ComplianceOverview = z
  .object({
    score: z.number().min(0).max(100).nullable(),
    requirements: z.number().int().nonnegative(),
    complete: z.number().int().nonnegative(),
    /** Undelivered shipments, and those of them missing a required document. */
    shipmentCount: z.number().int().nonnegative(),
    incompleteCount: z.number().int().nonnegative(),
    /** The checklists of at most COMPLIANCE_SHIPMENT_LIMIT of them: the least complete first, then the oldest. */
    shipments: z.array(ShipmentCompliance),
    licences: z.array(Licence),
  })
  .meta({ id: 'ComplianceOverview' });
export type ComplianceOverview = z.infer<typeof ComplianceOverview>;
