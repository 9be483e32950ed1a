import type { ModelRun, PredictiveOverview, RiskFactor, ShipmentRisk, VolumeForecast } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { LineChart } from '../../../components/LineChart/LineChart.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { SectionLoadState } from '../private/SectionLoadState.tsx';
import { predictiveArgMessages as a, predictiveMessages as m } from './PredictiveAnalytics.messages.ts';

/** Props of `PredictiveAnalytics`: the section's data, retraining, and where a shipment opens. */
export interface PredictiveAnalyticsProps {
  /** `GET /api/predictive`; undefined while loading. */
  overview: PredictiveOverview | undefined;
  /** The API's message when the section could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** `POST /api/predictive/retrain`; the screen shows the overview it answers with (the container keeps it). */
  onRetrain(): Promise<ActionResult<PredictiveOverview>>;
  /** The link of an active shipment (Cargo Management). */
  shipmentHref(shipment: ShipmentRisk): string;
}

/** A place name isolated from the text around it (FSI … PDI): Latin names keep their order in Arabic. */
const isolate = (text: string) => `\u2068${text}\u2069`;
const percent = (intl: IntlShape, value: number, digits = 0) =>
  intl.formatNumber(value, { style: 'percent', maximumFractionDigits: digits });
const decimal = (intl: IntlShape, value: number, digits = 2) =>
  intl.formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
