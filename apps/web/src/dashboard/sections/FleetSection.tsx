import type {
  AddVehicleService,
  CreateDriver,
  CreateVehicle,
  EndpointKey,
  UpdateDriver,
  UpdateVehicle,
} from '@qafila/contracts';
import { FleetManagement, type FleetWriteOutcome } from '@qafila/ui/screens/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';

/** What a fleet write can change: both lists (a vehicle's service row changes its card) and the overview's count. */
const FLEET_DATA = [
  'GET /api/fleet/vehicles',
  'GET /api/fleet/drivers',
  'GET /api/dashboard/stats',
] as const satisfies readonly EndpointKey[];

/** Fleet Management bound to the API: the organization's vehicles and drivers, and every write on them. */
export default function FleetSection() {
  const queryClient = useQueryClient();
  const vehicles = useQuery(api.queryOptions('GET /api/fleet/vehicles'));
  const drivers = useQuery(api.queryOptions('GET /api/fleet/drivers'));

  // Runs a write, refetches the fleet on success, and answers the server's `{error}` text on failure.
  const write = async (call: () => Promise<unknown>): Promise<FleetWriteOutcome> => {
    try {
      await call();
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
    await api.invalidate(queryClient, ...FLEET_DATA);
    return { ok: true };
  };

  return (
    <FleetManagement
      vehicles={vehicles.data}
      vehiclesError={vehicles.error && !vehicles.data ? errorText(vehicles.error) : undefined}
      onRetryVehicles={() => void vehicles.refetch()}
      drivers={drivers.data}
      driversError={drivers.error && !drivers.data ? errorText(drivers.error) : undefined}
      onRetryDrivers={() => void drivers.refetch()}
      onCreateVehicle={(body: CreateVehicle) => write(() => api.call('POST /api/fleet/vehicles', { body }))}
      onUpdateVehicle={(id: number, body: UpdateVehicle) =>
        write(() => api.call('PUT /api/fleet/vehicles/:id', { params: { id }, body }))
      }
      onRetireVehicle={(id: number) => write(() => api.call('DELETE /api/fleet/vehicles/:id', { params: { id } }))}
      onAddService={(id: number, body: AddVehicleService) =>
        write(() => api.call('POST /api/fleet/vehicles/:id/services', { params: { id }, body }))
      }
      onCreateDriver={(body: CreateDriver) => write(() => api.call('POST /api/fleet/drivers', { body }))}
      onUpdateDriver={(id: number, body: UpdateDriver) =>
        write(() => api.call('PUT /api/fleet/drivers/:id', { params: { id }, body }))
      }
      onRetireDriver={(id: number) => write(() => api.call('DELETE /api/fleet/drivers/:id', { params: { id } }))}
      tracker={{
        serverUrl: new URL('/api/fleet/positions', window.location.origin).href,
        onCreateToken: (id: number) =>
          attempt(() => api.call('POST /api/fleet/vehicles/:id/device-token', { params: { id } })),
        onRevokeToken: (id: number) =>
          attempt(() => api.call('DELETE /api/fleet/vehicles/:id/device-token', { params: { id } })),
      }}
    />
  );
}
