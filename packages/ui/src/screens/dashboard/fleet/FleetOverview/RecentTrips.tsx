import type { FleetRecentTrip, TripStatus } from '@qafila/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../../components/Badge/badgeTones.ts';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import * as fleetStyles from '../FleetManagement/FleetManagement.css.ts';
import { formatKm, formatMoment } from '../private/format.ts';
import * as styles from './FleetOverview.css.ts';
import { argMessages, messages, tripStatusMessages } from './FleetOverview.messages.ts';

// Spec 001 §4: completed and in progress have their colours, the others are grey.
const tripTones: Record<TripStatus, BadgeTone> = {
  planned: 'neutral',
  in_progress: 'info',
  completed: 'positive',
  cancelled: 'neutral',
};

export function TripStatusBadge({ status }: { status: TripStatus }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={tripTones[status]} data-status={status}>
      {intl.formatMessage(tripStatusMessages[status])}
    </Badge>
  );
}

/** The five most recently created trips: number, lane (Arabic place names in Arabic), vehicle, driver, status. */
export function RecentTrips({ trips }: { trips: FleetRecentTrip[] | undefined }) {
  const intl = useIntl();
  const id = useId();
  const arabic = intl.locale.startsWith('ar');
  return (
    <Card as="section" aria-labelledby={id} className={styles.panel}>
      <CardHeader>
        <CardTitle id={id}>{intl.formatMessage(messages.recentTrips)}</CardTitle>
      </CardHeader>
      <CardBody>
        {trips === undefined ? (
          <Stack space="sm" aria-hidden="true">
            <Skeleton />
            <Skeleton />
            <Skeleton inlineSize="70%" />
          </Stack>
        ) : trips.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(messages.noTrips)}</Text>
        ) : (
          <ul className={styles.trips} aria-labelledby={id}>
            {trips.map((trip) => (
              <li key={trip.id} className={styles.trip} data-trip={trip.tripNumber}>
                <div className={styles.tripHead}>
                  <span className={styles.tripNumber}>{trip.tripNumber}</span>
                  <TripStatusBadge status={trip.status} />
                </div>
                <p className={styles.tripLane}>
                  {intl.formatMessage(argMessages.lane, {
                    from: (arabic && trip.startLocationAr) || trip.startLocation,
                    to: (arabic && trip.endLocationAr) || trip.endLocation,
                  })}
                </p>
                <p className={styles.tripMeta}>
                  <span dir="ltr" className={fleetStyles.plate}>
                    {trip.vehicle.licensePlate}
                  </span>{' '}
                  {trip.driver.name}
                </p>
                <p className={styles.tripMeta}>
                  {intl.formatMessage(argMessages.tripMeta, {
                    start: formatMoment(intl, trip.plannedStart),
                    km: formatKm(intl, trip.plannedDistanceKm),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
