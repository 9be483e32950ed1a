import type {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  Driver,
  LatestPosition,
  UpdateDriver,
  UpdateVehicle,
  Vehicle,
} from '@qafila/contracts';
import type { ActionResult } from '../../../../actions/ActionResult.ts';
import type { FleetAnalyticsProps } from '../FleetAnalytics/FleetAnalytics.tsx';
import type { FleetOverviewProps } from '../FleetOverview/FleetOverview.tsx';
import type { FleetTripsProps } from '../FleetTrips/types.ts';
import type { RouteOptimizerProps } from '../RouteOptimizer/types.ts';

/** The result of a write: done, or the server's `{error}` text to show. */
export type FleetWriteOutcome = ActionResult;

/** The screen's tabs, as spec 001 §2 lists them. */
export const FLEET_TABS = ['overview', 'vehicles', 'drivers', 'trips', 'analytics', 'route'] as const;
export type FleetTab = (typeof FLEET_TABS)[number];

/** The Overview tab: the dashboard and analytics figures, and the latest positions for the live map. */
export type FleetOverviewTabProps = Omit<FleetOverviewProps, 'onAddVehicle' | 'mapSlot'> & {
  /** `GET /api/fleet/positions/latest`, kept current by `fleet_position` pushes; undefined while loading. */
  positions?: LatestPosition[] | undefined;
};

/** Props of `FleetManagement`. Everything comes from the container; the screen holds only tab and dialog state. */
export interface FleetManagementProps {
  /** The organization's vehicles, retired ones too; undefined while loading. */
  vehicles: Vehicle[] | undefined;
  /** Why the vehicles failed to load. */
  vehiclesError?: string | undefined;
  onRetryVehicles?: () => void;
  /** The organization's drivers, retired ones too; undefined while loading. */
  drivers: Driver[] | undefined;
  driversError?: string | undefined;
  onRetryDrivers?: () => void;
  /** The open tab when uncontrolled; defaults to Overview when the screen has it, else Vehicles. */
  defaultTab?: FleetTab;
  /** The open tab, when the container keeps it (e.g. in the address); with `onTabChange`. */
  tab?: FleetTab | undefined;
  onTabChange?: ((tab: FleetTab) => void) | undefined;
  /** The Overview tab; the tab shows when given. */
  overview?: FleetOverviewTabProps | undefined;
  /** The Trips tab (its vehicle and driver pickers take the screen's lists); the tab shows when given. */
  trips?: Omit<FleetTripsProps, 'vehicles' | 'drivers'> | undefined;
  /** The AI Analytics tab (its vehicle picker takes the screen's list); the tab shows when given. */
  analytics?: Omit<FleetAnalyticsProps, 'vehicles'> | undefined;
  /** The Route Optimizer tab; the tab shows when given. */
  routeOptimizer?: RouteOptimizerProps | undefined;
  /** Today in the UAE, `YYYY-MM-DD`, for the expiry warnings; defaults to the current day. */
  today?: string;
  onCreateVehicle(values: CreateVehicle): Promise<FleetWriteOutcome>;
  onUpdateVehicle(id: number, changes: UpdateVehicle): Promise<FleetWriteOutcome>;
  onRetireVehicle(id: number): Promise<FleetWriteOutcome>;
  onAddService(id: number, service: AddVehicleService): Promise<FleetWriteOutcome>;
  onCreateDriver(values: CreateDriver): Promise<FleetWriteOutcome>;
  onUpdateDriver(id: number, changes: UpdateDriver): Promise<FleetWriteOutcome>;
  onRetireDriver(id: number): Promise<FleetWriteOutcome>;
  /**
   * The tracker dialog (device token): where devices post positions, and creating or revoking a vehicle's token.
   * Without it the vehicles have no Tracker action.
   */
  tracker?:
    | {
        serverUrl: string;
        onCreateToken(vehicleId: number): Promise<ActionResult<{ token: string }>>;
        onRevokeToken(vehicleId: number): Promise<ActionResult<{ revoked: boolean }>>;
        onCopy?: ((text: string) => Promise<void>) | undefined;
      }
    | undefined;
}