/** A calendar day (`YYYY-MM-DD`) as a short date in the user's language. */
const shortDay = (intl: IntlShape, day: string) =>
  intl.formatDate(Date.parse(`${day}T00:00:00Z`), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** One factor of a shipment's risk in words: what it is and which way it pushes. */
export function factorText(intl: IntlShape, f: RiskFactor): string {
  let name: string;
  switch (f.feature) {
    case 'lane':
      name = intl.formatMessage(a.lane, { lane: isolate(f.level ?? '') });
      break;
    case 'service':
      name = intl.formatMessage(a.service, { service: isolate(f.level ?? '') });
      break;
    case 'weekday':
      // 4 Jan 1970 was a Sunday (weekday 0).
      name = intl.formatMessage(a.weekday, {
        weekday: intl.formatDate(Date.UTC(1970, 0, 4 + Number(f.level)), { weekday: 'long', timeZone: 'UTC' }),
      });
      break;
    case 'month':
      name = intl.formatMessage(a.month, {
        month: intl.formatDate(Date.UTC(2001, Number(f.level) - 1, 15), { month: 'long', timeZone: 'UTC' }),
      });
      break;
    case 'declaredValue':
      name = intl.formatMessage(m.featureDeclaredValue);
      break;
    case 'weight':
      name = intl.formatMessage(m.featureWeight);
      break;
    default:
      name = intl.formatMessage(m.featureCustomsInspection);
  }
  return intl.formatMessage(a.factor, { factor: name, direction: f.logOdds > 0 ? 'up' : 'down' });
}

/** The model's card: when it was trained, on what, its hold-out figures in plain words, and its calibration. */
function ModelCard({ run }: { run: ModelRun }) {
  const intl = useIntl();
  const { sample, metrics } = run;
  const trained = (
    <Text size="sm" tone="secondary">
      {intl.formatMessage(a.trainedAt, {
        date: intl.formatDate(run.trainedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dubai' }),
      })}
    </Text>
  );
  if (run.status === 'insufficient_history' || !metrics) {
    return (
      <Stack space="sm">
        <Alert tone="info" title={intl.formatMessage(m.notEnoughTitle)} data-testid="predictive-not-enough">
          {intl.formatMessage(a.notEnough, {
            examples: sample.examples,
            late: sample.late,
            onTime: sample.onTime,
            required: run.required.examples,
            requiredLate: run.required.late,
            requiredOnTime: run.required.onTime,
          })}
        </Alert>
        {trained}
      </Stack>
    );
  }
  const three = (v: number) => decimal(intl, v);
  return (
    <Stack space="md">
      <Inline space="sm" alignY="center">
        <Badge tone={metrics.skill ? 'positive' : 'caution'} data-skill={metrics.skill}>
          {intl.formatMessage(metrics.skill ? m.skillBadge : m.noSkillBadge)}
        </Badge>
        {trained}
      </Inline>
      {metrics.skill ? null : (
        <Alert tone="caution" title={intl.formatMessage(m.noSkillTitle)} data-testid="predictive-no-skill">
          {intl.formatMessage(a.noSkill, {
            auc: three(metrics.auc),
            low: three(metrics.aucLow),
            high: three(metrics.aucHigh),
          })}
        </Alert>
      )}
      <Tiles minItemWidth="sm" space="md">
        <Stat
          label={intl.formatMessage(m.auc)}
          value={<span data-testid="predictive-auc">{three(metrics.auc)}</span>}
          hint={`${intl.formatMessage(a.interval, { low: three(metrics.aucLow), high: three(metrics.aucHigh) })} ${intl.formatMessage(m.aucHint)}`}
        />
        <Stat
          label={intl.formatMessage(m.accuracy)}
          value={percent(intl, metrics.accuracy, 1)}
          hint={intl.formatMessage(m.accuracyHint)}
        />
        <Stat
          label={intl.formatMessage(m.precision)}
          value={metrics.precision === null ? intl.formatMessage(m.noPrecision) : percent(intl, metrics.precision, 1)}
          hint={intl.formatMessage(m.precisionHint)}
        />
        <Stat
          label={intl.formatMessage(m.recall)}
          value={percent(intl, metrics.recall, 1)}
          hint={intl.formatMessage(m.recallHint)}
        />
        <Stat
          label={intl.formatMessage(m.brier)}
          value={decimal(intl, metrics.brier, 3)}
          hint={intl.formatMessage(a.brierHint, { baseline: decimal(intl, metrics.brierBaseline, 3) })}
        />
      </Tiles>
      <Text size="sm">
        {intl.formatMessage(a.sample, {
          examples: sample.examples,
          train: sample.train,
          test: sample.test,
          testLate: sample.testLate,
        })}{' '}
        {intl.formatMessage(a.baseRate, { rate: percent(intl, sample.baseRate, 1) })}
      </Text>
      <Stack space="xs">
        <Text weight="semibold">{intl.formatMessage(m.calibrationHeading)}</Text>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.calibrationHint)}
        </Text>
        <Table
          caption={intl.formatMessage(m.calibrationHeading)}
          hideCaption
          rows={metrics.calibration}
          getRowId={(b) => String(b.from)}
          columns={[
            {
              id: 'band',
              header: intl.formatMessage(m.riskBand),
              cell: (b) => intl.formatMessage(a.band, { from: percent(intl, b.from), to: percent(intl, b.to) }),
            },
            { id: 'count', header: intl.formatMessage(m.shipments), cell: (b) => intl.formatNumber(b.count) },
            {
              id: 'predicted',
              header: intl.formatMessage(m.meanPredicted),
              cell: (b) => (b.meanPredicted === null ? intl.formatMessage(m.none) : percent(intl, b.meanPredicted, 1)),
            },
            {
              id: 'observed',
              header: intl.formatMessage(m.observedLate),
              cell: (b) => (b.observedLate === null ? intl.formatMessage(m.none) : percent(intl, b.observedLate, 1)),
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}

function AtRisk({
  overview,
  shipmentHref,
}: {
  overview: PredictiveOverview;
  shipmentHref: (s: ShipmentRisk) => string;
}) {
  const intl = useIntl();
  if (!overview.model?.metrics?.skill) return <Text tone="secondary">{intl.formatMessage(m.atRiskHidden)}</Text>;
  if (!overview.atRisk.length) return <Text tone="secondary">{intl.formatMessage(m.noActive)}</Text>;
  return (
    <Stack space="sm">
      <Text size="sm" tone="secondary">
        {intl.formatMessage(a.activeCount, { shown: overview.atRisk.length, total: overview.activeShipments })}
      </Text>
      <Table<ShipmentRisk>
        caption={intl.formatMessage(m.atRiskHeading)}
        hideCaption
        rows={overview.atRisk}
        getRowId={(s) => String(s.shipmentId)}
        columns={[
          {
            id: 'shipment',
            header: intl.formatMessage(m.shipment),
            cell: (s) => (
              <Stack as="span" space="xxs">
                <Link href={shipmentHref(s)}>
                  <bdi dir="ltr">{s.trackingNumber}</bdi>
                </Link>
                <Text as="span" size="sm" tone="secondary" breakWord>
                  {intl.formatMessage(a.route, { origin: isolate(s.origin), destination: isolate(s.destination) })}
                </Text>
              </Stack>
            ),
          },
          {
            id: 'risk',
            header: intl.formatMessage(m.risk),
            sortable: true,
            sortValue: (s) => s.probability,
            cell: (s) => (
              <Badge size="sm" tone={s.probability >= 0.5 ? 'critical' : s.probability >= 0.25 ? 'caution' : 'neutral'}>
                {percent(intl, s.probability)}
              </Badge>
            ),
          },
          {
            id: 'factors',
            header: intl.formatMessage(m.factors),
            cell: (s) => (
              <Stack as="ul" space="xxs">
                {s.factors.map((f) => (
                  <Text as="li" size="sm" key={f.feature} breakWord>
                    {factorText(intl, f)}
                  </Text>
                ))}
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}

function Forecast({ forecast }: { forecast: VolumeForecast }) {
  const intl = useIntl();
  const next = forecast.forecast[0];
  const count = (v: number) => intl.formatNumber(v, { maximumFractionDigits: 1 });
  const estimate = intl.formatMessage(m.estimate);
  return (
    <Stack space="md">
      <Tiles minItemWidth="sm" space="md">
        {next ? (
          <Stat
            label={intl.formatMessage(m.nextWeek)}
            value={<span data-testid="predictive-next-week">{count(next.value)}</span>}
            hint={
              forecast.method === 'holt'
                ? intl.formatMessage(a.interval, { low: count(next.lower), high: count(next.upper) })
                : undefined
            }
            estimate
            estimateDescription={estimate}
          />
        ) : null}
        {forecast.backtest ? (
          <Stat
            label={intl.formatMessage(m.backtestMae)}
            value={count(forecast.backtest.mae)}
            hint={intl.formatMessage(a.backtestHint, { origins: forecast.backtest.origins })}
          />
        ) : null}
        {forecast.backtest?.mape != null ? (
          <Stat label={intl.formatMessage(m.backtestMape)} value={percent(intl, forecast.backtest.mape, 1)} />
        ) : null}
      </Tiles>
      {forecast.method === 'naive' ? (
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.naive)}
        </Text>
      ) : forecast.backtest ? null : (
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.noBacktest)}
        </Text>
      )}
      <LineChart
        label={intl.formatMessage(m.forecastChart)}
        categoryHeader={intl.formatMessage(m.week)}
        valueFormatter={count}
        categoryLabelEvery="auto"
        series={[
          {
            label: intl.formatMessage(m.bookings),
            data: [
              ...forecast.history.map((w) => ({ label: shortDay(intl, w.weekStart), value: w.count })),
              ...forecast.forecast.map((w) => ({
                label: shortDay(intl, w.weekStart),
                value: w.value,
                range: [w.lower, w.upper] as const,
              })),
            ],
          },
        ]}
      />
    </Stack>
  );
}

/**
 * The Predictive Analytics section (issue 19): the organization's delay-risk model with its measured hold-out figures
 * (or the not-enough-history and no-skill states), the active shipments at risk with their top factors, and the
 * weekly bookings forecast with its interval and backtest error.
 */
export function PredictiveAnalytics({ overview, error, onRetry, onRetrain, shipmentHref }: PredictiveAnalyticsProps) {
  const intl = useIntl();
  const retrain = useAction(onRetrain, {
    success: (result) => ({
      title:
        result.model?.metrics && result.model.status === 'trained'
          ? intl.formatMessage(a.retrained, {
              auc: decimal(intl, result.model.metrics.auc),
              test: result.model.sample.test,
            })
          : intl.formatMessage(m.retrainedInsufficient),
    }),
    failure: { title: intl.formatMessage(m.retrainFailed) },
  });

  let content: ReactNode;
  if (error || !overview) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={m} />;
  } else {
    content = (
      <>
        <PageSection
          title={intl.formatMessage(m.modelHeading)}
          description={intl.formatMessage(m.modelHint)}
          actions={
            <Button
              variant="outline"
              loading={retrain.busy}
              loadingLabel={intl.formatMessage(m.retraining)}
              onClick={() => void retrain.run()}
            >
              {intl.formatMessage(m.retrain)}
            </Button>
          }
        >
          {overview.model ? <ModelCard run={overview.model} /> : null}
        </PageSection>
        <PageSection title={intl.formatMessage(m.atRiskHeading)}>
          <AtRisk overview={overview} shipmentHref={shipmentHref} />
        </PageSection>
        <PageSection title={intl.formatMessage(m.forecastHeading)} description={intl.formatMessage(m.forecastHint)}>
          <Forecast forecast={overview.forecast} />
        </PageSection>
      </>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="predictive-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
    </Stack>
  );
}
