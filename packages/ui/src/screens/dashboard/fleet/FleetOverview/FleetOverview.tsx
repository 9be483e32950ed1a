import type { FleetAlert, FleetAnalytics, FleetDashboard } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { PulseIcon, SettingsIcon, TruckIcon, UserIcon } from '../../../../private/icons.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import { messages as fleetMessages } from '../FleetManagement/FleetManagement.messages.ts';
import { FleetCharts } from '../private/FleetCharts.tsx';
import { FleetMetrics } from '../private/FleetMetrics.tsx';
import * as shared from '../private/fleetShared.css.ts';
import { UpdatedAt } from '../private/UpdatedAt.tsx';
import { alertText } from './alertText.ts';
import * as styles from './FleetOverview.css.ts';
import { argMessages, messages } from './FleetOverview.messages.ts';
import { RecentTrips } from './RecentTrips.tsx';

/** How many alerts the banner words; the rest are counted. */
export const FLEET_BANNER_ALERTS = 3;

/** Props of `FleetOverview`. */
export interface FleetOverviewProps {
  /** `GET /api/fleet/dashboard`; undefined while loading. */
  dashboard?: FleetDashboard | undefined;
  /** `GET /api/fleet/analytics`, for utilization, rating, distance and the charts; undefined while loading. */
  analytics?: FleetAnalytics | undefined;
  /** Why the dashboard failed to load (the API's text); shown with Try again. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Skeletons even if stale figures are given (a refresh that replaces them). */
  loading?: boolean | undefined;
  /** When the figures were fetched; defaults to the dashboard's `updatedAt`. */
  updatedAt?: Date | number | undefined;
  /** Where the live map goes, between the figures and the trips. */
  mapSlot?: ReactNode;
  /** The empty state's "Add your first vehicle"; without it the empty state has no button. */
  onAddVehicle?: (() => void) | undefined;
}

function AlertBanner({ alerts, count }: { alerts: FleetAlert[]; count: number }) {
  const intl = useIntl();
  const shown = alerts.slice(0, FLEET_BANNER_ALERTS);
  const critical = alerts.some((alert) => alert.severity === 'critical');
  return (
    <Alert
      tone={critical ? 'critical' : 'caution'}
      role="none"
      title={intl.formatMessage(argMessages.alertsTitle, { count })}
      data-alerts={count}
    >
      <ul className={styles.alerts}>
        {shown.map((alert, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: alerts have no id; their order (severity, date) is stable.
          <li key={index} data-kind={alert.kind} data-severity={alert.severity}>
            {intl.formatMessage(argMessages.alertLine, {
              severity: intl.formatMessage(messages[alert.severity]),
              text: alertText(intl, alert),
            })}
          </li>
        ))}
      </ul>
      {count > shown.length ? intl.formatMessage(argMessages.moreAlerts, { count: count - shown.length }) : null}
    </Alert>
  );
}

function Summary({ overview }: { overview: FleetDashboard['overview'] | undefined }) {
  const intl = useIntl();
  const n = (value: number) => intl.formatNumber(value);
  const cards = [
    {
      key: 'totalVehicles',
      label: messages.totalVehicles,
      icon: <TruckIcon />,
      value: overview?.totalVehicles,
      hint: overview && intl.formatMessage(argMessages.activeOf, { count: n(overview.activeVehicles) }),
    },
    {
      key: 'drivers',
      label: messages.drivers,
      icon: <UserIcon />,
      value: overview?.totalDrivers,
      hint: overview && intl.formatMessage(argMessages.activeOf, { count: n(overview.activeDrivers) }),
    },
    {
      key: 'activeTrips',
      label: messages.activeTrips,
      icon: <PulseIcon />,
      value: overview?.inProgressTrips,
      hint: overview && intl.formatMessage(argMessages.completedToday, { count: overview.completedTripsToday }),
    },
    {
      key: 'maintenanceDue',
      label: messages.maintenanceDue,
      icon: <SettingsIcon />,
      value: overview?.maintenanceDue,
      hint: overview && intl.formatMessage(messages.maintenanceDueHint),
    },
  ];
  return (
    <Tiles
      as="ul"
      minItemWidth="xs"
      fit
      space="md"
      className={shared.list}
      aria-label={intl.formatMessage(messages.summaryLabel)}
    >
      {cards.map((card) => (
        <li key={card.key} className={shared.tile} data-stat={card.key}>
          <Stat
            label={intl.formatMessage(card.label)}
            icon={card.icon}
            loading={card.value === undefined}
            value={card.value === undefined ? '' : n(card.value)}
            hint={card.hint}
          />
        </li>
      ))}
    </Tiles>
  );
}

/**
 * The Overview tab of Fleet Management (spec 001 §2): when the figures were computed, the alert banner (the count
 * and the first three, worded in the locale), the summary and performance figures, the live map (a slot), the five
 * recent trips and the charts of the last days. Skeletons while loading; an invitation to add the first vehicle
 * when the organization has none.
 */
export function FleetOverview({
  dashboard: given,
  analytics: givenAnalytics,
  error,
  onRetry,
  loading = false,
  updatedAt,
  mapSlot,
  onAddVehicle,
}: FleetOverviewProps) {
  const intl = useIntl();
  const dashboard = loading ? undefined : given;
  const analytics = loading ? undefined : givenAnalytics;
  const errorAlert = error ? (
    <LoadErrorAlert
      title={intl.formatMessage(messages.loadError)}
      error={error}
      retryLabel={intl.formatMessage(fleetMessages.retry)}
      onRetry={onRetry}
    />
  ) : null;

  if (error && !dashboard) {
    return (
      <Stack as="section" space="lg" className={shared.root} aria-label={intl.formatMessage(messages.label)}>
        {errorAlert}
      </Stack>
    );
  }
  if (dashboard && dashboard.overview.totalVehicles === 0) {
    return (
      <Stack as="section" space="lg" className={shared.root} aria-label={intl.formatMessage(messages.label)}>
        <UpdatedAt at={updatedAt ?? dashboard.updatedAt} />
        <EmptyState
          headingLevel="h2"
          icon={<TruckIcon />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          action={
            onAddVehicle ? (
              <Button onClick={onAddVehicle}>{intl.formatMessage(messages.addFirstVehicle)}</Button>
            ) : undefined
          }
        />
      </Stack>
    );
  }
  return (
    <Stack
      as="section"
      space="lg"
      className={shared.root}
      aria-label={intl.formatMessage(messages.label)}
      aria-busy={dashboard ? undefined : true}
    >
      <UpdatedAt at={updatedAt ?? dashboard?.updatedAt} />
      {errorAlert}
      {dashboard && dashboard.alertCount > 0 ? (
        <AlertBanner alerts={dashboard.alerts} count={dashboard.alertCount} />
      ) : null}
      <Summary overview={dashboard?.overview} />
      <FleetMetrics metrics={analytics?.metrics} />
      {mapSlot}
      <Tiles minItemWidth="lg" space="md" alignY="start">
        <RecentTrips trips={dashboard?.recentTrips} />
        <FleetCharts analytics={analytics} charts={['dailyUtilization', 'dailyKm', 'distanceByVehicle']} />
      </Tiles>
    </Stack>
  );
}
