import type { Driver, Vehicle } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/Tabs/Tabs.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { FleetMap } from '../../../../patterns/FleetMap/FleetMap.tsx';
import { FleetAnalytics } from '../FleetAnalytics/FleetAnalytics.tsx';
import { FleetOverview } from '../FleetOverview/FleetOverview.tsx';
import { FleetTrips } from '../FleetTrips/FleetTrips.tsx';
import { RouteOptimizer } from '../RouteOptimizer/RouteOptimizer.tsx';
import { DriverDialog } from './DriverDialog.tsx';
import { DriverList } from './DriverList.tsx';
import { todayInUae } from './expiry.ts';
import * as styles from './FleetManagement.css.ts';
import { argMessages, messages } from './FleetManagement.messages.ts';
import { RetireDialog, type RetireDialogProps } from './RetireDialog.tsx';
import { ServiceDialog } from './ServiceDialog.tsx';
import { Summary } from './Summary.tsx';
import { TrackerDialog } from './TrackerDialog.tsx';
import type { FleetManagementProps, FleetOverviewTabProps, FleetTab } from './types.ts';
import { VehicleDialog } from './VehicleDialog.tsx';
import { VehicleList, vehicleName } from './VehicleList.tsx';

/**
 * Fleet Management (spec 001 §2, issue 14): the active vehicles, vehicles in maintenance and active drivers, then
 * the tabs: Overview (figures, alerts, live map), Vehicles and Drivers (cards, expiry warnings, the add, edit,
 * service, tracker and retire dialogs), Trips, AI Analytics and Route Optimizer. A tab whose props are not given
 * is left out, so a container can assemble the parts it has.
 */
