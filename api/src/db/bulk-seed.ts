import type { EntityManager } from '@mikro-orm/core';
import type { DocumentStatus, ShipmentStatus } from '@qafila/contracts';
import { awbCheckDigit, containerCheckDigit } from '../modules/assistant/references.ts';
import { Organization, User } from './entities/index.ts';
import { DEMO_ORG_SUBDOMAIN, doc } from './seed.ts';

/** UAE lanes: origin, destination, service, mode. */
const LANES: [string, string, string, 'air' | 'sea' | 'road' | 'courier'][] = [
  ['Shanghai, China', 'Jebel Ali, Dubai', 'Sea Freight (FCL)', 'sea'],
  ['Ningbo, China', 'Khalifa Port, Abu Dhabi', 'Sea Freight (FCL)', 'sea'],
  ['Hamburg, Germany', 'Khalid Port, Sharjah', 'Sea Freight (LCL)', 'sea'],
  ['Nhava Sheva, India', 'Jebel Ali, Dubai', 'Sea Freight (LCL)', 'sea'],
  ['Mumbai, India', 'Abu Dhabi, UAE', 'Air Freight (Express)', 'air'],
  ['Shenzhen, China', 'Dubai Airport Free Zone, UAE', 'Air Freight (Express)', 'air'],
  ['Istanbul, Türkiye', 'Dubai World Central, UAE', 'Air Freight (Standard)', 'air'],
  ['London, United Kingdom', 'Dubai, UAE', 'Air Freight (Standard)', 'air'],
  ['Riyadh, Saudi Arabia', 'Dubai, UAE', 'Road Freight (GCC)', 'road'],
  ['Muscat, Oman', 'Al Ain, UAE', 'Road Freight (GCC)', 'road'],
  ['Jebel Ali Free Zone, Dubai', 'Ras Al Khaimah, UAE', 'Domestic Road', 'road'],
  ['Dubai, UAE', 'Fujairah, UAE', 'Same-day Courier', 'courier'],
  ['Abu Dhabi, UAE', 'Sharjah, UAE', 'Next-day Courier', 'courier'],
];
const GOODS = [
  'Consumer electronics',
  'Pharmaceutical supplies',
  'Industrial spare parts',
  'Packaged food products',
  'Textiles and garments',
  'Office furniture',
  'Mobile phone accessories',
  'Building materials',
  'Cosmetics',
  'Auto parts',
];
const STATUSES: ShipmentStatus[] = [
  'pending',
  'in_transit',
  'in_transit',
  'customs_clearance',
  'delivered',
  'delivered',
  'delayed',
];
const AIRLINE_PREFIXES = ['176', '157', '607', '235', '098'];
const OWNER_CODES = ['MSCU', 'MAEU', 'CMAU', 'HLXU', 'OOLU'];

/** A small fast deterministic generator, so a run is reproducible from its seed. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

export interface BulkSeedOptions {
  count: number;
  /** Organization (subdomain) whose customers receive the shipments; default the demo organization. */
  organization?: string;
  batchSize?: number;
  seed?: number;
  onProgress?: (done: number, total: number) => void;
}

export interface BulkSeedResult {
  shipments: number;
  events: number;
  documents: number;
  ms: number;
}

const HOUR = 3_600_000;

/**
 * Generates `count` realistic shipments (UAE lanes, status histories, customs documents) for the customers of an
 * organization, in batches of multi-row inserts inside one transaction per batch.
 */
