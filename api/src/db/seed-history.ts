import type { EntityManager } from '@mikro-orm/core';
import {
  type DelayReason,
  type DocumentStatus,
  type RequiredDocumentType,
  requiredDocuments,
  type ShipmentStatus,
} from '@qafila/contracts';
import { seededRandom } from '../lib/seeded-random.ts';
import { awbCheckDigit, containerCheckDigit } from '../modules/assistant/references.ts';
import { generatePassword, hashPassword } from '../modules/auth/password.ts';
import { trackingKey } from '../modules/shipments/tracking.ts';
import { ComplianceDocument, type Organization, Shipment, ShipmentEvent, User } from './entities/index.ts';
import data from './seed-history.json' with { type: 'json' };

// The demo organization's trading history (issue 19): some 18 months of bookings by six business customers, so that
// Predictive Analytics, Business Intelligence, Seasonal Intelligence and Carbon Footprint have something to measure.
// It is demo data, generated deterministically from `now` by a seeded generator, with the patterns a UAE forwarder
// sees: more bookings before Ramadan and before the Dubai Shopping Festival and the National Day, fewer in Ramadan,
// at the Eids and in the summer; customs inspections that hold goods for days; more delays when goods arrive in
// Ramadan or at an Eid, on the long Hamburg lane, for high declared values and for air freight in the dusty summer.
// The shipments booked in the last weeks are still on their way. Nothing here is a measurement of a real company.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEKS = 78;
/** Bookings a week at the start of the history; the business grows by a quarter over it. */
const BASE_WEEKLY = 6.5;

type Mode = 'sea' | 'air' | 'road' | 'domestic' | 'courier';

interface Lane {
  origin: string;
  destination: string;
  service: string;
  mode: Mode;
  /** Days of transit: the quickest, and the one promised at booking. */
  days: [quickest: number, promised: number];
}

/** The demo's lanes by name, and its business customers (seed-history.json). */
const LANES: Readonly<Record<LaneName, Lane>> = data.lanes as Record<LaneName, Lane>;
type LaneName = keyof typeof data.lanes;

/** A business customer of the demo: who, their share of the bookings, lanes (keys of LANES), goods, AED/kg, kg range. */
interface Customer {
  company: string;
  name: string;
  email: string;
  weight: number;
  lanes: readonly LaneName[];
  goods: readonly string[];
  aedPerKg: number;
  kg: [number, number];
}

const laneNamed = (name: string): LaneName => {
  if (!(name in LANES)) throw new Error(`seed-history.json: no lane '${name}'`);
  return name as LaneName;
};
const CUSTOMERS: readonly Customer[] = data.customers.map((c) => ({
  ...c,
  lanes: c.lanes.map(laneNamed),
  kg: [c.kg[0] ?? 0, c.kg[1] ?? 0],
}));

const DOCUMENT_NAMES: Record<RequiredDocumentType, string> = {
  commercial_invoice: 'Commercial Invoice',
  packing_list: 'Packing List',
  air_waybill: 'Air Waybill',
  bill_of_lading: 'Bill of Lading',
  certificate_of_origin: 'Certificate of Origin',
  customs_declaration: 'Customs Declaration',
  import_permit: 'Import Permit',
  other: 'Other Document',
};

/** What a person wrote on the delay event, by cause. */
const DELAY_TEXT: Record<DelayReason, string> = {
  weather: 'Dust storm at the destination — schedule revised',
  customs_inspection: 'Held for customs inspection',
  missing_documents: 'Awaiting a corrected commercial invoice from the shipper',
  capacity: 'Holiday backlog — no capacity on the planned departure',
  address_issue: 'Consignee address incomplete — delivery rescheduled',
  mechanical: 'Truck breakdown — replacement vehicle dispatched',
  other: 'Delayed — the operations desk is following up',
};

const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', {
  timeZone: 'Asia/Dubai',
  month: 'numeric',
  day: 'numeric',
});

/** The Umm al-Qura month and day of a moment (Asia/Dubai). */
function hijri(at: number): { month: number; day: number } {
  const parts = hijriParts.formatToParts(new Date(at));
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { month: value('month'), day: value('day') };
}

