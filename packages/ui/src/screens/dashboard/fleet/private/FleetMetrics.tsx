import type { FleetAnalytics } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { CheckCircleIcon, TruckIcon, UserIcon } from '../../../../private/icons.tsx';
import * as styles from './fleetShared.css.ts';
import { sharedArgMessages, sharedMessages } from './fleetShared.messages.ts';
import { formatKm, formatPercent } from './format.ts';

/**
 * The analytics' four figures (spec 001 §2): utilization with its bar, the average driver rating out of 5 (none yet:
 * said so, never a made-up figure), the km and the trips completed in the last 30 days; skeletons while loading.
 */
export function FleetMetrics({ metrics }: { metrics: FleetAnalytics['metrics'] | undefined }) {
  const intl = useIntl();
  const loading = metrics === undefined;
  const utilization = metrics?.utilizationRate ?? 0;
  return (
    <Tiles
      as="ul"
      minItemWidth="xs"
      fit
      space="md"
      className={styles.list}
      aria-label={intl.formatMessage(sharedMessages.metricsLabel)}
    >
      <li className={styles.tile} data-stat="utilization">
        {/* biome-ignore lint/a11y/useSemanticElements: a named group, as Stat: it holds no form controls. */}
        <div
          role="group"
          aria-label={intl.formatMessage(sharedMessages.utilization)}
          aria-busy={loading || undefined}
          className={styles.meter}
        >
          <p className={styles.meterLabel} aria-hidden="true">
            {intl.formatMessage(sharedMessages.utilization)}
          </p>
          <p className={styles.meterValue}>
            {loading ? <Skeleton inlineSize="60%" /> : formatPercent(intl, utilization)}
          </p>
          {loading ? null : (
            <Progress
              value={utilization}
              label={intl.formatMessage(sharedMessages.utilization)}
              hideLabel
              size="sm"
              tone="accent"
            />
          )}
          <p className={styles.meterHint}>{intl.formatMessage(sharedMessages.utilizationHint)}</p>
        </div>
      </li>
      <li className={styles.tile} data-stat="avgRating">
        <Stat
          label={intl.formatMessage(sharedMessages.avgRating)}
          icon={<UserIcon />}
          loading={loading}
          value={
            metrics?.avgDriverRating != null
              ? intl.formatMessage(sharedArgMessages.rating, {
                  rating: intl.formatNumber(metrics.avgDriverRating, { maximumFractionDigits: 1 }),
                })
              : '—'
          }
          hint={metrics && metrics.avgDriverRating == null ? intl.formatMessage(sharedMessages.noRatings) : undefined}
        />
      </li>
      <li className={styles.tile} data-stat="totalDistance">
        <Stat
          label={intl.formatMessage(sharedMessages.totalDistance)}
          icon={<TruckIcon />}
          loading={loading}
          value={metrics ? formatKm(intl, metrics.totalDistance.last30DaysKm) : ''}
          hint={
            metrics
              ? intl.formatMessage(sharedArgMessages.allTimeKm, { km: formatKm(intl, metrics.totalDistance.allTimeKm) })
              : undefined
          }
        />
      </li>
      <li className={styles.tile} data-stat="completedTrips">
        <Stat
          label={intl.formatMessage(sharedMessages.completedTrips)}
          icon={<CheckCircleIcon />}
          loading={loading}
          value={metrics ? intl.formatNumber(metrics.completedTrips) : ''}
        />
      </li>
    </Tiles>
  );
}
