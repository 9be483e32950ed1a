import { buildPath, createChatSocket, isApiError } from '@qafila/api-client';
import type {
  AddVehicleService,
  CompleteTrip,
  CreateDriver,
  CreateTrip,
  CreateVehicle,
  EndpointKey,
  LatestPosition,
  MaintenancePrediction,
  OptimizeRouteRequest,
  TripStatus,
  UnknownPlaceBody,
  UpdateDriver,
  UpdateVehicle,
  WsEvent,
} from '@qafila/contracts';
import { STORAGE_KEYS } from '@qafila/contracts/constants';
import {
  type CreateTripOutcome,
  FleetManagement,
  type FleetWriteOutcome,
  type RouteOptimizeOutcome,
} from '@qafila/ui/screens/fleet';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';

/** How often the Overview's figures and the AI Analytics are read again (spec 001 §7). */
const DASHBOARD_REFRESH_MS = 30_000;
const ANALYTICS_REFRESH_MS = 60_000;
/** The newest shipments offered to a new trip. */
const TRIP_SHIPMENT_CHOICES = 100;

/** What a vehicle or driver write can change: both lists, the overview's count and the fleet's figures. */
const FLEET_DATA = [
  'GET /api/fleet/vehicles',
  'GET /api/fleet/drivers',
  'GET /api/dashboard/stats',
  'GET /api/fleet/dashboard',
  'GET /api/fleet/analytics',
  'GET /api/fleet/positions/latest',
] as const satisfies readonly EndpointKey[];

/** What a trip write can change: the trips, their shipments' statuses, the drivers' figures and the fleet's. */
const TRIP_DATA = [
  ...FLEET_DATA,
  'GET /api/fleet/trips',
  'GET /api/fleet/trips/:id/breadcrumb',
  'GET /api/org/shipments',
] as const satisfies readonly EndpointKey[];

/** The API's refusal as a screen shows it; an unknown place keeps its `place` and `suggestions`. */
function unknownPlace(error: unknown): Partial<UnknownPlaceBody> {
  if (!isApiError(error) || error.status !== 400) return {};
  try {
    const body = JSON.parse(error.body) as Partial<UnknownPlaceBody>;
    return Array.isArray(body.suggestions) && typeof body.place === 'string'
      ? { place: body.place, suggestions: body.suggestions }
      : {};
  } catch {
    return {};
  }
}

/** Puts a pushed position into the map's list: the vehicle's entry replaced (or added), fresh. */
function applyPosition(queryClient: QueryClient, position: LatestPosition) {
  const { queryKey } = api.queryOptions('GET /api/fleet/positions/latest');
  queryClient.setQueryData<LatestPosition[]>(queryKey, (positions) => {
    if (!positions) return positions;
    const next: LatestPosition = {
      vehicleId: position.vehicleId,
      emirate: position.emirate,
      licensePlate: position.licensePlate,
      lat: position.lat,
      lon: position.lon,
      speedKmh: position.speedKmh,
      bearing: position.bearing,
      recordedAt: position.recordedAt,
      stale: position.stale,
    };
    const index = positions.findIndex((p) => p.vehicleId === position.vehicleId);
    if (index === -1) return [...positions, next];
    // A late fix (a device sending its backlog) does not move the marker back in time.
    if (positions[index]!.recordedAt > position.recordedAt) return positions;
    return positions.map((p, i) => (i === index ? next : p));
  });
}

/**
 * Fleet Management bound to the API: vehicles, drivers, trips, the figures (every 30 s and 60 s), the live map
 * (`fleet_position` pushed on /ws), maintenance prediction and the route optimiser, and every write on them.
 */
