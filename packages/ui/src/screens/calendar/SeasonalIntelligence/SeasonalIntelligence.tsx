import type { SeasonalOverview, SeasonHistory, SeasonInsight } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { SectionLoadState } from '../../predictive/private/SectionLoadState.tsx';
import { formatDay, formatHijri } from '../hijri.ts';
import { expectedAnnounced, seasonMessages, statusMessages } from '../names.messages.ts';
import { seasonalArgMessages as a, seasonalMessages as m } from './SeasonalIntelligence.messages.ts';

/** Props of `SeasonalIntelligence`. */
export interface SeasonalIntelligenceProps {
  /** `GET /api/seasonal`; undefined while loading. */
  overview: SeasonalOverview | undefined;
  error?: string | undefined;
  onRetry?(): void;
}

/** Seasons whose dates come from the Hijri calendar: their Hijri dates are shown too. */
const HIJRI_SEASONS = new Set(['ramadan', 'eid_al_fitr', 'eid_al_adha']);

const number = (intl: IntlShape, v: number, digits = 1) => intl.formatNumber(v, { maximumFractionDigits: digits });
const ratio = (intl: IntlShape, v: number | null) => (v === null ? '—' : `${number(intl, v, 2)}×`);
const rate = (intl: IntlShape, v: number | null, sample: number) =>
  v === null
    ? '—'
    : intl.formatMessage(a.rate, {
        rate: intl.formatNumber(v, { style: 'percent', maximumFractionDigits: 0 }),
        sample,
      });
const dates = (intl: IntlShape, start: string, end: string) =>
  intl.formatMessage(a.range, { start: formatDay(intl, start), end: formatDay(intl, end) });

function History({ season }: { season: SeasonInsight }) {
  const intl = useIntl();
  return (
    <Table<SeasonHistory>
      caption={intl.formatMessage(m.historyCaption)}
      rows={season.history}
      getRowId={(h) => h.start}
      emptyState={intl.formatMessage(m.noHistory)}
      columns={[
        { id: 'dates', header: intl.formatMessage(m.colDates), cell: (h) => dates(intl, h.start, h.end) },
        {
          id: 'weekly',
          header: intl.formatMessage(m.colWeekly),
          align: 'end',
          cell: (h) => number(intl, h.weeklyBookings),
        },
        {
          id: 'before',
          header: intl.formatMessage(m.colBefore),
          align: 'end',
          cell: (h) => number(intl, h.baselineWeeklyBookings),
        },
        { id: 'ratio', header: intl.formatMessage(m.colRatio), align: 'end', cell: (h) => ratio(intl, h.volumeRatio) },
        {
          id: 'onTime',
          header: intl.formatMessage(m.colOnTime),
          align: 'end',
          cell: (h) => rate(intl, h.onTimeRate, h.onTimeSample),
        },
        {
          id: 'onTimeBefore',
          header: intl.formatMessage(m.colOnTimeBefore),
          align: 'end',
          cell: (h) => rate(intl, h.baselineOnTimeRate, h.baselineOnTimeSample),
        },
      ]}
    />
  );
}

function SeasonCard({ season }: { season: SeasonInsight }) {
  const intl = useIntl();
  const { next, forecast } = season;
  const hijri = HIJRI_SEASONS.has(season.season)
    ? intl.formatMessage(a.range, {
        start: formatHijri(intl, next.start, { day: 'numeric', month: 'long', year: 'numeric' }),
        end: formatHijri(intl, next.end, { day: 'numeric', month: 'long', year: 'numeric' }),
      })
    : null;
  return (
    <Card as="article" data-testid={`season-${season.season}`} aria-labelledby={`season-${season.season}-title`}>
      <CardBody>
        <Stack space="md">
          <Stack space="xxs">
            <Heading level={4} as="h2" id={`season-${season.season}-title`}>
              {intl.formatMessage(seasonMessages[season.season])}
            </Heading>
            <Inline space="sm" alignY="center">
              <Text>
                {intl.formatMessage(m.next)}: {dates(intl, next.start, next.end)}
              </Text>
              <Badge
                size="sm"
                tone={next.status === 'expected' ? 'caution' : next.status === 'official' ? 'positive' : 'neutral'}
              >
                {intl.formatMessage(
                  next.status === 'expected' && !HIJRI_SEASONS.has(season.season)
                    ? expectedAnnounced
                    : statusMessages[next.status],
                )}
              </Badge>
            </Inline>
            {hijri ? <Text tone="secondary">{hijri}</Text> : null}
            {next.source ? (
              <Text size="sm" tone="secondary">
                {next.source}
              </Text>
            ) : null}
          </Stack>
          {forecast ? (
            <Stat
              label={intl.formatMessage(m.forecastLabel)}
              value={number(intl, forecast.adjustedWeekly)}
              estimate
              estimateDescription={intl.formatMessage(m.method)}
              hint={
                <Stack as="span" space="xxs">
                  <span>
                    {intl.formatMessage(a.forecastRange, {
                      low: number(intl, forecast.lowWeekly),
                      high: number(intl, forecast.highWeekly),
                    })}
                  </span>
                  <span data-testid="forecast-how">
                    {intl.formatMessage(a.forecastHow, {
                      baseline: number(intl, forecast.baselineWeekly),
                      uplift: ratio(intl, forecast.uplift),
                      weeks: forecast.horizonWeeks,
                    })}
                  </span>
                </Stack>
              }
            />
          ) : (
            <Text tone="secondary" data-testid="not-enough-history">
              {intl.formatMessage(m.notEnough)}
            </Text>
          )}
          <History season={season} />
        </Stack>
      </CardBody>
    </Card>
  );
}

/**
 * The Seasonal Intelligence section (issue 19, docs/calendar.md): per season, the next occurrence's dates (expected
 * Hijri dates labelled), the organization's bookings and on-time rate in each past occurrence against the 4 weeks
 * before it, and the forecast for the next one (an estimate, with how it was computed).
 */
export function SeasonalIntelligence({ overview, error, onRetry }: SeasonalIntelligenceProps) {
  const intl = useIntl();
  let content: ReactNode;
  if (!overview) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={m} />;
  } else {
    const uplifts = overview.seasons.flatMap((s) =>
      s.forecast ? [{ label: intl.formatMessage(seasonMessages[s.season]), value: s.forecast.uplift }] : [],
    );
    content = (
      <>
        <Text tone="secondary" data-testid="seasonal-summary">
          {intl.formatMessage(a.summary, { weeks: overview.historyWeeks, shipments: overview.shipments })}
        </Text>
        {uplifts.length ? (
          <BarChart
            label={intl.formatMessage(m.upliftChart)}
            data={uplifts}
            orientation="horizontal"
            valueHeader={intl.formatMessage(m.ratioHeader)}
          />
        ) : null}
        <Stack space="lg">
          {overview.seasons.map((s) => (
            <SeasonCard key={s.season} season={s} />
          ))}
        </Stack>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.method)}
        </Text>
      </>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="seasonal-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
    </Stack>
  );
}
