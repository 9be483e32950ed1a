import type { ShipmentEvent, TrackingResult, TrackingSearch } from '@qafila/contracts';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Button } from '../../../../components/Button/Button.tsx';
import { Card } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../../components/Field/Field.tsx';
import { Input } from '../../../../components/Input/Input.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { RouteMap } from '../../../../patterns/RouteMap/RouteMap.tsx';
import { ShipmentStatusBadge } from '../../../../patterns/ShipmentStatusBadge/ShipmentStatusBadge.tsx';
import { TrackingTimeline, type TrackingUpdate } from '../../../../patterns/TrackingTimeline/TrackingTimeline.tsx';
import { SearchIcon } from '../../../../private/icons.tsx';
import { visuallyHidden } from '../../../../private/visuallyHidden.css.ts';
import { formatDateTime, serviceLabel } from '../../cargo/CargoManagement/format.ts';
import { Route } from '../../cargo/CargoManagement/Route.tsx';
import { ServerText } from '../../cargo/CargoManagement/ServerText.tsx';
import * as styles from './LiveTracking.css.ts';
import { argMessages, messages } from './LiveTracking.messages.ts';

/** Why a search has no results to show: the API refused the number (400, e.g. a wrong check digit), or it failed. */
export type TrackingError = { kind: 'invalid'; message: string } | { kind: 'failed'; message: string };

/** Props of `LiveTracking`. */
export interface LiveTrackingProps {
  /** Runs a search for the trimmed text. */
  onSearch(query: string): void;
  /** The text last searched for; null before the first search. */
  searched: string | null;
  searching: boolean;
  /** The answer to `searched`; undefined while searching or before the first search. */
  result: TrackingSearch | undefined;
  error?: TrackingError | undefined;
  /** Initial text of the search box (e.g. from the URL). */
  defaultQuery?: string;
}

/** Events oldest first. */
export function sortEvents(events: readonly ShipmentEvent[]): ShipmentEvent[] {
  return [...events].sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
}

/** The timeline: every event done, the latest current unless the shipment is delivered. */
export function toTimeline(events: readonly ShipmentEvent[], delivered: boolean): TrackingUpdate[] {
  const sorted = sortEvents(events);
  return sorted.map((event, index) => {
    const last = index === sorted.length - 1;
    return {
      description: event.location ? `${event.description} — ${event.location}` : event.description,
      timestamp: event.occurredAt,
      completed: !last || delivered,
      current: last && !delivered,
    };
  });
}

/**
 * The places the shipment goes through: origin, the locations of its events in order (repeats removed), destination;
 * and the index of where it is now (the latest event's location, or the destination once delivered).
 */
export function routeStops(result: Pick<TrackingResult, 'origin' | 'destination' | 'status' | 'events'>): {
  stops: string[];
  current: number;
} {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const stops = [result.origin];
  let current = 0;
  for (const event of sortEvents(result.events)) {
    const place = event.location?.trim();
    if (!place) continue;
    const last = stops[stops.length - 1] ?? '';
    if (!same(place, last)) stops.push(place);
    current = stops.length - 1;
  }
  const last = stops[stops.length - 1] ?? '';
  if (!same(last, result.destination)) stops.push(result.destination);
  if (result.status === 'delivered') current = stops.length - 1;
  return { stops, current };
}

/**
 * Live Tracking (spec 001 §2 "tracking"): one search box for our tracking number, an air waybill, a shipment id or a
 * container number; each result with its status, progress, timeline and route.
 */