export default function FleetSection() {
  const queryClient = useQueryClient();
  const vehicles = useQuery(api.queryOptions('GET /api/fleet/vehicles'));
  const drivers = useQuery(api.queryOptions('GET /api/fleet/drivers'));
  const dashboard = useQuery({
    ...api.queryOptions('GET /api/fleet/dashboard'),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const analytics = useQuery({
    ...api.queryOptions('GET /api/fleet/analytics'),
    refetchInterval: ANALYTICS_REFRESH_MS,
  });
  const positions = useQuery(api.queryOptions('GET /api/fleet/positions/latest'));

  const [tripPage, setTripPage] = useState(1);
  const [tripStatus, setTripStatus] = useState<TripStatus | undefined>(undefined);
  const trips = useQuery({
    ...api.queryOptions('GET /api/fleet/trips', {
      query: { page: String(tripPage), ...(tripStatus ? { status: tripStatus } : {}) },
    }),
    placeholderData: (previous) => previous,
    // Trips started, completed or cancelled by another member of staff show within the dashboard's period.
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
  const [selectedTripId, setSelectedTripId] = useState<number | undefined>(undefined);
  const selectedTrip = trips.data?.items.find((trip) => trip.id === selectedTripId);
  const breadcrumb = useQuery({
    ...api.queryOptions('GET /api/fleet/trips/:id/breadcrumb', { params: { id: selectedTripId ?? 0 } }),
    enabled: selectedTrip !== undefined,
  });

  // Shipments a trip may carry: only for staff who may see Cargo Management (else the picker stays empty).
  const sections = useQuery(api.queryOptions('GET /api/dashboard/sections'));
  const mayReadShipments = sections.data?.sections.includes('shipments') ?? false;
  const shipments = useQuery({
    ...api.queryOptions('GET /api/org/shipments', { query: { pageSize: String(TRIP_SHIPMENT_CHOICES) } }),
    enabled: mayReadShipments,
  });
  const shipmentChoices = useMemo(
    () =>
      shipments.data?.items.map(({ id, trackingNumber, customerName, status }) => ({
        id,
        trackingNumber,
        customerName,
        status,
      })) ?? [],
    [shipments.data],
  );

  const [prediction, setPrediction] = useState<MaintenancePrediction | undefined>(undefined);
  const [predictionError, setPredictionError] = useState<string | undefined>(undefined);

  // The live map: positions pushed to the organization's staff with the fleet section (docs/fleet.md).
  const sessionId = useMemo(() => `fleet_${crypto.randomUUID().replaceAll('-', '')}`, []);
  useEffect(() => {
    const socket = createChatSocket({
      sessionId,
      getToken: () => localStorage.getItem(STORAGE_KEYS.token),
      // On every (re)connect, read the positions sent while the connection was down.
      onStatusChange: (status) => {
        if (status === 'connected') void api.invalidate(queryClient, 'GET /api/fleet/positions/latest');
      },
      onEvent: (event: WsEvent) => {
        if (event.type !== 'fleet_position') return;
        applyPosition(queryClient, event.position);
        if (event.position.tripId !== null) void api.invalidate(queryClient, 'GET /api/fleet/trips/:id/breadcrumb');
      },
    });
    return () => socket.close();
  }, [sessionId, queryClient]);

  // Runs a write, refetches what it changes on success, and answers the server's `{error}` text on failure.
  const write = async (
    call: () => Promise<unknown>,
    data: readonly EndpointKey[] = FLEET_DATA,
  ): Promise<FleetWriteOutcome> => {
    try {
      await call();
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
    await api.invalidate(queryClient, ...data);
    return { ok: true };
  };
  const tripWrite = (call: () => Promise<unknown>) => write(call, TRIP_DATA);

  const loadError = (query: { error: unknown; data: unknown }) =>
    query.error && !query.data ? errorText(query.error) : undefined;

  return (
    <FleetManagement
      vehicles={vehicles.data}
      vehiclesError={loadError(vehicles)}
      onRetryVehicles={() => void vehicles.refetch()}
      drivers={drivers.data}
      driversError={loadError(drivers)}
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
        serverUrl: new URL(buildPath('POST /api/fleet/positions'), window.location.origin).href,
        onCreateToken: (id: number) =>
          attempt(() => api.call('POST /api/fleet/vehicles/:id/device-token', { params: { id } })),
        onRevokeToken: (id: number) =>
          attempt(() => api.call('DELETE /api/fleet/vehicles/:id/device-token', { params: { id } })),
      }}
      overview={{
        dashboard: dashboard.data,
        analytics: analytics.data,
        error: loadError(dashboard),
        onRetry: () => void dashboard.refetch(),
        updatedAt: dashboard.dataUpdatedAt || undefined,
        positions: positions.data,
      }}
      trips={{
        trips: trips.data,
        error: loadError(trips),
        onRetry: () => void trips.refetch(),
        loading: trips.isPlaceholderData,
        page: tripPage,
        onPageChange: setTripPage,
        statusFilter: tripStatus,
        onStatusFilter: (status) => {
          setTripStatus(status);
          setTripPage(1);
        },
        shipments: shipmentChoices,
        onCreateTrip: async (body: CreateTrip): Promise<CreateTripOutcome> => {
          try {
            await api.call('POST /api/fleet/trips', { body });
          } catch (error) {
            return { ok: false, error: errorText(error), ...unknownPlace(error) };
          }
          await api.invalidate(queryClient, ...TRIP_DATA);
          return { ok: true };
        },
        onStartTrip: (id: number) => tripWrite(() => api.call('POST /api/fleet/trips/:id/start', { params: { id } })),
        onCompleteTrip: (id: number, body?: CompleteTrip) =>
          tripWrite(() => api.call('POST /api/fleet/trips/:id/complete', { params: { id }, body: body ?? {} })),
        onCancelTrip: (id: number) => tripWrite(() => api.call('POST /api/fleet/trips/:id/cancel', { params: { id } })),
        onSelectTrip: setSelectedTripId,
        selectedTrip,
        breadcrumb: breadcrumb.data?.points,
      }}
      analytics={{
        analytics: analytics.data,
        error: loadError(analytics),
        onRetry: () => void analytics.refetch(),
        updatedAt: analytics.dataUpdatedAt || undefined,
        prediction,
        predictionError,
        onPredict: async (id: number) => {
          try {
            setPrediction(await api.call('POST /api/fleet/maintenance/predict/:id', { params: { id } }));
            setPredictionError(undefined);
            return { ok: true };
          } catch (error) {
            setPredictionError(errorText(error));
            return { ok: false, error: errorText(error) };
          }
        },
      }}
      routeOptimizer={{
        onOptimize: async (body: OptimizeRouteRequest): Promise<RouteOptimizeOutcome> => {
          try {
            return { ok: true, route: await api.call('POST /api/fleet/route/optimize', { body }) };
          } catch (error) {
            return { ok: false, error: errorText(error), ...unknownPlace(error) };
          }
        },
      }}
    />
  );
}
