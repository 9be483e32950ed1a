import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import {
  CreateShipment,
  type OrgCustomer,
  type OrgShipment,
  ShipmentListQuery,
  type ShipmentPage,
  type ShipmentStatus,
  type TrackingSearch,
} from '@qafila/contracts';
import { type Organization, Shipment, ShipmentEvent, User } from '../../db/entities/index.ts';
import { InvalidInputError, parseInput } from '../../domain/errors.ts';
import { dubaiDay, dubaiDayRange } from '../../lib/dubai-calendar.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { classifyReference, trackingKey } from '../shipments/tracking.ts';
import { bulkCsvRows, bulkCsvShipments, bulkTemplate } from './bulk-csv.ts';
import { shipmentProgress } from './progress.ts';

/** The three cards of Cargo Management and the overview, over all an organization's shipments. */
export async function shipmentSummary(
  em: EntityManager,
  organizationId: number,
  now: Date = new Date(),
): Promise<ShipmentPage['summary']> {
  const [active, pendingCustoms, deliveredToday] = await Promise.all([
    em.count(Shipment, { organization: organizationId, status: { $ne: 'delivered' } }),
    em.count(Shipment, { organization: organizationId, status: 'customs_clearance' }),
    deliveredOn(em, organizationId, dubaiDay(now)),
  ]);
  return { active, deliveredToday, pendingCustoms };
}

/** Shipments of the organization with a delivered event on that Dubai day. */
async function deliveredOn(em: EntityManager, organizationId: number, day: string): Promise<number> {
  const { start, end } = dubaiDayRange(day);
  const events: { shipment: number }[] = await (em as SqlEntityManager)
    .createQueryBuilder(ShipmentEvent)
    .select(['shipment'])
    .where({ status: 'delivered', occurredAt: { $gte: start, $lt: end }, shipment: { organization: organizationId } })
    .execute('all');
  return new Set(events.map((e) => Number(e.shipment))).size;
}

/** The shipment fields a staff-facing row shows, as entities or as plain rows read without hydration. */
type OrgShipmentSource = Pick<
  Shipment,
  | 'id'
  | 'trackingNumber'
  | 'status'
  | 'origin'
  | 'destination'
  | 'estimatedDelivery'
  | 'service'
  | 'weightKg'
  | 'declaredValueAed'
  | 'awbNumber'
  | 'containerNumber'
  | 'createdAt'
  | 'updatedAt'
> & { customer: Pick<User, 'id' | 'username' | 'name'> };
const ORG_SHIPMENT_FIELDS = [
  'id',
  'trackingNumber',
  'status',
  'origin',
  'destination',
  'estimatedDelivery',
  'service',
  'weightKg',
  'declaredValueAed',
  'awbNumber',
  'containerNumber',
  'createdAt',
  'updatedAt',
  'customer',
] as const;

/** Staff-facing shipments with their customer and progress; events loaded in one query whatever their number. */
async function toOrgShipments(
  em: EntityManager,
  rows: OrgShipmentSource[],
): Promise<{ items: OrgShipment[]; events: Map<number, ShipmentEvent[]> }> {
  const ids = rows.map((s) => s.id);
  const events = ids.length
    ? await em.find(ShipmentEvent, { shipment: { $in: ids } }, { orderBy: { occurredAt: 'asc', id: 'asc' } })
    : [];
  const byShipment = new Map<number, ShipmentEvent[]>(ids.map((id) => [id, []]));
  for (const e of events) byShipment.get(e.shipment.id)?.push(e);
  return { items: orgShipmentItems(rows, byShipment), events: byShipment };
}

function orgShipmentItems(
  rows: OrgShipmentSource[],
  byShipment: ReadonlyMap<number, readonly Pick<ShipmentEvent, 'status' | 'description'>[]>,
): OrgShipment[] {
  return rows.map((s): OrgShipment => {
    const history = byShipment.get(s.id) ?? [];
    const customer = s.customer;
    return {
      id: s.id,
      trackingNumber: s.trackingNumber,
      status: s.status,
      origin: s.origin,
      destination: s.destination,
      estimatedDelivery: s.estimatedDelivery ? s.estimatedDelivery.toISOString() : null,
      delayReason:
        s.status === 'delayed'
          ? ([...history].reverse().find((e) => e.status === 'delayed')?.description ?? null)
          : null,
      customerId: customer.id,
      customerName: customer.name || customer.username,
      service: s.service,
      weightKg: Number(s.weightKg),
      declaredValueAed: Number(s.declaredValueAed),
      awbNumber: s.awbNumber ?? null,
      containerNumber: s.containerNumber ?? null,
      progress: shipmentProgress(history, s.status),
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    };
  });
}

/**
 * `toOrgShipments` for a page of ids, read as plain rows (no entity hydration, which dominated the cost of the
 * page), in the order of `ids`: two queries (shipments, their events); the customers come with the ids.
 */