/** Asia/Dubai month (1–12) and day of a moment. */
function dubaiDate(at: number): { month: number; day: number; weekday: number } {
  const d = new Date(at + 4 * HOUR);
  return { month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}

/** In Ramadan or the days of Eid al-Fitr or Eid al-Adha (when goods wait for people). */
function inRamadanOrEid(at: number): boolean {
  const h = hijri(at);
  return h.month === 9 || (h.month === 10 && h.day <= 4) || (h.month === 12 && h.day >= 8 && h.day <= 13);
}

/** How busy a booking day is against an ordinary one. */
function seasonalFactor(at: number): number {
  const h = hijri(at);
  const g = dubaiDate(at);
  let factor = 1;
  if (h.month === 8 && h.day >= 8) factor *= 1.4; // stocking up before Ramadan
  if (h.month === 9) factor *= 0.85;
  if (h.month === 10 && h.day <= 4) factor *= 0.45;
  if (h.month === 12 && h.day >= 8 && h.day <= 13) factor *= 0.55;
  if (g.month === 7 || g.month === 8) factor *= 0.8;
  if ((g.month === 11 && g.day >= 10) || (g.month === 12 && g.day >= 4 && g.day <= 20)) factor *= 1.3;
  if (g.month === 12 && g.day <= 3) factor *= 0.6; // the National Day holiday
  return factor;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

interface Step {
  status: ShipmentStatus;
  description: string;
  location: string;
  at: number;
  reasonCode: DelayReason | null;
}

/**
 * Seeds the demo organization's history: six business customers (accounts without a usable password; an admin can
 * invite them from Customers) and their shipments booked over the last 78 weeks, each with its status events and
 * compliance documents. Deterministic for a given `now`.
 */
export async function seedDemoHistory(tx: EntityManager, organization: Organization, now: number): Promise<void> {
  const random = seededRandom(19_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const unusable = await hashPassword(generatePassword());
  const customers = CUSTOMERS.map((c) => ({
    spec: c,
    user: tx.create(User, {
      organization,
      username: c.email,
      email: c.email,
      name: c.name,
      companyName: c.company,
      role: 'customer',
      passwordHash: unusable,
    }),
  }));
  const totalWeight = CUSTOMERS.reduce((sum, c) => sum + c.weight, 0);
  const pickCustomer = () => {
    let r = random() * totalWeight;
    for (const c of customers) {
      r -= c.spec.weight;
      if (r < 0) return c;
    }
    return customers[0] as (typeof customers)[number];
  };

  // Whole Dubai days, so that a week starts at midnight.
  const today = Math.floor((now + 4 * HOUR) / DAY) * DAY - 4 * HOUR;
  const start = today - WEEKS * 7 * DAY;
  let sequence = 0;
  for (let week = 0; week < WEEKS + 1; week++) {
    const weekStart = start + week * 7 * DAY;
    const growth = 1 + 0.25 * (week / WEEKS);
    for (let d = 0; d < 7; d++) {
      const dayStart = weekStart + d * DAY;
      const { weekday } = dubaiDate(dayStart);
      // Bookings come on working days (Monday to Friday since 2022), a few on Saturday, hardly any on Sunday.
      const workday = weekday === 0 ? 0.1 : weekday === 6 ? 0.35 : 1;
      const expected = (BASE_WEEKLY / 5.45) * growth * workday * seasonalFactor(dayStart + 12 * HOUR);
      let count = Math.floor(expected);
      if (random() < expected - count) count++;
      for (let i = 0; i < count; i++) {
        const bookedAt = dayStart + between(8, 18) * HOUR;
        if (bookedAt > now - HOUR) continue;
        sequence++;
        createShipment(bookedAt, sequence);
      }
    }
  }

  function createShipment(bookedAt: number, sequence: number) {
    const { spec, user } = pickCustomer();
    const route = LANES[pick(spec.lanes)];
    const goods = pick(spec.goods);
    const kg = Math.round(between(spec.kg[0], spec.kg[1]) * (route.mode === 'courier' ? 0.05 : 1) * 10) / 10;
    const value = Math.round(kg * spec.aedPerKg * between(0.7, 1.3));
    const crossBorder = route.mode !== 'domestic' && route.mode !== 'courier';
    const controlled = /pharma|medical|food|dates|dairy|cosmetic/i.test(goods);
    const inspected = crossBorder && random() < (controlled ? 0.28 : 0.1);
    const [quickest, promised] = route.days;
    const transit = between(quickest, promised);
    const arrival = bookedAt + transit * 0.85 * DAY;
    const summer = [6, 7, 8].includes(dubaiDate(arrival).month);
    const risk =
      -2.3 +
      (inspected ? 1.7 : 0) +
      (inRamadanOrEid(arrival) ? 0.9 : 0) +
      (route === LANES.hamburg ? 0.8 : 0) +
      (value > 100_000 ? 0.6 : 0) +
      (route.mode === 'air' && summer ? 0.7 : 0) +
      (route.mode === 'courier' || route.mode === 'domestic' ? -0.7 : 0);
    const late = random() < sigmoid(risk);
    const extraDays = late
      ? route.mode === 'sea'
        ? between(2, 6)
        : route.mode === 'air'
          ? between(1, 2.5)
          : between(1, 3)
      : 0;

    const steps: Step[] = [];
    const step = (
      status: ShipmentStatus,
      description: string,
      location: string,
      at: number,
      reasonCode: DelayReason | null = null,
    ) => steps.push({ status, description, location, at, reasonCode });
    step('pending', 'Booking confirmed', route.origin, bookedAt);
    const departed = bookedAt + Math.min(transit * 0.15, route.mode === 'sea' ? 3 : 0.5) * DAY;
    step('in_transit', route.mode === 'sea' ? 'Departed port of loading' : 'Departed origin', route.origin, departed);
    let delivered = bookedAt + transit * DAY + extraDays * DAY;
    if (crossBorder) {
      const dwell = inspected ? between(1.5, 3.5) : between(0.2, 0.8);
      step(
        'customs_clearance',
        inspected ? 'Held for customs inspection' : 'Arrived — customs clearance',
        route.destination,
        arrival,
        inspected ? 'customs_inspection' : null,
      );
      delivered = Math.max(delivered, arrival + (dwell + 0.3) * DAY);
      step('in_transit', 'Released by customs — out for delivery', route.destination, arrival + dwell * DAY);
    }
    if (late && !inspected) {
      const summerAir = route.mode === 'air' && summer;
      const reason: DelayReason | null = summerAir
        ? 'weather'
        : inRamadanOrEid(arrival)
          ? 'capacity'
          : random() < 0.15
            ? null
            : pick(
                route.mode === 'courier' || route.mode === 'domestic'
                  ? (['address_issue', 'mechanical', 'capacity'] as const)
                  : route.mode === 'road'
                    ? (['mechanical', 'capacity', 'missing_documents'] as const)
                    : (['weather', 'capacity', 'missing_documents'] as const),
              );
      const at = Math.min(departed + (arrival - departed) * 0.7, delivered - 6 * HOUR);
      step('delayed', reason ? DELAY_TEXT[reason] : 'Delayed — schedule revised', route.destination, at, reason);
    }
    step('delivered', 'Delivered and signed for', route.destination, delivered);
    steps.sort((a, b) => a.at - b.at);
    const happened = steps.filter((s) => s.at <= now);
    const status = happened.at(-1)?.status ?? 'pending';

    const year = String(new Date(bookedAt).getUTCFullYear()).slice(2);
    const trackingNumber = `QAF-H${year}${String(sequence).padStart(4, '0')}`;
    let awbNumber: string | null = null;
    let containerNumber: string | null = null;
    if (route.mode === 'air') {
      const serial = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
      awbNumber = `${pick(['176', '157', '607', '235'])}${serial}${awbCheckDigit(serial)}`;
    } else if (route.mode === 'sea') {
      const first10 = `${pick(['MSCU', 'MAEU', 'CMAU', 'HLXU'])}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
      containerNumber = `${first10}${containerCheckDigit(first10)}`;
    }
    const description = `${goods} — ${Math.max(1, Math.round(kg / 25))} cartons`;
    const created = new Date(bookedAt);
    const shipment = tx.create(Shipment, {
      organization,
      customer: user,
      trackingNumber,
      trackingKey: trackingKey(trackingNumber),
      awbNumber,
      containerNumber,
      status,
      origin: route.origin,
      destination: route.destination,
      service: route.service,
      weightKg: kg,
      lengthCm: 120,
      widthCm: 100,
      heightCm: Math.round(between(60, 180)),
      declaredValueAed: value,
      description,
      estimatedDelivery: new Date(bookedAt + promised * DAY),
      createdAt: created,
      updatedAt: new Date(happened.at(-1)?.at ?? bookedAt),
    });
    for (const s of happened) {
      tx.create(ShipmentEvent, {
        shipment,
        status: s.status,
        description: s.description,
        location: s.location,
        reasonCode: s.reasonCode,
        occurredAt: new Date(s.at),
      });
    }
    // Its documents: every one the shipment needs, reviewed; the newest bookings still have some waiting for review.
    const fresh = now - bookedAt < 2 * DAY;
    for (const r of requiredDocuments({ ...shipment, description })) {
      const documentStatus: DocumentStatus =
        status === 'delivered'
          ? 'completed'
          : fresh && r.documentType !== 'commercial_invoice'
            ? 'pending'
            : 'approved';
      tx.create(ComplianceDocument, {
        shipment,
        documentType: r.documentType,
        name: DOCUMENT_NAMES[r.documentType],
        status: documentStatus,
        description: `${DOCUMENT_NAMES[r.documentType]} for ${trackingNumber}`,
        createdAt: created,
        updatedAt: created,
      });
    }
  }
}
