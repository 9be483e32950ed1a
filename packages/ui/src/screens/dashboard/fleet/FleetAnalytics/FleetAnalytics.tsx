import type { FleetAnalytics as FleetAnalyticsData, MaintenancePrediction, Vehicle } from '@qafila/contracts';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../LoadErrorAlert.tsx';
import { messages as fleetMessages } from '../FleetManagement/FleetManagement.messages.ts';
import type { FleetWriteOutcome } from '../FleetManagement/types.ts';
import { FleetCharts } from '../private/FleetCharts.tsx';
import { FleetMetrics } from '../private/FleetMetrics.tsx';
import * as shared from '../private/fleetShared.css.ts';
import { UpdatedAt } from '../private/UpdatedAt.tsx';
import * as styles from './FleetAnalytics.css.ts';
import { insightHowMessages, insightMessages, messages } from './FleetAnalytics.messages.ts';
import { insightValue } from './insightText.ts';
import { PredictionPanel } from './PredictionPanel.tsx';

/** Props of `FleetAnalytics`. */
export interface FleetAnalyticsProps {
  /** `GET /api/fleet/analytics`; undefined while loading. */
  analytics?: FleetAnalyticsData | undefined;
  /** Why the analytics failed to load (the API's text); shown with Try again. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /** Skeletons even if stale figures are given (a refresh that replaces them). */
  loading?: boolean | undefined;
  /** When the figures were fetched; defaults to the analytics' `updatedAt`. */
  updatedAt?: Date | number | undefined;
  /** The organization's vehicles for the prediction's picker (retired ones are left out); undefined while loading. */
  vehicles: Vehicle[] | undefined;
  /** The last prediction the container holds; shown while its vehicle is the one picked. */
  prediction?: MaintenancePrediction | undefined;
  /** Why the last prediction failed (the API's text). */
  predictionError?: string | undefined;
  /** `POST /api/fleet/maintenance/predict/{id}`: the container stores the prediction and passes it back. */
  onPredict(vehicleId: number): Promise<FleetWriteOutcome>;
}

function Insights({ insights }: { insights: FleetAnalyticsData['aiInsights'] | undefined }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} data-panel="insights">
      <CardHeader>
        <Stack space="xs">
          <CardTitle id={id}>{intl.formatMessage(messages.insights)}</CardTitle>
          <Text size="sm" tone="secondary">
            {intl.formatMessage(messages.insightsNote)}
          </Text>
        </Stack>
      </CardHeader>
      <CardBody>
        {insights === undefined ? (
          <Stack space="sm" aria-hidden="true">
            <Skeleton />
            <Skeleton />
            <Skeleton inlineSize="70%" />
          </Stack>
        ) : insights.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(messages.noInsights)}</Text>
        ) : (
          <dl className={styles.insights}>
            {insights.map((insight) => (
              <div key={insight.key} className={styles.insight} data-insight={insight.key}>
                <dt className={styles.insightName}>{intl.formatMessage(insightMessages[insight.key])}</dt>
                <dd className={styles.insightValue}>{insightValue(intl, insight)}</dd>
                <dd className={styles.insightHow}>{intl.formatMessage(insightHowMessages[insight.key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * The AI Analytics tab of Fleet Management (spec 001 §2): the four figures, the insights (named facts, each saying
 * how it is computed), the series as charts, and the maintenance prediction of a picked vehicle, labelled an
 * estimate. Skeletons while loading; the API's reason and Try again when the analytics fail.
 */
export function FleetAnalytics({
  analytics: given,
  error,
  onRetry,
  loading = false,
  updatedAt,
  vehicles,
  prediction,
  predictionError,
  onPredict,
}: FleetAnalyticsProps) {
  const intl = useIntl();
  const analytics = loading ? undefined : given;
  return (
    <Stack
      as="section"
      space="lg"
      className={shared.root}
      aria-label={intl.formatMessage(messages.label)}
      aria-busy={analytics || error ? undefined : true}
    >
      <UpdatedAt at={updatedAt ?? analytics?.updatedAt} />
      {error ? (
        <LoadErrorAlert
          title={intl.formatMessage(messages.loadError)}
          error={error}
          retryLabel={intl.formatMessage(fleetMessages.retry)}
          onRetry={onRetry}
        />
      ) : null}
      {error && !analytics ? null : (
        <>
          <FleetMetrics metrics={analytics?.metrics} />
          <Tiles minItemWidth="lg" space="md" alignY="start">
            <Insights insights={analytics?.aiInsights} />
            <FleetCharts
              analytics={analytics}
              charts={['dailyUtilization', 'dailyKm', 'dailyTrips', 'distanceByVehicle']}
            />
          </Tiles>
        </>
      )}
      <PredictionPanel
        vehicles={vehicles}
        prediction={prediction}
        predictionError={predictionError}
        onPredict={onPredict}
      />
    </Stack>
  );
}
