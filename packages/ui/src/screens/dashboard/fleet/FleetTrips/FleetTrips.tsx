import { TRIP_STATUSES, type Trip, type TripStatus } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Pagination } from '../../../../components/Pagination/Pagination.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { FleetMap } from '../../../../patterns/FleetMap/FleetMap.tsx';
import { tripStatusMessages } from '../FleetOverview/FleetOverview.messages.ts';
import { CreateTripDialog } from './CreateTripDialog.tsx';
import * as styles from './FleetTrips.css.ts';
import { argMessages, messages } from './FleetTrips.messages.ts';
import { TripActionDialog } from './TripActionDialog.tsx';
import { type TripAction, TripList } from './TripList.tsx';
import type { FleetTripsProps } from './types.ts';

/**
 * The Trips tab of Fleet Management (issue 14): the organization's trips newest first, a page at a time and by
 * status, with Start, Complete and Cancel by status, Create Trip, and the selected trip's stops and track on a map.
 */
export function FleetTrips(props: FleetTripsProps) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ trip: Trip; action: TripAction } | null>(null);
  const { trips, selectedTrip } = props;
  const page = props.page ?? trips?.page ?? 1;

  return (
    <Stack as="section" space="md" aria-label={intl.formatMessage(messages.label)} className={styles.root}>
      <Inline space="sm" align="spaceBetween" alignY="end">
        <Field label={intl.formatMessage(messages.statusFilter)} className={styles.filter}>
          <Select
            value={props.statusFilter ?? ''}
            onValueChange={(value) => props.onStatusFilter?.(value ? (value as TripStatus) : undefined)}
            options={[
              { value: '', label: intl.formatMessage(messages.allStatuses) },
              ...TRIP_STATUSES.map((status) => ({
                value: status,
                label: intl.formatMessage(tripStatusMessages[status]),
              })),
            ]}
          />
        </Field>
        <Button onClick={() => setCreating(true)}>{intl.formatMessage(messages.createTrip)}</Button>
      </Inline>

      {selectedTrip ? (
        <Stack
          as="section"
          space="sm"
          className={styles.mapPanel}
          aria-label={intl.formatMessage(argMessages.tripMap, { trip: selectedTrip.tripNumber })}
        >
          <Heading level={3} as="h2">
            {intl.formatMessage(argMessages.tripMap, { trip: selectedTrip.tripNumber })}
          </Heading>
          {props.mapSlot ?? (
            <FleetMap
              label={intl.formatMessage(messages.mapLabel)}
              vehicles={[]}
              stops={selectedTrip.stops.map((stop) => ({
                name: stop.place,
                nameAr: stop.placeAr,
                lat: stop.lat,
                lon: stop.lon,
              }))}
              breadcrumb={props.breadcrumb}
              now={props.now}
            />
          )}
        </Stack>
      ) : null}

      <div aria-busy={props.loading || undefined} className={styles.list}>
        <TripList
          trips={trips?.items}
          error={props.error}
          onRetry={props.onRetry}
          filtered={props.statusFilter !== undefined}
          selectedId={selectedTrip?.id}
          onCreate={() => setCreating(true)}
          onAction={(trip, action) => setActing({ trip, action })}
          onSelect={props.onSelectTrip}
        />
      </div>
      {trips && trips.total > trips.pageSize ? (
        <Pagination totalItems={trips.total} pageSize={trips.pageSize} page={page} onPageChange={props.onPageChange} />
      ) : null}

      <CreateTripDialog
        open={creating}
        onClose={() => setCreating(false)}
        vehicles={props.vehicles ?? []}
        drivers={props.drivers ?? []}
        shipments={props.shipments ?? []}
        onCreate={props.onCreateTrip}
      />
      <TripActionDialog
        target={acting}
        onClose={() => setActing(null)}
        onStart={props.onStartTrip}
        onComplete={props.onCompleteTrip}
        onCancel={props.onCancelTrip}
      />
    </Stack>
  );
}
