import { TEMPERATURE_REFRESH_MS } from '@qafila/contracts';
import { TemperatureMonitoring } from '@qafila/ui/screens/temperature';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api.ts';
import { attempt, errorText } from '../queries.ts';
import { saveFile } from './saveFile.ts';

/**
 * The Temperature Monitoring section bound to the API (issue 18, docs/temperature.md): the sensors and monitored
 * shipments refresh every 30 seconds (the product's sensor refresh), as does an open shipment's report.
 */
export default function TemperatureSection() {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | undefined>();
  const live = { refetchInterval: TEMPERATURE_REFRESH_MS, refetchOnMount: 'always' as const };
  const sensors = useQuery({ ...api.queryOptions('GET /api/telemetry/sensors'), ...live });
  const shipments = useQuery({ ...api.queryOptions('GET /api/telemetry/shipments'), ...live });
  const vehicles = useQuery(api.queryOptions('GET /api/telemetry/vehicles'));
  const detail = useQuery({
    ...api.queryOptions('GET /api/telemetry/shipments/:shipmentId', { params: { shipmentId: selected ?? 0 } }),
    ...live,
    enabled: selected !== undefined,
  });

  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(
      queryClient,
      'GET /api/telemetry/sensors',
      'GET /api/telemetry/shipments',
      'GET /api/telemetry/shipments/:shipmentId',
    );
    return result;
  };
  const error = sensors.error ?? shipments.error;

  return (
    <TemperatureMonitoring
      sensors={sensors.data}
      shipments={shipments.data}
      error={error && !(sensors.data && shipments.data) ? errorText(error) : undefined}
      onRetry={() => {
        void sensors.refetch();
        void shipments.refetch();
      }}
      selectedShipmentId={selected}
      detail={detail.data}
      onSelectShipment={setSelected}
      onRegister={(body) => change(() => api.call('POST /api/telemetry/sensors', { body }))}
      onRotate={(id) => change(() => api.call('POST /api/telemetry/sensors/:id/token', { params: { id } }))}
      onRevoke={(id) => change(() => api.call('DELETE /api/telemetry/sensors/:id/token', { params: { id } }))}
      onAttach={(id, trackingNumber) =>
        change(() =>
          api.call('POST /api/telemetry/sensors/:id/assignments', { params: { id }, body: { trackingNumber } }),
        )
      }
      onDetach={(id) => change(() => api.call('DELETE /api/telemetry/assignments/:id', { params: { id } }))}
      vehicles={vehicles.data}
      onSetVehicle={(id, vehicleId) =>
        change(() => api.call('PUT /api/telemetry/sensors/:id', { params: { id }, body: { vehicleId } }))
      }
      onSetProfile={(shipmentId, body) =>
        change(() => api.call('PUT /api/telemetry/shipments/:shipmentId/profile', { params: { shipmentId }, body }))
      }
      onDownloadReport={async (shipmentId) => {
        try {
          saveFile(
            await api.download('GET /api/telemetry/shipments/:shipmentId/report.csv', { params: { shipmentId } }),
            `qafila-cold-chain-${shipmentId}.csv`,
          );
        } catch (error) {
          console.error(error);
        }
      }}
    />
  );
}
