/** The shapes a shipment is answered in, one mapper each, for every audience (customer, staff, archive). */
import type {
  OrgShipment,
  Shipment as ShipmentDto,
  ShipmentEvent as ShipmentEventDto,
  TrackedShipment,
} from '@qafila/contracts';
import type { Shipment, ShipmentEvent, User } from '../../db/entities/index.ts';
import { shipmentProgress } from './progress.ts';

/** What a customer's list shows, as an entity or as a plain row read without hydration. */
export type ShipmentListRow = Pick<
  Shipment,
  'id' | 'trackingNumber' | 'status' | 'origin' | 'destination' | 'estimatedDelivery'
>;

/** The columns of a ShipmentListRow, for queries that read plain rows. */
export const SHIPMENT_LIST_FIELDS = [
  'id',
  'trackingNumber',
  'status',
  'origin',
  'destination',
  'estimatedDelivery',
] as const satisfies readonly (keyof ShipmentListRow)[];

type History = readonly Pick<ShipmentEvent, 'status' | 'description'>[];

/** The description of the latest delay event of a history in time order, or null. */
export function latestDelayReason(history: History): string | null {
  for (let i = history.length - 1; i >= 0; i--) if (history[i]!.status === 'delayed') return history[i]!.description;
  return null;
}

/** A customer's list row; the delay reason only while the shipment is delayed. */
export function toShipmentDto(s: ShipmentListRow, delayReason: string | null = null): ShipmentDto {
  return {
    id: s.id,
    trackingNumber: s.trackingNumber,
    status: s.status,
    origin: s.origin,
    destination: s.destination,
    estimatedDelivery: s.estimatedDelivery ? s.estimatedDelivery.toISOString() : null,
    delayReason: s.status === 'delayed' ? delayReason : null,
  };
}

export function toShipmentEventDto(e: ShipmentEvent): ShipmentEventDto {
  return {
    status: e.status,
    description: e.description,
    location: e.location ?? null,
    occurredAt: e.occurredAt.toISOString(),
  };
}

const aed = new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 });

/** A shipment with its details and history in time order, as tracking shows it. */
export function toTrackedShipment(s: Shipment, events: ShipmentEvent[]): TrackedShipment {
  return {
    ...toShipmentDto(s, latestDelayReason(events)),
    weight: `${s.weightKg} kg`,
    dimensions: `${s.lengthCm} × ${s.widthCm} × ${s.heightCm} cm`,
    service: s.service,
    value: aed.format(Number(s.declaredValueAed)),
    weightKg: Number(s.weightKg),
    dimensionsCm: { length: s.lengthCm, width: s.widthCm, height: s.heightCm },
    declaredValueAed: Number(s.declaredValueAed),
    description: s.description ?? null,
    events: events.map(toShipmentEventDto),
  };
}

/** The shipment fields a staff-facing row shows, as an entity or as a plain row read without hydration. */
export type OrgShipmentSource = Pick<
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

/** The columns of an OrgShipmentSource (the customer as its id), for queries that read plain rows. */
export const ORG_SHIPMENT_FIELDS = [
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
] as const satisfies readonly (keyof OrgShipmentSource)[];

/** A staff-facing row: the shipment with its customer and its progress along its history (time order). */
export function toOrgShipment(s: OrgShipmentSource, history: History): OrgShipment {
  const customer = s.customer;
  return {
    ...toShipmentDto(s, latestDelayReason(history)),
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
}

/** `shipment.json` of a documents archive: the shipment and its status history, a file format of its own. */
export function toArchivedShipment(s: Shipment, events: ShipmentEvent[]) {
  return {
    trackingNumber: s.trackingNumber,
    status: s.status,
    origin: s.origin,
    destination: s.destination,
    service: s.service,
    weightKg: Number(s.weightKg),
    dimensionsCm: { length: s.lengthCm, width: s.widthCm, height: s.heightCm },
    declaredValueAed: Number(s.declaredValueAed),
    estimatedDelivery: s.estimatedDelivery?.toISOString() ?? null,
    history: events.map((e) => ({
      status: e.status,
      description: e.description,
      location: e.location,
      at: e.occurredAt.toISOString(),
    })),
  };
}
