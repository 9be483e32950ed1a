import type { EntityManager } from '@mikro-orm/core';
import {
  CreateShipment,
  expectedDelivery,
  type OrgCustomer,
  type OrgShipment,
  ShipmentListQuery,
  type ShipmentPage,
  type TrackingSearch,
} from '@qafila/contracts';
import { type Organization, Shipment, ShipmentEvent, User } from '../../db/entities/index.ts';
import { InvalidInputError, parseInput } from '../../domain/errors.ts';
import type { RealtimeHub } from '../../realtime/hub.ts';
import { assertWithinLimit } from '../billing/limits.ts';
import type { DomainEvents } from '../events/bus.ts';
import { toShipmentEventDto } from '../shipments/dto.ts';
import { orgShipmentPage, orgShipments, shipmentSummary } from '../shipments/queries.ts';
import { classifyReference, freshTrackingNumbers, trackingKey } from '../shipments/tracking.ts';
import { bulkCsvRows, bulkCsvShipments, bulkTemplate } from './bulk-csv.ts';

export function createCargoService(options: { em: EntityManager; realtime?: RealtimeHub; events?: DomainEvents }) {
  const { em } = options;

  /** The organization's customers that can be given shipments: a deactivated one (issue 16) cannot. */
  async function customersOf(em: EntityManager, organization: Organization): Promise<User[]> {
    return em.find(
      User,
      { organization: organization.id, role: 'customer', deactivatedAt: null },
      { orderBy: { username: 'asc' } },
    );
  }

  /** Creates shipments with their first event in one transaction, and tells each customer's open dashboards. */
  async function insert(
    organization: Organization,
    inputs: { input: CreateShipment; customer: User }[],
  ): Promise<Shipment[]> {
    const created: Shipment[] = [];
    await em.transactional(async (tx) => {
      // The plan's shipments a month (402 beyond it), for one shipment or a whole CSV upload.
      await assertWithinLimit(tx, organization.id, 'shipments', { adding: inputs.length });
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
          // The service's transit time in UAE business days (weekends and public holidays skipped; issue 19).
          estimatedDelivery: expectedDelivery(now, input.service),
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
      options.events?.emit({
        type: 'shipment.created',
        organizationId: organization.id,
        shipmentId: s.id,
        trackingNumber: s.trackingNumber,
        customerId: s.customer.id,
        at: new Date(),
      });
    }
    return created;
  }

  return {
    /** `GET /api/org/shipments`: one page of the organization's shipments, newest activity first. */
    async list(organization: Organization, rawQuery: unknown): Promise<ShipmentPage> {
      const query = parseInput(ShipmentListQuery, rawQuery);
      const { items, total } = await orgShipmentPage(em, organization.id, query);
      return {
        items,
        total,
        page: query.page,
        pageSize: query.pageSize,
        summary: await shipmentSummary(em, organization.id),
      };
    },

    /** `GET /api/org/customers`: who staff can create a shipment for. */
    async customers(organization: Organization): Promise<OrgCustomer[]> {
      // A customer their organization's admin deactivated (issue 16) is not offered for new shipments.
      const rows = await customersOf(em, organization);
      return rows.map((u) => ({ id: u.id, username: u.username, name: u.name ?? null, email: u.email ?? null }));
    },

    /** `POST /api/org/shipments`: the customer must be one of the organization's. */
    async create(organization: Organization, raw: unknown): Promise<OrgShipment> {
      const input = parseInput(CreateShipment, raw);
      const customer = await em.findOne(User, {
        id: input.customerId,
        organization: organization.id,
        role: 'customer',
      });
      if (!customer) throw new InvalidInputError('customerId must be a customer of your organization');
      if (customer.deactivatedAt) {
        throw new InvalidInputError('This customer is deactivated: reactivate them on the Customers page first');
      }
      const [created] = await insert(organization, [{ input, customer }]);
      const row = await em.findOneOrFail(Shipment, { id: created!.id }, { populate: ['customer'] });
      return (await orgShipments(em, [row])).items[0]!;
    },

    /** `GET /api/org/shipments/template.csv`: the header and one example row. */
    async template(organization: Organization): Promise<string> {
      const first = (await customersOf(em, organization))[0];
      return bulkTemplate(first?.username ?? 'customer_username');
    },

    /**
     * `POST /api/org/shipments/bulk`: every row is checked first; any error → 400 with all of them by line and
     * nothing stored; otherwise every row in one transaction.
     */
    async bulk(organization: Organization, text: string): Promise<{ imported: number; trackingNumbers: string[] }> {
      const rows = bulkCsvRows(text);
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
      const { items, events } = await orgShipments(em, rows);
      return {
        kind: ref.kind,
        results: items.map((item) => ({
          ...item,
          events: (events.get(item.id) ?? []).map(toShipmentEventDto),
        })),
      };
    },
  };
}
export type CargoService = ReturnType<typeof createCargoService>;
