/** Shipment statuses (spec 000 §4), the same values as `@qafila/contracts`. */
export const shipmentStatuses = ['in_transit', 'delayed', 'customs_clearance', 'delivered', 'pending'] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** Any server value as a known status: anything unknown (or missing) shows as `pending`. */
export function toShipmentStatus(value: unknown): ShipmentStatus {
  return shipmentStatuses.find((status) => status === value) ?? 'pending';
}
