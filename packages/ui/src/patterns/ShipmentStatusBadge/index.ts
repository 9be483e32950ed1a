// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ShipmentStatusBadgeProps } from './ShipmentStatusBadge.tsx';
export { ShipmentStatusBadge } from './ShipmentStatusBadge.tsx';
export type { ShipmentStatus } from './shipmentStatus.ts';
export { shipmentStatuses } from './shipmentStatus.ts';
export { toShipmentStatus } from './shipmentStatus.ts';
