import type { CorridorTraffic, TrafficCorridorId, TrafficLevel, TrafficOverview } from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../components/Alert/Alert.tsx';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Column, Columns } from '../../../layout/Columns.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { SectionLoadState } from '../private/SectionLoadState.tsx';
import { trafficArgMessages as a, corridorMessages, trafficMessages as m } from './TrafficConditions.messages.ts';

/** Props of `TrafficConditions`: the section's data for the chosen day. */
export interface TrafficConditionsProps {
  /** `GET /api/traffic?date=`; undefined while loading. */
  overview: TrafficOverview | undefined;
  error?: string | undefined;
  onRetry?(): void;
  /** The day of the strip (`YYYY-MM-DD`, Asia/Dubai); the container loads it. */
  date: string;
  onDateChange(date: string): void;
}

const LEVEL_TONE: Record<TrafficLevel, BadgeTone> = {
  light: 'positive',
  moderate: 'caution',
  heavy: 'critical',
  unknown: 'neutral',
};

function LevelBadge({ level }: { level: TrafficLevel }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={LEVEL_TONE[level]} data-level={level}>
      {intl.formatMessage(m[level])}
    </Badge>
  );
}

/** `HH:MM` of half hour `i` of a day. */
const halfHour = (i: number) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
const indexText = (intl: IntlShape, index: number) =>
  intl.formatMessage(a.indexValue, { index: intl.formatNumber(index, { maximumFractionDigits: 2 }) });

function CorridorCard({ corridor }: { corridor: CorridorTraffic }) {
  const intl = useIntl();
  const { level, travelTimeIndex } = corridor.now;
  return (
    <Card as="li" data-corridor={corridor.id}>
      <CardBody>
        <Stack space="sm">
          <Stack space="xxs">
            <Text weight="semibold">{intl.formatMessage(corridorMessages[corridor.id])}</Text>
            <Text size="sm" tone="secondary">
              <bdi dir="ltr">{corridor.roads.join(', ')}</bdi>
            </Text>
          </Stack>
          <Inline space="xs" alignY="center">
            <LevelBadge level={level} />
            {corridor.restrictedNow ? (
              <Badge size="sm" tone="info">
                {intl.formatMessage(m.restrictedNow)}
              </Badge>
            ) : null}
          </Inline>
          <Text size="sm">
            {travelTimeIndex > 1
              ? intl.formatMessage(a.longer, {
                  percent: intl.formatNumber(travelTimeIndex - 1, { style: 'percent', maximumFractionDigits: 0 }),
                })
              : intl.formatMessage(m.freeFlow)}
          </Text>
        </Stack>
      </CardBody>
    </Card>
  );
}

function DayStrip({ corridor }: { corridor: CorridorTraffic }) {
  const intl = useIntl();
  const restricted = corridor.day.filter((s) => s.restricted).length;
  return (
    <Stack space="md">
      <BarChart
        label={intl.formatMessage(m.dayHeading)}
        categoryHeader={intl.formatMessage(m.time)}
        valueHeader={intl.formatMessage(m.index)}
        data={corridor.day.map((s, i) => ({ label: halfHour(i), value: s.travelTimeIndex }))}
        valueFormatter={(v) => indexText(intl, v)}
        showValues={false}
        categoryLabelEvery="auto"
        height={200}
      />
      <Stack space="xs">
        <Text weight="semibold">{intl.formatMessage(m.restrictionsHeading)}</Text>
        {corridor.restrictions.length === 0 ? (
          <Text size="sm" tone="secondary">
            {intl.formatMessage(m.noRestrictions)}
          </Text>
        ) : (
          <Stack as="ul" space="xxs">
            {corridor.restrictions.map((r) => (
              <Text as="li" size="sm" key={r.authority}>
                {intl.formatMessage(a.restriction, {
                  authority: r.authority,
                  vehicles: intl.formatMessage(m.vehicles),
                  weekdays: intl.formatMessage(m.weekdays),
                  windows: intl.formatList(
                    r.windows.map(([start, end]) => intl.formatMessage(a.window, { start, end })),
                    { type: 'conjunction' },
                  ),
                })}
              </Text>
            ))}
          </Stack>
        )}
        <Text size="sm" tone="secondary" data-testid="traffic-restricted-count">
          {intl.formatMessage(a.restrictedCount, { count: restricted })}
        </Text>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(m.checkRules)}
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * The Dubai Traffic Conditions section (issue 19): each corridor's traffic now and a 24-hour strip of a chosen day
 * with the truck movement restrictions; labelled an estimate while the figures come from the model.
 */
export function TrafficConditions({ overview, error, onRetry, date, onDateChange }: TrafficConditionsProps) {
  const intl = useIntl();
  const [corridorId, setCorridorId] = useState<TrafficCorridorId>('sheikh_zayed_road');

  let content: ReactNode;
  if (error || !overview) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={m} />;
  } else {
    const corridor = overview.corridors.find((c) => c.id === corridorId) ?? overview.corridors[0];
    content = (
      <>
        {overview.estimate ? (
          <Alert tone="info" title={intl.formatMessage(m.estimateTitle)} data-testid="traffic-estimate">
            {intl.formatMessage(m.estimateBody)}
          </Alert>
        ) : (
          <Text size="sm" tone="secondary">
            {intl.formatMessage(a.source, { provider: overview.provider })}
          </Text>
        )}
        <PageSection title={intl.formatMessage(m.nowHeading)}>
          <Tiles as="ul" minItemWidth="sm" space="md">
            {overview.corridors.map((c) => (
              <CorridorCard key={c.id} corridor={c} />
            ))}
          </Tiles>
        </PageSection>
        <PageSection title={intl.formatMessage(m.dayHeading)}>
          <Stack space="md">
            <Columns space="md" collapseBelow="tablet">
              <Column>
                <Field label={intl.formatMessage(m.date)}>
                  <Input
                    type="date"
                    value={date}
                    onChange={(e) => e.currentTarget.value && onDateChange(e.currentTarget.value)}
                  />
                </Field>
              </Column>
              <Column>
                <Field label={intl.formatMessage(m.corridor)}>
                  <Select
                    value={corridor?.id ?? corridorId}
                    onValueChange={(v) => setCorridorId(v as TrafficCorridorId)}
                    options={overview.corridors.map((c) => ({
                      value: c.id,
                      label: intl.formatMessage(corridorMessages[c.id]),
                    }))}
                  />
                </Field>
              </Column>
            </Columns>
            {corridor ? <DayStrip corridor={corridor} /> : null}
          </Stack>
        </PageSection>
      </>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="traffic-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      {content}
    </Stack>
  );
}