async function orgShipmentsByIds(
  em: EntityManager,
  ids: number[],
  customers: Pick<User, 'id' | 'username' | 'name'>[],
): Promise<OrgShipment[]> {
  if (ids.length === 0) return [];
  const sql = em as SqlEntityManager; // both drivers are SQL ones
  type Row = Omit<OrgShipmentSource, 'customer'> & { customer: number };
  const rows: Row[] = await sql
    .createQueryBuilder(Shipment)
    .select([...ORG_SHIPMENT_FIELDS])
    .where({ id: { $in: ids } })
    .execute('all');
  const customerById = new Map(customers.map((c) => [Number(c.id), c]));
  const events: { shipment: number; status: ShipmentStatus; description: string }[] = await sql
    .createQueryBuilder(ShipmentEvent)
    .select(['shipment', 'status', 'description'])
    .where({ shipment: { $in: ids } })
    .orderBy({ occurredAt: 'asc', id: 'asc' })
    .execute('all');
  const byShipment = new Map<number, { status: ShipmentStatus; description: string }[]>(ids.map((id) => [id, []]));
  for (const e of events) byShipment.get(Number(e.shipment))?.push(e);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const ordered = ids.flatMap((id) => {
    const r = byId.get(id);
    const customer = r && customerById.get(Number(r.customer));
    return r && customer ? [{ ...r, customer }] : [];
  });
  return orgShipmentItems(ordered, byShipment);
}

/** `%text%` for LIKE with the wildcards of the text escaped (escape character backslash). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Our tracking numbers: QAF-, the Dubai year's two digits and seven random digits (QAF-261234567). */
export function newTrackingNumber(now: Date = new Date(), random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 10_000_000)).padStart(7, '0');
  return `QAF-${dubaiDay(now).slice(2, 4)}${digits}`;
}

/** `count` tracking numbers that no shipment has yet (nor each other). */
async function freshTrackingNumbers(em: EntityManager, count: number): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const candidates = new Set<string>();
    while (candidates.size < count - chosen.size) {
      const n = newTrackingNumber();
      if (!chosen.has(n)) candidates.add(n);
    }
    const taken = new Set<string>();
    const list = [...candidates];
    for (let i = 0; i < list.length; i += 500) {
      const slice = list.slice(i, i + 500);
      const rows = await em.find(
        Shipment,
        { trackingKey: { $in: slice.map(trackingKey) } },
        { fields: ['trackingKey'] },
      );
      for (const r of rows) taken.add(r.trackingKey);
    }
    for (const n of list) if (!taken.has(trackingKey(n))) chosen.add(n);
  }
  return [...chosen];
}

