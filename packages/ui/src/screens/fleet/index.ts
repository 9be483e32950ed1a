// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// Fleet Management (issue 14): its own entry, `@qafila/ui/screens/fleet`, so that the other dashboard sections do not
// load the fleet's screens, map and charts (apps/web loads each section lazily).
export type { FleetManagementProps } from '../dashboard/fleet/FleetManagement/index.ts';
export type { FleetTab } from '../dashboard/fleet/FleetManagement/index.ts';
export type { FleetWriteOutcome } from '../dashboard/fleet/FleetManagement/index.ts';
export { FleetManagement } from '../dashboard/fleet/FleetManagement/index.ts';
export type { CreateTripOutcome } from '../dashboard/fleet/FleetTrips/index.ts';
export type { FleetTripsProps } from '../dashboard/fleet/FleetTrips/index.ts';
export type { TripShipmentOption } from '../dashboard/fleet/FleetTrips/index.ts';
export { FleetTrips } from '../dashboard/fleet/FleetTrips/index.ts';
export type { FleetOverviewProps } from '../dashboard/fleet/FleetOverview/index.ts';
export { FleetOverview } from '../dashboard/fleet/FleetOverview/index.ts';
export type { FleetAnalyticsProps } from '../dashboard/fleet/FleetAnalytics/index.ts';
export { FleetAnalytics } from '../dashboard/fleet/FleetAnalytics/index.ts';
export type { RouteOptimizeOutcome } from '../dashboard/fleet/RouteOptimizer/index.ts';
export type { RouteOptimizerProps } from '../dashboard/fleet/RouteOptimizer/index.ts';
export { RouteOptimizer } from '../dashboard/fleet/RouteOptimizer/index.ts';
