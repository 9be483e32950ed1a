import type { Trip, TripStatus, TripStop } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card, CardBody, CardFooter, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { TruckIcon } from '../../../../private/icons.tsx';
import { CardList } from '../FleetManagement/CardTiles.tsx';
import * as fleetStyles from '../FleetManagement/FleetManagement.css.ts';
import { Fact, Facts } from '../FleetManagement/parts.tsx';
import { TripStatusBadge } from '../FleetOverview/RecentTrips.tsx';
import { sharedArgMessages } from '../private/fleetShared.messages.ts';
import { formatKm, formatMoment } from '../private/format.ts';
import { argMessages, messages } from './FleetTrips.messages.ts';

/** A stop's name in the current language: the gazetteer's Arabic name in Arabic, else the place as stored. */
export const stopName = (intl: IntlShape, stop: TripStop) =>
  intl.locale.toLowerCase().startsWith('ar') && stop.placeAr ? stop.placeAr : stop.place;

/** What can be done to a trip in its status. */
export type TripAction = 'start' | 'complete' | 'cancel';
const actionsOf: Record<TripStatus, TripAction[]> = {
  planned: ['start', 'cancel'],
  in_progress: ['complete', 'cancel'],
  completed: [],
  cancelled: [],
};
const actionLabels = { start: messages.start, complete: messages.complete, cancel: messages.cancel } as const;

export interface TripListProps {
  trips: Trip[] | undefined;
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** A status filter is on: the empty list says so instead of inviting the first trip. */
  filtered: boolean;
  selectedId?: number | undefined;
  onCreate(): void;
  onAction(trip: Trip, action: TripAction): void;
  onSelect?: ((id: number) => void) | undefined;
}

/** One card per trip, newest first: number, status, vehicle, driver, route, distances, times and its actions. */
export function TripList({ trips, error, onRetry, filtered, selectedId, onCreate, onAction, onSelect }: TripListProps) {
  const intl = useIntl();
  return (
    <CardList
      items={trips}
      error={error}
      onRetry={onRetry}
      label={intl.formatMessage(messages.listLabel)}
      loadingLabel={intl.formatMessage(messages.loading)}
      errorTitle={intl.formatMessage(messages.loadError)}
      empty={
        filtered
          ? { title: intl.formatMessage(messages.emptyFiltered) }
          : {
              icon: <TruckIcon />,
              title: intl.formatMessage(messages.emptyTitle),
              description: intl.formatMessage(messages.emptyDescription),
              action: <Button onClick={onCreate}>{intl.formatMessage(messages.createFirst)}</Button>,
            }
      }
    >
      {(items) =>
        items.map((trip) => {
          const first = trip.stops[0];
          const last = trip.stops[trip.stops.length - 1];
          const button = (label: string, onClick: () => void, tone?: 'critical') => (
            <Button
              key={label}
              size="sm"
              variant={tone ? 'ghost' : 'outline'}
              tone={tone ?? 'neutral'}
              aria-label={intl.formatMessage(argMessages.actionOf, { action: label, trip: trip.tripNumber })}
              onClick={onClick}
            >
              {label}
            </Button>
          );
          const actions = actionsOf[trip.status];
          return (
            <Card
              as="li"
              key={trip.id}
              className={fleetStyles.card}
              data-status={trip.status}
              aria-current={trip.id === selectedId || undefined}
            >
              <CardHeader>
                <CardTitle as="h2">
                  <bdi dir="ltr">{trip.tripNumber}</bdi>
                </CardTitle>
                <TripStatusBadge status={trip.status} />
              </CardHeader>
              <CardBody className={fleetStyles.cardBody}>
                <Facts>
                  <Fact label={intl.formatMessage(messages.vehicle)}>
                    <Inline space="xs" alignY="center">
                      <bdi dir="ltr" className={fleetStyles.plate}>
                        {trip.vehicle.licensePlate}
                      </bdi>
                      <bdi>
                        {trip.vehicle.make} {trip.vehicle.model}
                      </bdi>
                    </Inline>
                  </Fact>
                  <Fact label={intl.formatMessage(messages.driver)}>
                    <bdi>{trip.driver.name}</bdi>
                  </Fact>
                  {first && last ? (
                    <Fact label={intl.formatMessage(messages.route)}>
                      {intl.formatMessage(argMessages.routeValue, {
                        from: <bdi>{stopName(intl, first)}</bdi>,
                        to: <bdi>{stopName(intl, last)}</bdi>,
                        more: Math.max(0, trip.stops.length - 2),
                      })}
                    </Fact>
                  ) : null}
                  <Fact label={intl.formatMessage(messages.distance)}>
                    {intl.formatMessage(argMessages.distanceValue, {
                      planned: formatKm(intl, trip.plannedDistanceKm),
                      actual: trip.actualDistanceKm === null ? '' : formatKm(intl, trip.actualDistanceKm),
                      hasActual: trip.actualDistanceKm === null ? 'no' : 'yes',
                    })}
                  </Fact>
                  <Fact label={intl.formatMessage(messages.shipments)}>
                    {intl.formatMessage(argMessages.shipmentCount, { count: trip.shipments.length })}
                  </Fact>
                  <Fact label={intl.formatMessage(messages.plannedStart)}>{formatMoment(intl, trip.plannedStart)}</Fact>
                  {trip.startedAt ? (
                    <Fact label={intl.formatMessage(messages.startedAt)}>{formatMoment(intl, trip.startedAt)}</Fact>
                  ) : null}
                  {trip.completedAt ? (
                    <Fact label={intl.formatMessage(messages.completedAt)}>{formatMoment(intl, trip.completedAt)}</Fact>
                  ) : null}
                  {trip.rating !== null ? (
                    <Fact label={intl.formatMessage(messages.rating)}>
                      {intl.formatMessage(sharedArgMessages.rating, { rating: intl.formatNumber(trip.rating) })}
                    </Fact>
                  ) : null}
                  {trip.cancelledAt ? (
                    <Fact label={intl.formatMessage(messages.cancelledAt)}>{formatMoment(intl, trip.cancelledAt)}</Fact>
                  ) : null}
                </Facts>
              </CardBody>
              {actions.length > 0 || onSelect ? (
                <CardFooter>
                  <Inline space="xs">
                    {onSelect ? button(intl.formatMessage(messages.showOnMap), () => onSelect(trip.id)) : null}
                    {actions.map((action) =>
                      button(
                        intl.formatMessage(actionLabels[action]),
                        () => onAction(trip, action),
                        action === 'cancel' ? 'critical' : undefined,
                      ),
                    )}
                  </Inline>
                </CardFooter>
              ) : null}
            </Card>
          );
        })
      }
    </CardList>
  );
}