export function FleetManagement(props: FleetManagementProps) {
  const intl = useIntl();
  const today = props.today ?? todayInUae();
  const [vehicleTarget, setVehicleTarget] = useState<Vehicle | 'new' | null>(null);
  const [serviced, setServiced] = useState<Vehicle | null>(null);
  const [driverTarget, setDriverTarget] = useState<Driver | 'new' | null>(null);
  const [retiring, setRetiring] = useState<RetireDialogProps['target']>(null);
  const [tracked, setTracked] = useState<Vehicle | null>(null);

  const retireVehicle = (vehicle: Vehicle) =>
    setRetiring({
      title: intl.formatMessage(argMessages.retireVehicleTitle, { vehicle: vehicleName(vehicle) }),
      description: intl.formatMessage(messages.retireVehicleDescription),
      retire: () => props.onRetireVehicle(vehicle.id),
    });
  const retireDriver = (driver: Driver) =>
    setRetiring({
      title: intl.formatMessage(argMessages.retireDriverTitle, { driver: driver.name }),
      description: intl.formatMessage(messages.retireDriverDescription),
      retire: () => props.onRetireDriver(driver.id),
    });

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <Stack as="section" space="lg" className={styles.root} aria-label={intl.formatMessage(messages.title)}>
      <Text tone="secondary">{intl.formatMessage(messages.subtitle)}</Text>

      <Summary
        vehicles={props.vehicles}
        drivers={props.drivers}
        vehiclesFailed={Boolean(props.vehiclesError)}
        driversFailed={Boolean(props.driversError)}
      />

      <Tabs
        defaultValue={props.defaultTab ?? (props.overview ? 'overview' : 'vehicles')}
        {...(props.tab ? { value: props.tab } : {})}
        {...(props.onTabChange ? { onValueChange: (value: string) => props.onTabChange?.(value as FleetTab) } : {})}
      >
        <TabsList label={intl.formatMessage(messages.tabsLabel)}>
          {props.overview ? (
            <TabsTrigger value="overview">{intl.formatMessage(messages.tabOverview)}</TabsTrigger>
          ) : null}
          <TabsTrigger value="vehicles">{intl.formatMessage(messages.tabVehicles)}</TabsTrigger>
          <TabsTrigger value="drivers">{intl.formatMessage(messages.tabDrivers)}</TabsTrigger>
          {props.trips ? <TabsTrigger value="trips">{intl.formatMessage(messages.tabTrips)}</TabsTrigger> : null}
          {props.analytics ? (
            <TabsTrigger value="analytics">{intl.formatMessage(messages.tabAnalytics)}</TabsTrigger>
          ) : null}
          {props.routeOptimizer ? (
            <TabsTrigger value="route">{intl.formatMessage(messages.tabRoute)}</TabsTrigger>
          ) : null}
        </TabsList>
        {props.overview ? (
          <TabsContent value="overview">
            <OverviewTab {...props.overview} vehicles={props.vehicles} onAddVehicle={() => setVehicleTarget('new')} />
          </TabsContent>
        ) : null}
        <TabsContent value="vehicles">
          <Stack space="md">
            <Inline space="sm" align="end">
              <Button onClick={() => setVehicleTarget('new')}>{intl.formatMessage(messages.addVehicle)}</Button>
            </Inline>
            <VehicleList
              vehicles={props.vehicles}
              error={props.vehiclesError}
              onRetry={props.onRetryVehicles}
              today={today}
              onAdd={() => setVehicleTarget('new')}
              onEdit={setVehicleTarget}
              onAddService={setServiced}
              onRetire={retireVehicle}
              onTracker={props.tracker ? setTracked : undefined}
            />
          </Stack>
        </TabsContent>
        <TabsContent value="drivers">
          <Stack space="md">
            <Inline space="sm" align="end">
              <Button onClick={() => setDriverTarget('new')}>{intl.formatMessage(messages.addDriver)}</Button>
            </Inline>
            <DriverList
              drivers={props.drivers}
              error={props.driversError}
              onRetry={props.onRetryDrivers}
              today={today}
              onAdd={() => setDriverTarget('new')}
              onEdit={setDriverTarget}
              onRetire={retireDriver}
            />
          </Stack>
        </TabsContent>
        {props.trips ? (
          <TabsContent value="trips">
            <FleetTrips {...props.trips} vehicles={props.vehicles} drivers={props.drivers} />
          </TabsContent>
        ) : null}
        {props.analytics ? (
          <TabsContent value="analytics">
            <FleetAnalytics {...props.analytics} vehicles={props.vehicles} />
          </TabsContent>
        ) : null}
        {props.routeOptimizer ? (
          <TabsContent value="route">
            <RouteOptimizer {...props.routeOptimizer} />
          </TabsContent>
        ) : null}
      </Tabs>

      <VehicleDialog
        target={vehicleTarget}
        onClose={() => setVehicleTarget(null)}
        onCreate={props.onCreateVehicle}
        onUpdate={props.onUpdateVehicle}
      />
      <ServiceDialog
        vehicle={serviced}
        today={today}
        onClose={() => setServiced(null)}
        onAddService={props.onAddService}
      />
      <DriverDialog
        target={driverTarget}
        onClose={() => setDriverTarget(null)}
        onCreate={props.onCreateDriver}
        onUpdate={props.onUpdateDriver}
      />
      <RetireDialog target={retiring} onClose={() => setRetiring(null)} />
      {props.tracker ? (
        <TrackerDialog key={tracked?.id} vehicle={tracked} onClose={() => setTracked(null)} {...props.tracker} />
      ) : null}
    </Stack>
  );
}

/** The Overview tab with the live map of the vehicles' latest positions (status from the vehicle list). */
function OverviewTab({
  positions,
  vehicles,
  onAddVehicle,
  ...overview
}: FleetOverviewTabProps & { vehicles: Vehicle[] | undefined; onAddVehicle(): void }) {
  const intl = useIntl();
  const status = new Map(vehicles?.map((vehicle) => [vehicle.id, vehicle.status]));
  return (
    <FleetOverview
      {...overview}
      onAddVehicle={onAddVehicle}
      mapSlot={
        positions ? (
          <FleetMap
            label={intl.formatMessage(messages.liveMap)}
            vehicles={positions.map((position) => ({
              id: position.vehicleId,
              label: position.licensePlate,
              lat: position.lat,
              lon: position.lon,
              bearing: position.bearing,
              speedKmh: position.speedKmh,
              recordedAt: position.recordedAt,
              stale: position.stale,
              status: status.get(position.vehicleId),
            }))}
          />
        ) : null
      }
    />
  );
}