export async function bulkSeedShipments(rootEm: EntityManager, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const started = performance.now();
  // A fork of its own: this runs at start-up or from the CLI, outside any request.
  const em = rootEm.fork();
  const org = await em.findOne(Organization, { subdomain: options.organization ?? DEMO_ORG_SUBDOMAIN });
  if (!org) throw new Error(`no organization with subdomain '${options.organization ?? DEMO_ORG_SUBDOMAIN}'`);
  const customers = await em.find(User, { organization: org.id, role: 'customer' }, { orderBy: { id: 'asc' } });
  if (customers.length === 0) throw new Error(`organization '${org.subdomain}' has no customers`);
  const random = rng(options.seed ?? Date.now());
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, 1500));
  const run = Date.now().toString(36).toUpperCase();
  const now = Date.now();
  let events = 0;
  let documents = 0;

  for (let done = 0; done < options.count; ) {
    const n = Math.min(batchSize, options.count - done);
    const shipments: unknown[][] = [];
    const plans: { status: ShipmentStatus; origin: string; destination: string; createdAt: number; mode: string }[] =
      [];
    for (let i = 0; i < n; i++) {
      const seq = done + i + 1;
      const [origin, destination, service, mode] = pick(LANES);
      const status = pick(STATUSES);
      const ageHours = 2 + Math.floor(random() * 24 * 60);
      const createdAt = now - ageHours * HOUR;
      const tracking = `QAF-${run}-${String(seq).padStart(7, '0')}`;
      let awb: string | null = null;
      let container: string | null = null;
      if (mode === 'air') {
        const serial = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
        awb = `${pick(AIRLINE_PREFIXES)}${serial}${awbCheckDigit(serial)}`;
      } else if (mode === 'sea') {
        const first10 = `${pick(OWNER_CODES)}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
        container = `${first10}${containerCheckDigit(first10)}`;
      }
      const weight =
        mode === 'courier' ? 1 + random() * 30 : mode === 'air' ? 20 + random() * 800 : 200 + random() * 9000;
      const eta = status === 'delivered' ? createdAt + ageHours * HOUR * 0.8 : now + (1 + random() * 14) * 24 * HOUR;
      const created = new Date(createdAt);
      shipments.push([
        org.id,
        pick(customers).id,
        tracking,
        tracking.replace(/-/g, ''),
        awb,
        container,
        status,
        origin,
        destination,
        service,
        Math.round(weight * 10) / 10,
        40 + Math.floor(random() * 200),
        30 + Math.floor(random() * 120),
        20 + Math.floor(random() * 150),
        Math.round(500 + random() * 150_000),
        `${pick(GOODS)} — ${1 + Math.floor(random() * 60)} cartons`,
        new Date(eta),
        created,
        created,
      ]);
      plans.push({ status, origin, destination, createdAt, mode });
    }

    await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const cols =
        'organization_id, customer_id, tracking_number, tracking_key, awb_number, container_number, status, origin, destination, service, weight_kg, length_cm, width_cm, height_cm, declared_value_aed, description, estimated_delivery, created_at, updated_at';
      const rowSql = `(${Array(19).fill('?').join(', ')})`;
      const inserted: { id: number | string }[] = await conn.execute(
        `insert into shipments (${cols}) values ${shipments.map(() => rowSql).join(', ')} returning id`,
        shipments.flat(),
        'all',
        ctx,
      );
      const eventRows: unknown[][] = [];
      const docRows: unknown[][] = [];
      inserted.forEach((row, i) => {
        const id = Number(row.id);
        const plan = plans[i]!;
        const at = (h: number) => new Date(plan.createdAt + h * HOUR);
        eventRows.push([id, 'pending', 'Booking confirmed', plan.origin, at(0)]);
        if (plan.status !== 'pending') eventRows.push([id, 'in_transit', 'Departed origin', plan.origin, at(1)]);
        if (plan.status === 'customs_clearance' || plan.status === 'delivered')
          eventRows.push([id, 'customs_clearance', 'Customs inspection in progress', plan.destination, at(2)]);
        if (plan.status === 'delivered')
          eventRows.push([id, 'delivered', 'Delivered and signed for', plan.destination, at(3)]);
        if (plan.status === 'delayed')
          eventRows.push([id, 'delayed', 'Weather conditions — schedule revised', plan.destination, at(2)]);
        const docStatus: DocumentStatus =
          plan.status === 'delivered' ? 'completed' : plan.status === 'pending' ? 'pending' : 'approved';
        const c = at(0);
        const addDoc = (...[kind, status, description]: Parameters<typeof doc>) =>
          docRows.push([id, ...doc(kind, status, description), c, c]);
        addDoc('invoice', docStatus, 'Commercial invoice for the shipment');
        addDoc(plan.mode === 'air' ? 'awb' : plan.mode === 'sea' ? 'bl' : 'packing', docStatus, 'Transport document');
        if (plan.destination.includes('Free Zone') || plan.origin.includes('Free Zone'))
          addDoc('declaration', 'pending', 'Free zone transfer declaration');
      });
      await conn.execute(
        `insert into shipment_events (shipment_id, status, description, location, occurred_at) values ${eventRows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
        eventRows.flat(),
        'run',
        ctx,
      );
      await conn.execute(
        `insert into compliance_documents (shipment_id, document_type, name, status, description, created_at, updated_at) values ${docRows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        docRows.flat(),
        'run',
        ctx,
      );
      events += eventRows.length;
      documents += docRows.length;
    });
    done += n;
    options.onProgress?.(done, options.count);
  }
  return { shipments: options.count, events, documents, ms: performance.now() - started };
}
