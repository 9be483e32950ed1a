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
        <p style={{ margin: 0 }}>{intl.formatMessage(messages.invalidDescription)}</p>
        <p className={styles.muted}>
          {intl.formatMessage(messages.serverSaid)} <ServerText>{error.message}</ServerText>
        </p>
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
      <ul className={styles.results} aria-label={intl.formatMessage(messages.resultsLabel)}>
        {result.results.map((shipment) => (
          <ResultCard key={shipment.id} shipment={shipment} kind={result.kind} />
        ))}
      </ul>
    );
  }

  return (
    // The dashboard's top bar shows the section title (h1); this view is the region it names.
    <section className={styles.root} aria-label={intl.formatMessage(messages.title)} aria-busy={searching || undefined}>
      <p className={styles.subtitle}>{intl.formatMessage(messages.subtitle)}</p>
      <search>
        <form className={styles.searchForm} noValidate onSubmit={submit}>
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
        </form>
      </search>
      <p className={visuallyHidden} role="status">
        {result && !searching ? intl.formatMessage(argMessages.resultCount, { count: result.results.length }) : ''}
      </p>
      {content}
    </section>
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
      shipment.awbNumber ? (
        <span key="awb" className={styles.mono}>
          {shipment.awbNumber}
        </span>
      ) : (
        none
      ),
    ],
    [
      intl.formatMessage(messages.container),
      shipment.containerNumber ? (
        <span key="container" className={styles.mono}>
          {shipment.containerNumber}
        </span>
      ) : (
        none
      ),
    ],
    [intl.formatMessage(messages.eta), eta ? formatDateTime(intl, eta) : intl.formatMessage(messages.notKnown)],
    [intl.formatMessage(messages.updated), formatDateTime(intl, shipment.updatedAt)],
  ];
  return (
    <Card as="li" className={styles.result} aria-labelledby={headingId} data-tracking-number={shipment.trackingNumber}>
      <div className={styles.resultHeader}>
        <div>
          <h2 id={headingId} className={styles.resultTitle}>
            <span className={styles.mono}>{shipment.trackingNumber}</span>
            <ShipmentStatusBadge status={shipment.status} />
          </h2>
          <p className={styles.muted}>
            {intl.formatMessage(messages[`kind_${kind}`])} ·{' '}
            <Route origin={shipment.origin} destination={shipment.destination} />
          </p>
        </div>
      </div>
      <div>
        <Progress label={intl.formatMessage(messages.progress)} value={shipment.progress} showValue />
        <p className={styles.muted}>{intl.formatMessage(messages.progressHint)}</p>
      </div>
      <div className={styles.columns}>
        <section className={styles.panel}>
          <h3 className={styles.panelHeading}>{intl.formatMessage(messages.timeline)}</h3>
          {updates.length > 0 ? (
            <TrackingTimeline updates={updates} />
          ) : (
            <p className={styles.muted}>{intl.formatMessage(messages.noEvents)}</p>
          )}
        </section>
        <section className={styles.panel}>
          <h3 className={styles.panelHeading}>{intl.formatMessage(messages.map)}</h3>
          <RouteMap
            label={intl.formatMessage(argMessages.mapLabel, {
              origin: shipment.origin,
              destination: shipment.destination,
            })}
            stops={stops.map((name) => ({ name }))}
            currentIndex={current}
          />
        </section>
      </div>
      <section className={styles.panel}>
        <h3 className={styles.panelHeading}>{intl.formatMessage(messages.details)}</h3>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.detail}>
              <dt className={styles.detailTerm}>{term}</dt>
              <dd className={styles.detailValue}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}
