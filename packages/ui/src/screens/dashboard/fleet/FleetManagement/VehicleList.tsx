import type { Vehicle } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { TruckIcon } from '../../../../private/icons.tsx';
import { CardList } from './CardTiles.tsx';
import * as styles from './FleetManagement.css.ts';
import {
  argMessages,
  emirateMessages,
  fuelTypeMessages,
  messages,
  serviceKindMessages,
  vehicleTypeMessages,
} from './FleetManagement.messages.ts';
import { CardActions, ExpiryText, Fact, Facts, formatDay, VehicleStatusBadge } from './parts.tsx';
import { trackerMessages } from './TrackerDialog.messages.ts';

export interface VehicleListProps {
  vehicles: Vehicle[] | undefined;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  today: string;
  onAdd(): void;
  onEdit(vehicle: Vehicle): void;
  onAddService(vehicle: Vehicle): void;
  onRetire(vehicle: Vehicle): void;
  /** Opens the tracker dialog (device token); the action shows only when given. */
  onTracker?: ((vehicle: Vehicle) => void) | undefined;
}

/** The vehicle's name in titles and button names: make, model and plate. */
export const vehicleName = (vehicle: Vehicle) => `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`;

/** One card per vehicle (they stack on phones); skeletons while loading; an invitation when there is none. */
export function VehicleList({
  vehicles,
  error,
  onRetry,
  today,
  onAdd,
  onEdit,
  onAddService,
  onRetire,
  onTracker,
}: VehicleListProps) {
  const intl = useIntl();
  return (
    <CardList
      items={vehicles}
      error={error}
      onRetry={onRetry}
      label={intl.formatMessage(messages.vehiclesLabel)}
      loadingLabel={intl.formatMessage(messages.loadingVehicles)}
      errorTitle={intl.formatMessage(messages.vehiclesLoadError)}
      empty={{
        icon: <TruckIcon />,
        title: intl.formatMessage(messages.noVehiclesTitle),
        description: intl.formatMessage(messages.noVehiclesDescription),
        action: <Button onClick={onAdd}>{intl.formatMessage(messages.addFirstVehicle)}</Button>,
      }}
    >
      {(items) =>
        items.map((vehicle) => (
          <Card as="li" key={vehicle.id} className={styles.card} data-status={vehicle.status}>
            <CardHeader>
              <Stack space="xxs">
                <CardTitle as="h2">
                  <bdi>
                    {vehicle.make} {vehicle.model}
                  </bdi>{' '}
                  <Text as="span" tone="secondary" weight="regular" tabularNumbers>
                    {intl.formatNumber(vehicle.year, { useGrouping: false })}
                  </Text>
                </CardTitle>
                <Inline space="xs" alignY="center">
                  <bdi dir="ltr" className={styles.plate}>
                    {vehicle.licensePlate}
                  </bdi>
                  <Text as="span" size="sm" tone="secondary">
                    {intl.formatMessage(emirateMessages[vehicle.emirate])}
                  </Text>
                </Inline>
              </Stack>
              <VehicleStatusBadge status={vehicle.status} />
            </CardHeader>
            <CardBody className={styles.cardBody}>
              <Facts>
                <Fact label={intl.formatMessage(messages.type)}>
                  {intl.formatMessage(vehicleTypeMessages[vehicle.vehicleType])}
                </Fact>
                <Fact label={intl.formatMessage(messages.fuel)}>
                  {intl.formatMessage(fuelTypeMessages[vehicle.fuelType])}
                </Fact>
                <Fact label={intl.formatMessage(messages.mileage)}>
                  {intl.formatNumber(vehicle.mileageKm, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' })}
                </Fact>
                <Fact label={intl.formatMessage(messages.capacity)}>
                  {intl.formatMessage(argMessages.capacityValue, {
                    kg: intl.formatNumber(vehicle.capacityKg, { style: 'unit', unit: 'kilogram' }),
                    m3: intl.formatNumber(vehicle.capacityM3),
                  })}
                </Fact>
                <Fact label={intl.formatMessage(messages.registration)}>
                  <ExpiryText expiry={vehicle.registrationExpiry} today={today} warn={vehicle.status !== 'retired'} />
                </Fact>
                <Fact label={intl.formatMessage(messages.insurance)}>
                  <ExpiryText expiry={vehicle.insuranceExpiry} today={today} warn={vehicle.status !== 'retired'} />
                </Fact>
                <Fact label={intl.formatMessage(messages.lastService)}>
                  {vehicle.lastService
                    ? intl.formatMessage(argMessages.lastServiceValue, {
                        kind: intl.formatMessage(serviceKindMessages[vehicle.lastService.kind]),
                        date: formatDay(intl, vehicle.lastService.date),
                      })
                    : intl.formatMessage(messages.noService)}
                </Fact>
              </Facts>
            </CardBody>
            <CardActions
              name={vehicleName(vehicle)}
              retired={vehicle.status === 'retired'}
              onEdit={() => onEdit(vehicle)}
              onRetire={() => onRetire(vehicle)}
              actions={[
                { label: intl.formatMessage(messages.addService), onClick: () => onAddService(vehicle) },
                ...(onTracker
                  ? [{ label: intl.formatMessage(trackerMessages.action), onClick: () => onTracker(vehicle) }]
                  : []),
              ]}
            />
          </Card>
        ))
      }
    </CardList>
  );
}