export function LiveTracking({ onSearch, searched, searching, result, error, defaultQuery = '' }: LiveTrackingProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(defaultQuery);
  const [emptyError, setEmptyError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) {
      setEmptyError(true);
      inputRef.current?.focus();
      return;
    }
    setEmptyError(false);
    onSearch(trimmed);
  };

  let content: ReactNode = null;
  if (error?.kind === 'invalid') {
    content = (
      <Alert tone="caution" title={intl.formatMessage(messages.invalidTitle)}>
        <Text>{intl.formatMessage(messages.invalidDescription)}</Text>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.serverSaid)} <ServerText>{error.message}</ServerText>
        </Text>
      </Alert>
    );
  } else if (error) {
    content = (
      <Alert tone="critical" title={intl.formatMessage(messages.failedTitle)}>
        <ServerText>{error.message}</ServerText>
      </Alert>
    );
  } else if (searched === null) {
    content = (
      <EmptyState
        headingLevel="h2"
        icon={<SearchIcon />}
        title={intl.formatMessage(messages.introTitle)}
        description={intl.formatMessage(messages.introDescription)}
      />
    );
  } else if (result && result.results.length === 0) {
    content = (
      <EmptyState
        headingLevel="h2"
        icon={<SearchIcon />}
        title={intl.formatMessage(argMessages.noResultsTitle, { query: searched })}
        description={intl.formatMessage(messages.noResultsDescription)}
      />
    );
  } else if (result) {
    content = (
      <Stack as="ul" space="lg" aria-label={intl.formatMessage(messages.resultsLabel)}>
        {result.results.map((shipment) => (
          <ResultCard key={shipment.id} shipment={shipment} kind={result.kind} />
        ))}
      </Stack>
    );
  }

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <Stack
      as="section"
      space="lg"
      className={styles.root}
      aria-label={intl.formatMessage(messages.title)}
      aria-busy={searching || undefined}
    >
      <Text tone="secondary">{intl.formatMessage(messages.subtitle)}</Text>
      <search>
        <Inline as="form" space="sm" alignY="end" noValidate onSubmit={submit}>
          <Field
            className={styles.searchField}
            label={intl.formatMessage(messages.searchLabel)}
            hint={intl.formatMessage(messages.searchHint)}
            error={emptyError ? intl.formatMessage(messages.emptyQuery) : undefined}
          >
            <Input
              ref={inputRef}
              type="search"
              name="q"
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              placeholder={intl.formatMessage(messages.searchPlaceholder)}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setEmptyError(false);
              }}
            />
          </Field>
          <Button
            type="submit"
            leadingIcon={<SearchIcon />}
            loading={searching}
            loadingLabel={intl.formatMessage(messages.searching)}
          >
            {intl.formatMessage(messages.search)}
          </Button>
        </Inline>
      </search>
      <p className={visuallyHidden} role="status">
        {result && !searching ? intl.formatMessage(argMessages.resultCount, { count: result.results.length }) : ''}
      </p>
      {content}
    </Stack>
  );
}

/** AWB, container and tracking numbers: Latin codes, left to right (and isolated) in both languages. */
function LatinCode({ children }: { children: ReactNode }) {
  return (
    <Text as="span" dir="ltr" tabularNumbers>
      {children}
    </Text>
  );
}

/** A part of a result: a section under its own heading (not a named region, like the rest of the card). */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="sm">
      <Heading level={4} as="h3">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function ResultCard({ shipment, kind }: { shipment: TrackingResult; kind: TrackingSearch['kind'] }) {
  const intl = useIntl();
  const headingId = useId();
  const delivered = shipment.status === 'delivered';
  const updates = toTimeline(shipment.events, delivered);
  const { stops, current } = routeStops(shipment);
  const eta = shipment.estimatedDelivery;
  const none = intl.formatMessage(messages.none);
  const details: [string, ReactNode][] = [
    [intl.formatMessage(messages.customer), <bdi key="c">{shipment.customerName}</bdi>],
    [intl.formatMessage(messages.service), serviceLabel(intl, shipment.service)],
    [
      intl.formatMessage(messages.awb),
      shipment.awbNumber ? <LatinCode key="awb">{shipment.awbNumber}</LatinCode> : none,
    ],
    [
      intl.formatMessage(messages.container),
      shipment.containerNumber ? <LatinCode key="container">{shipment.containerNumber}</LatinCode> : none,
    ],
    [intl.formatMessage(messages.eta), eta ? formatDateTime(intl, eta) : intl.formatMessage(messages.notKnown)],
    [intl.formatMessage(messages.updated), formatDateTime(intl, shipment.updatedAt)],
  ];
  return (
    <Card as="li" className={styles.result} aria-labelledby={headingId} data-tracking-number={shipment.trackingNumber}>
      <div>
        <Heading level={3} as="h2" id={headingId}>
          <Inline as="span" space="sm">
            <LatinCode>{shipment.trackingNumber}</LatinCode>
            <ShipmentStatusBadge status={shipment.status} />
          </Inline>
        </Heading>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages[`kind_${kind}`])} ·{' '}
          <Route origin={shipment.origin} destination={shipment.destination} />
        </Text>
      </div>
      <div>
        <Progress label={intl.formatMessage(messages.progress)} value={shipment.progress} showValue />
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.progressHint)}
        </Text>
      </div>
      <div className={styles.columns}>
        <Panel title={intl.formatMessage(messages.timeline)}>
          {updates.length > 0 ? (
            <TrackingTimeline updates={updates} />
          ) : (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(messages.noEvents)}
            </Text>
          )}
        </Panel>
        <Panel title={intl.formatMessage(messages.map)}>
          <RouteMap
            label={intl.formatMessage(argMessages.mapLabel, {
              origin: shipment.origin,
              destination: shipment.destination,
            })}
            stops={stops.map((name) => ({ name }))}
            currentIndex={current}
          />
        </Panel>
      </div>
      <Panel title={intl.formatMessage(messages.details)}>
        <Tiles as="dl" minItemWidth="sm" fit space="sm">
          {details.map(([term, value]) => (
            <Stack key={term} space="xxs">
              <Text as="dt" size="sm" tone="secondary">
                {term}
              </Text>
              <Text as="dd" weight="semibold" breakWord>
                {value}
              </Text>
            </Stack>
          ))}
        </Tiles>
      </Panel>
    </Card>
  );
}
