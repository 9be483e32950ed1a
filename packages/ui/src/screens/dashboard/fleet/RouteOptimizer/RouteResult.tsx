import type { DepartureAdvice, OptimizedRoute } from '@qafila/contracts';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Alert } from '../../../../components/Alert/Alert.tsx';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { RouteMap } from '../../../../patterns/RouteMap/RouteMap.tsx';
import * as styles from './RouteOptimizer.css.ts';
import { argMessages, messages } from './RouteOptimizer.messages.ts';

// Every clock time of the optimiser is UAE time (docs/estimates.md), whatever the viewer's zone.
const uae = { timeZone: 'Asia/Dubai' } as const;

const km = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 });

export const duration = (intl: IntlShape, total: number) => {
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  return hours > 0
    ? intl.formatMessage(argMessages.hoursMinutes, { hours, minutes })
    : intl.formatMessage(argMessages.minutesOnly, { minutes });
};

const time = (intl: IntlShape, iso: string) => intl.formatTime(iso, { ...uae, hour: 'numeric', minute: '2-digit' });

const day = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { ...uae, weekday: 'short', day: 'numeric', month: 'short' });

/** A UAE wall-clock "HH:MM" of the advice, in the locale's way of writing times. */
const clock = (intl: IntlShape, hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
};

/** The departure advice as a sentence in the current language. */
function adviceText(intl: IntlShape, advice: DepartureAdvice, stopName: (index: number) => string): string {
  if (advice.code === 'leave_now') return intl.formatMessage(messages.leaveNow);
  const dubai = advice.zone === 'dubai';
  if (advice.code === 'peak_traffic') {
    return intl.formatMessage(argMessages.peakTraffic, {
      zone: intl.formatMessage(dubai ? messages.zoneDubai : messages.zoneAbuDhabi),
      leaveAfter: clock(intl, advice.leaveAfter),
      extra: duration(intl, advice.extraMinutes),
    });
  }
  const ban = {
    authority: intl.formatMessage(dubai ? messages.authorityDubai : messages.authorityAbuDhabi),
    // Road numbers (E11, E311) are written the same in both languages.
    roads: intl.formatList(advice.roads, { type: 'conjunction' }),
    start: clock(intl, advice.window.start),
    end: clock(intl, advice.window.end),
    wait: duration(intl, advice.waitMinutes),
  };
  return advice.code === 'leave_after_truck_ban'
    ? intl.formatMessage(argMessages.leaveAfterBan, { ...ban, leaveAfter: clock(intl, advice.leaveAfter) })
    : intl.formatMessage(argMessages.waitOnRoute, { ...ban, stop: stopName(advice.stop) });
}

/**
 * An optimised route: what the optimiser did, the totals, the departure advice, the stops on the map and the legs,
 * all marked as estimates of the road model.
 */
export function RouteResult({
  route,
  requestedWaypoints,
}: {
  route: OptimizedRoute;
  /** The waypoints as sent, to say how many the optimiser moved; empty when unknown. */
  requestedWaypoints: readonly string[];
}) {
  const intl = useIntl();
  const id = useId();
  const arabic = intl.locale.toLowerCase().startsWith('ar');
  const nameOf = (index: number) => {
    const stop = route.stops[index];
    return stop ? (arabic ? stop.ar : stop.en) : '';
  };
  // The waypoints in the optimised order: the stops between the start and the end (the start again when round).
  const ordered = route.stops.slice(1, -1).map((stop) => stop.input.trim());
  const comparable = requestedWaypoints.length > 0 && requestedWaypoints.length === ordered.length;
  const moved = comparable ? ordered.filter((text, index) => text !== requestedWaypoints[index]?.trim()).length : 0;
  const estimate = intl.formatMessage(messages.estimateShort);

  return (
    <Stack as="section" space="md" aria-labelledby={`${id}result`} className={styles.result}>
      <Stack space="xs">
        <Heading level={3} id={`${id}result`}>
          {intl.formatMessage(messages.resultTitle)}
        </Heading>
        <Text size="sm" tone="secondary">
          {intl.formatMessage(messages.estimateNote)}
        </Text>
      </Stack>

      <ul className={styles.done} data-exact={route.exact}>
        {comparable ? (
          <li data-moved={moved}>
            {moved > 0
              ? intl.formatMessage(argMessages.reordered, { count: moved })
              : intl.formatMessage(messages.orderKept)}
          </li>
        ) : null}
        <li>{intl.formatMessage(route.exact ? messages.exact : messages.heuristic)}</li>
        {route.roundTrip ? <li>{intl.formatMessage(messages.roundTrip)}</li> : null}
      </ul>

      <Tiles space="sm" minItemWidth="sm">
        <Stat
          label={intl.formatMessage(messages.totalKm)}
          value={km(intl, route.totalKm)}
          estimate
          estimateDescription={estimate}
        />
        <Stat
          label={intl.formatMessage(messages.totalTime)}
          value={duration(intl, route.totalMinutes)}
          estimate
          estimateDescription={estimate}
        />
        <Stat
          label={intl.formatMessage(messages.departs)}
          value={time(intl, route.departure)}
          hint={day(intl, route.departure)}
        />
        <Stat
          label={intl.formatMessage(messages.eta)}
          value={time(intl, route.eta)}
          hint={day(intl, route.eta)}
          estimate
          estimateDescription={estimate}
        />
      </Tiles>

      <Alert
        tone={route.advice.code === 'leave_now' ? 'positive' : 'caution'}
        title={intl.formatMessage(messages.advice)}
        role="status"
        data-advice={route.advice.code}
      >
        {adviceText(intl, route.advice, nameOf)}
      </Alert>

      <RouteMap
        label={intl.formatMessage(messages.mapLabel)}
        stops={route.stops.map((stop, index) => ({ name: nameOf(index), lat: stop.lat, lon: stop.lon }))}
      />

      <Stack space="sm">
        <Heading level={4} id={`${id}legs`}>
          {intl.formatMessage(messages.legs)}
        </Heading>
        <ol className={styles.legs} aria-labelledby={`${id}legs`}>
          {route.legs.map((leg, index) => (
            <li key={`${leg.from}-${leg.to}-${leg.departsAt}`} className={styles.leg}>
              <Text weight="semibold">
                {intl.formatMessage(argMessages.legTitle, { from: nameOf(index), to: nameOf(index + 1) })}
              </Text>
              <Text size="sm" tone="secondary">
                {[
                  km(intl, leg.km),
                  duration(intl, leg.minutes),
                  intl.formatMessage(argMessages.legTimes, {
                    departs: time(intl, leg.departsAt),
                    arrives: time(intl, leg.arrivesAt),
                  }),
                ].join(' · ')}
              </Text>
              {leg.waitMinutes > 0 ? (
                <Text size="sm" className={styles.wait}>
                  {intl.formatMessage(argMessages.legWait, { wait: duration(intl, leg.waitMinutes) })}
                </Text>
              ) : null}
            </li>
          ))}
        </ol>
      </Stack>
    </Stack>
  );
}
