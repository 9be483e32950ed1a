/** The reads of shipments that several audiences share (customer, staff pages, overview, support, documents). */
import type { EntityManager } from '@mikro-orm/core';
import type { QBFilterQuery, SqlEntityManager } from '@mikro-orm/sql';
import type { OrgShipment, ShipmentPage, ShipmentStatus } from '@qafila/contracts';
import { Shipment, ShipmentEvent, type User } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { dubaiDay, dubaiDayRange } from '../../lib/dubai-calendar.ts';
import { type Caller, type ScopedCaller, shipmentScope } from '../access.ts';
import {
  ORG_SHIPMENT_FIELDS,
  type OrgShipmentSource,
  SHIPMENT_LIST_FIELDS,
  type ShipmentListRow,
  toOrgShipment,
  toShipmentDto,
} from './dto.ts';
import { trackingKey } from './tracking.ts';

/** Both drivers (SQLite, PostgreSQL) are SQL ones: their query builder. */
const sqlOf = (em: EntityManager) => em as SqlEntityManager;

/** A shipment the caller may see, or 404 'Shipment not found' (one they may not see does not exist for them). */
export async function shipmentInScope(
  em: EntityManager,
  caller: ScopedCaller,
  id: number,
  options: { withCustomer?: boolean } = {},
): Promise<Shipment> {
  const s = await em.findOne(
    Shipment,
    { $and: [{ id }, shipmentScope(caller)] },
    options.withCustomer ? { populate: ['customer'] } : {},
  );
  if (!s) throw new NotFoundError('Shipment not found');
  return s;
}

/** 404 'Shipment not found' unless the caller may see the shipment; nothing is loaded. */
export async function assertShipmentInScope(em: EntityManager, caller: ScopedCaller, id: number): Promise<void> {
  if (!(await em.count(Shipment, { $and: [{ id }, shipmentScope(caller)] }))) {
    throw new NotFoundError('Shipment not found');
  }
}

/** A shipment's history, oldest first. */
export function historyOf(em: EntityManager, shipmentId: number): Promise<ShipmentEvent[]> {
  return em.find(ShipmentEvent, { shipment: shipmentId }, { orderBy: { occurredAt: 'asc', id: 'asc' } });
}

/** The description of each delayed shipment's latest delay event, by shipment id. */
async function delayReasons(em: EntityManager, shipments: ShipmentListRow[]): Promise<Map<number, string>> {
  const delayed = shipments.filter((s) => s.status === 'delayed').map((s) => s.id);
  const reasons = new Map<number, string>();
  if (delayed.length === 0) return reasons;
  const events: { shipment: number; description: string }[] = await sqlOf(em)
    .createQueryBuilder(ShipmentEvent)
    .select(['shipment', 'description'])
    .where({ shipment: { $in: delayed }, status: 'delayed' })
    .orderBy({ occurredAt: 'asc', id: 'asc' })
    .execute('all');
  for (const e of events) reasons.set(Number(e.shipment), e.description);
  return reasons;
}

/**
 * A customer's shipments within the caller's scope, newest activity first: plain rows (no entity hydration, which
 * cost more than the query), only what the list shows.
 */
export async function customerShipments(em: EntityManager, caller: Caller, customerId: number) {
  const rows: ShipmentListRow[] = await sqlOf(em)
    .createQueryBuilder(Shipment)
    .select([...SHIPMENT_LIST_FIELDS])
    .where({ $and: [{ customer: customerId }, shipmentScope(caller)] } as QBFilterQuery<Shipment>)
    .orderBy({ updatedAt: 'desc', id: 'desc' })
    .execute('all');
  const reasons = await delayReasons(em, rows);
  return rows.map((s) => toShipmentDto(s, reasons.get(s.id) ?? null));
}

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
  const events: { shipment: number }[] = await sqlOf(em)
    .createQueryBuilder(ShipmentEvent)
    .select(['shipment'])
    .where({ status: 'delivered', occurredAt: { $gte: start, $lt: end }, shipment: { organization: organizationId } })
    .execute('all');
  return new Set(events.map((e) => Number(e.shipment))).size;
}

/** Staff-facing rows of shipment entities (customer populated), with their histories: one query for the events. */
export async function orgShipments(
  em: EntityManager,
  rows: OrgShipmentSource[],
): Promise<{ items: OrgShipment[]; events: Map<number, ShipmentEvent[]> }> {
  const ids = rows.map((s) => s.id);
  const events = ids.length
    ? await em.find(ShipmentEvent, { shipment: { $in: ids } }, { orderBy: { occurredAt: 'asc', id: 'asc' } })
    : [];
  const byShipment = new Map<number, ShipmentEvent[]>(ids.map((id) => [id, []]));
  for (const e of events) byShipment.get(e.shipment.id)?.push(e);
  return { items: rows.map((s) => toOrgShipment(s, byShipment.get(s.id) ?? [])), events: byShipment };
}

/**
 * `orgShipments` for a page of ids, read as plain rows (no entity hydration, which dominated the cost of the page),
 * in the order of `ids`: two queries (shipments, their events); the customers come with the ids.
 */
async function orgShipmentsByIds(
  em: EntityManager,
  ids: number[],
  customers: Pick<User, 'id' | 'username' | 'name'>[],
): Promise<OrgShipment[]> {
  if (ids.length === 0) return [];
  type Row = Omit<OrgShipmentSource, 'customer'> & { customer: number };
  const rows: Row[] = await sqlOf(em)
    .createQueryBuilder(Shipment)
    .select([...ORG_SHIPMENT_FIELDS])
    .where({ id: { $in: ids } })
    .execute('all');
  const customerById = new Map(customers.map((c) => [Number(c.id), c]));
  const events: { shipment: number; status: ShipmentStatus; description: string }[] = await sqlOf(em)
    .createQueryBuilder(ShipmentEvent)
    .select(['shipment', 'status', 'description'])
    .where({ shipment: { $in: ids } })
    .orderBy({ occurredAt: 'asc', id: 'asc' })
    .execute('all');
  const byShipment = new Map<number, { status: ShipmentStatus; description: string }[]>(ids.map((id) => [id, []]));
  for (const e of events) byShipment.get(Number(e.shipment))?.push(e);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    const customer = r && customerById.get(Number(r.customer));
    return r && customer ? [toOrgShipment({ ...r, customer }, byShipment.get(id) ?? [])] : [];
  });
}

/** `%text%` for LIKE with the wildcards of the text escaped (escape character backslash). */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of an organization's shipments, newest activity first, filtered by status and searched by text
 * (`ShipmentListQuery`), with the total.
 *
 * Hand-written SQL: the search is a case-insensitive `like … escape '\'` over the shipment's and its customer's
 * columns (`lower(coalesce(u.name, ''))`), and MikroORM's query builder has no ESCAPE clause for `$like` (SQLite has no
 * default escape character, so `%` and `_` typed by staff would match anything). The page's ids and customers come
 * from the same two statements (count, ids); the rows themselves are read with the query builder.
 */
export async function orgShipmentPage(
  em: EntityManager,
  organizationId: number,
  query: { status?: ShipmentStatus | undefined; q?: string | undefined; page: number; pageSize: number },
): Promise<{ items: OrgShipment[]; total: number }> {
  const where: string[] = ['s.organization_id = ?'];
  const params: unknown[] = [organizationId];
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
  return { items: await orgShipmentsByIds(em, ids, customers), total: Number(countRows[0]?.n ?? 0) };
}