export function createCargoService(options: { em: EntityManager; realtime?: RealtimeHub }) {
  const rootEm = options.em;

  async function customersOf(em: EntityManager, organization: Organization): Promise<User[]> {
    return em.find(User, { organization: organization.id, role: 'customer' }, { orderBy: { username: 'asc' } });
  }

  /** Creates shipments with their first event in one transaction, and tells each customer's open dashboards. */
  async function insert(
    organization: Organization,
    inputs: { input: CreateShipment; customer: User }[],
  ): Promise<Shipment[]> {
    const em = rootEm.fork();
    const created: Shipment[] = [];
    await em.transactional(async (tx) => {
      const numbers = await freshTrackingNumbers(tx, inputs.length);
      const now = new Date();
      inputs.forEach(({ input, customer }, i) => {
        const trackingNumber = numbers[i]!;
        const shipment = tx.create(Shipment, {
          organization: organization.id,
          customer: customer.id,
          trackingNumber,
          trackingKey: trackingKey(trackingNumber),
          awbNumber: null,
          containerNumber: null,
          status: 'pending',
          origin: input.origin,
          destination: input.destination,
          service: input.service,
          weightKg: input.weightKg,
          // Whole centimetres, rounded up so that the goods still fit.
          lengthCm: Math.ceil(input.dimensionsCm.length),
          widthCm: Math.ceil(input.dimensionsCm.width),
          heightCm: Math.ceil(input.dimensionsCm.height),
          declaredValueAed: input.declaredValueAed,
          description: input.description || null,
          estimatedDelivery: null,
        });
        tx.create(ShipmentEvent, {
          shipment,
          status: 'pending',
          description: 'Shipment created',
          location: input.origin,
          occurredAt: now,
        });
        created.push(shipment);
      });
    });
    for (const s of created) {
      options.realtime?.publishToCustomer(s.customer.id, {
        type: 'shipment_update',
        shipmentId: s.id,
        trackingNumber: s.trackingNumber,
        status: s.status,
      });
    }
    return created;
  }

  return {
    /** `GET /api/org/shipments`: one page of the organization's shipments, newest activity first. */
    async list(organization: Organization, rawQuery: unknown): Promise<ShipmentPage> {
      const query = parseInput(ShipmentListQuery, rawQuery);
      const em = rootEm.fork();
      const where: string[] = ['s.organization_id = ?'];
      const params: unknown[] = [organization.id];
      if (query.status) {
        where.push('s.status = ?');
        params.push(query.status);
      }
      if (query.q) {
        const text = contains(query.q.toLowerCase());
        const textColumns = [
          's.tracking_number',
          'u.username',
          "coalesce(u.name, '')",
          's.origin',
          's.destination',
          "coalesce(s.awb_number, '')",
          "coalesce(s.container_number, '')",
        ];
        const ors = textColumns.map((c) => `lower(${c}) like ? escape '\\'`);
        params.push(...textColumns.map(() => text));
        // References are stored without spaces or hyphens: QAF 240001, 176-1234567-5 and msc u123 match too.
        const key = trackingKey(query.q);
        if (/^[A-Z0-9]{3,}$/.test(key)) {
          for (const c of ['s.tracking_key', 's.awb_number', 's.container_number']) {
            ors.push(`${c} like ? escape '\\'`);
            params.push(contains(key));
          }
        }
        where.push(`(${ors.join(' or ')})`);
      }
      const from = `from shipments s join users u on u.id = s.customer_id where ${where.join(' and ')}`;
      const conn = em.getConnection();
      const countRows: { n: number | string }[] = await conn.execute(`select count(*) as n ${from}`, params, 'all');
      const idRows: { id: number | string; customer_id: number | string; username: string; name: string | null }[] =
        await conn.execute(
          `select s.id, s.customer_id, u.username, u.name ${from} order by s.updated_at desc, s.id desc limit ? offset ?`,
          [...params, query.pageSize, (query.page - 1) * query.pageSize],
          'all',
        );
      const ids = idRows.map((r) => Number(r.id));
      const customers = idRows.map((r) => ({ id: Number(r.customer_id), username: r.username, name: r.name }));
      return {
        items: await orgShipmentsByIds(em, ids, customers),
        total: Number(countRows[0]?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
        summary: await shipmentSummary(em, organization.id),
      };
    },

    /** `GET /api/org/customers`: who staff can create a shipment for. */
    async customers(organization: Organization): Promise<OrgCustomer[]> {
      const rows = await customersOf(rootEm.fork(), organization);
      return rows.map((u) => ({ id: u.id, username: u.username, name: u.name ?? null, email: u.email ?? null }));
    },

    /** `POST /api/org/shipments`: the customer must be one of the organization's. */
    async create(organization: Organization, raw: unknown): Promise<OrgShipment> {
      const input = parseInput(CreateShipment, raw);
      const em = rootEm.fork();
      const customer = await em.findOne(User, {
        id: input.customerId,
        organization: organization.id,
        role: 'customer',
      });
      if (!customer) throw new InvalidInputError('customerId must be a customer of your organization');
      const [created] = await insert(organization, [{ input, customer }]);
      const row = await em.findOneOrFail(Shipment, { id: created!.id }, { populate: ['customer'] });
      return (await toOrgShipments(em, [row])).items[0]!;
    },

    /** `GET /api/org/shipments/template.csv`: the header and one example row. */
    async template(organization: Organization): Promise<string> {
      const first = (await customersOf(rootEm.fork(), organization))[0];
      return bulkTemplate(first?.username ?? 'customer_username');
    },

    /**
     * `POST /api/org/shipments/bulk`: every row is checked first; any error → 400 with all of them by line and
     * nothing stored; otherwise every row in one transaction.
     */
    async bulk(organization: Organization, text: string): Promise<{ imported: number; trackingNumbers: string[] }> {
      const rows = bulkCsvRows(text);
      const em = rootEm.fork();
      const customers = new Map((await customersOf(em, organization)).map((u) => [u.username, u]));
      const valid = bulkCsvShipments(rows, customers);
      const created = await insert(organization, valid);
      return { imported: created.length, trackingNumbers: created.map((s) => s.trackingNumber) };
    },

    /** `GET /api/org/tracking?q=`: the organization's shipments by reference, with their history. */
    async track(organization: Organization, q: unknown): Promise<TrackingSearch> {
      if (typeof q !== 'string')
        throw new InvalidInputError('q is required: a tracking number, air waybill, container number or shipment id');
      if (q.length > 100) throw new InvalidInputError('q must be at most 100 characters');
      const ref = classifyReference(q);
      if (ref.kind === 'invalid') throw new InvalidInputError(ref.reason);
      const em = rootEm.fork();
      const match =
        ref.kind === 'id'
          ? { id: ref.id }
          : ref.kind === 'awb'
            ? { awbNumber: ref.key }
            : ref.kind === 'container'
              ? { containerNumber: ref.key }
              : { trackingKey: ref.key };
      const rows = await em.find(
        Shipment,
        { ...match, organization: organization.id },
        { populate: ['customer'], orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 50 },
      );
      const { items, events } = await toOrgShipments(em, rows);
      return {
        kind: ref.kind,
        results: items.map((item) => ({
          ...item,
          events: (events.get(item.id) ?? []).map((e) => ({
            status: e.status as ShipmentStatus,
            description: e.description,
            location: e.location ?? null,
            occurredAt: e.occurredAt.toISOString(),
          })),
        })),
      };
    },
  };
}
export type CargoService = ReturnType<typeof createCargoService>;
