import type { ShipmentStatus } from '@qafila/contracts';

/**
 * A shipment's progress (0–100) from its status history, oldest first:
 * - pending 10;
 * - in transit 40 at the first leg, +10 for each further in-transit update in a row, at most 60; after
 *   customs clearance (the onward delivery) 90;
 * - customs clearance 75;
 * - delivered 100;
 * - delayed keeps the progress reached before (10 when it is the first event).
 * Without history, the current status alone decides (delayed counts as pending).
 */
export function shipmentProgress(history: readonly { status: ShipmentStatus }[], current?: ShipmentStatus): number {
  if (history.length === 0) return current ? stage(current === 'delayed' ? 'pending' : current, 0, false) : 0;
  let progress = 0;
  let transitLegs = 0;
  let cleared = false;
  for (const { status } of history) {
    if (status === 'delayed') {
      progress = Math.max(progress, 10);
      continue;
    }
    transitLegs = status === 'in_transit' ? transitLegs + 1 : 0;
    if (status === 'customs_clearance') cleared = true;
    if (status === 'pending') cleared = false;
    progress = stage(status, transitLegs, cleared);
  }
  return progress;
}

function stage(status: Exclude<ShipmentStatus, 'delayed'>, transitLegs: number, cleared: boolean): number {
  switch (status) {
    case 'pending':
      return 10;
    case 'in_transit':
      return cleared ? 90 : Math.min(60, 40 + 10 * Math.max(0, transitLegs - 1));
    case 'customs_clearance':
      return 75;
    case 'delivered':
      return 100;
  }
}
