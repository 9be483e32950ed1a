import type {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  Driver,
  UpdateDriver,
  UpdateVehicle,
  Vehicle,
} from '@qafila/contracts';
import type { ActionResult } from '../../../../actions/ActionResult.ts';

/** The result of a write: done, or the server's `{error}` text to show. */
export type FleetWriteOutcome = ActionResult;

/** The tabs the screen has so far (Overview, Trips, AI Analytics and Route Optimizer come with trips). */
export type FleetTab = 'vehicles' | 'drivers';

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
  /** The open tab when uncontrolled; defaults to Vehicles. */
  defaultTab?: FleetTab;
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
