import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { markerRadius, placeLabels } from './mapDrawing.ts';
import { findPlace, onMap, type Place, project } from './places.ts';
import * as styles from './RouteMap.css.ts';
import { argMessages, messages } from './RouteMap.messages.ts';
import { UaeMapSvg } from './UaeMapSvg.tsx';

/** A stop of a route: a name looked up in the gazetteer (`findPlace`), or a name with its own position. */
export type RouteStop = { name: string } | { name: string; lat: number; lon: number };

/** Props of `RouteMap`. */
export interface RouteMapProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** The stops in the order the shipment goes through them. */
  stops: readonly RouteStop[];
  /** Index in `stops` of where the shipment is now: stops before it are passed, after it upcoming. */
  currentIndex?: number | undefined;
  /** Accessible name of the map and of its list of stops. */
  label: string;
}

type StopState = 'done' | 'current' | 'upcoming';

interface ResolvedStop {
  name: string;
  /** The name shown: the gazetteer's name in the current language when known. */
  shown: string;
  state: StopState | undefined;
  point: { x: number; y: number } | undefined;
}

/**
 * A shipment's route on a map of the UAE: the stops the gazetteer knows (or given with a position inside the map)
 * as markers joined by the route, passed stops and legs in green, the current stop ringed, upcoming legs dashed.
 * The map is geography and keeps its orientation in Arabic; its labels and the ordered list of stops below it
 * follow the document's direction. The list is the text alternative and names stops that cannot be drawn
 * (unknown or outside the UAE); the SVG has a title and a description summarising the route.
 */
export function RouteMap({ stops, currentIndex, label, className, ...props }: RouteMapProps) {
  const intl = useIntl();
  const rtl = useDirection() === 'rtl';
  const arabic = intl.locale.toLowerCase().startsWith('ar');

  const resolved: ResolvedStop[] = stops.map((stop, index) => {
    const state: StopState | undefined =
      currentIndex === undefined
        ? undefined
        : index < currentIndex
          ? 'done'
          : index === currentIndex
            ? 'current'
            : 'upcoming';
    if ('lat' in stop) {
      return {
        name: stop.name,
        shown: stop.name,
        state,
        point: onMap(stop.lat, stop.lon) ? project(stop.lat, stop.lon) : undefined,
      };
    }
    const place: Place | undefined = findPlace(stop.name);
    return {
      name: stop.name,
      shown: place && arabic ? place.nameAr : stop.name,
      state,
      point: place ? project(place.lat, place.lon) : undefined,
    };
  });

  const drawn = resolved.map((stop, index) => ({ ...stop, index })).filter((stop) => stop.point);
  const missing = resolved.filter((stop) => !stop.point);
  // The route passes through the drawn stops; the part up to the current stop is done.
  const lastDone = currentIndex === undefined ? -1 : drawn.findLastIndex((stop) => stop.index <= currentIndex);
  const pointsOf = (list: typeof drawn) => list.map(({ point }) => `${point!.x},${point!.y}`).join(' ');
  const donePoints = lastDone > 0 ? pointsOf(drawn.slice(0, lastDone + 1)) : '';
  const aheadPoints = drawn.length - Math.max(lastDone, 0) > 1 ? pointsOf(drawn.slice(Math.max(lastDone, 0))) : '';

  // One label per place (a round trip passes the same place twice), short gazetteer names on the map.
  const labelled = new Map<string, { x: number; y: number; text: string }>();
  for (const stop of drawn) {
    const key = `${stop.point!.x},${stop.point!.y}`;
    if (!labelled.has(key)) {
      const place = 'lat' in stops[stop.index]! ? undefined : findPlace(stop.name);
      labelled.set(key, { ...stop.point!, text: place ? (arabic ? place.nameAr : place.name) : stop.name });
    }
  }
  const labels = [...labelled.values()];
  const placements = placeLabels(labels, rtl);

  const list = (names: string[]) => intl.formatList(names, { type: 'conjunction' });
  const current = currentIndex === undefined ? undefined : resolved[currentIndex];
  const description = [
    intl.formatMessage(argMessages.description, { count: resolved.length, stops: list(resolved.map((s) => s.shown)) }),
    current ? intl.formatMessage(argMessages.currentAt, { place: current.shown }) : '',
    missing.length > 0 ? intl.formatMessage(argMessages.notOnMap, { places: list(missing.map((s) => s.shown)) }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  // Current marker last, so it is drawn on top.
  const markerOrder = [...drawn].sort((a, b) => Number(a.state === 'current') - Number(b.state === 'current'));

  return (
    <figure {...props} className={clsx(styles.root, className)}>
      <UaeMapSvg label={label} description={description}>
        {donePoints ? <polyline className={styles.routeDone} points={donePoints} data-part="done" /> : null}
        {aheadPoints ? <polyline className={styles.routeAhead} points={aheadPoints} data-part="ahead" /> : null}
        {markerOrder.map((stop) => (
          <circle
            key={stop.index}
            className={styles.marker}
            cx={stop.point!.x}
            cy={stop.point!.y}
            r={stop.state === 'current' ? markerRadius + 1 : markerRadius}
            data-state={stop.state ?? 'upcoming'}
            data-stop={stop.index}
          />
        ))}
        {labels.map((item, index) => {
          const placement = placements[index]!;
          return (
            <text
              key={`${item.x},${item.y}`}
              className={styles.mapLabel}
              x={placement.x}
              y={placement.y}
              textAnchor={placement.anchor}
            >
              {item.text}
            </text>
          );
        })}
      </UaeMapSvg>
      <ol className={styles.list} aria-label={label}>
        {resolved.map((stop, index) => (
          <li
            // Stops are places in order and may repeat (a round trip); the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            className={styles.item}
            data-state={stop.state}
            aria-current={stop.state === 'current' ? 'location' : undefined}
          >
            {stop.state && stop.state !== 'current' ? (
              <span className={visuallyHidden}>{intl.formatMessage(messages[stop.state])}: </span>
            ) : null}
            <bdi>{stop.shown}</bdi>
            {stop.state === 'current' ? <> · {intl.formatMessage(messages.now)}</> : null}
            {stop.point ? null : <span className={styles.note}> ({intl.formatMessage(messages.notOnMapNote)})</span>}
          </li>
        ))}
      </ol>
    </figure>
  );
}
