import clsx from 'clsx';
import { type ComponentPropsWithRef, useId } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { findPlace, mapHeight, mapWidth, onMap, type Place, project, uaeOutline } from './places.ts';
import * as styles from './RouteMap.css.ts';
import { argMessages, messages } from './RouteMap.messages.ts';

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

const outlinePath = `${uaeOutline
  .map(([lat, lon], index) => {
    const { x, y } = project(lat, lon);
    return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
  })
  .join(' ')} Z`;

const markerRadius = 7;
const fontSize = 15;
/** A rough width of a label in SVG units (no layout in tests or on the server). */
const labelWidth = (text: string) => text.length * fontSize * 0.55 + 4;

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

interface LabelPlacement {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
}

/**
 * Labels beside their markers without covering each other or leaving the map: after the marker in reading
 * order when there is room (right in English, left in Arabic), else before, above or below.
 */
function placeLabels(points: readonly { x: number; y: number; text: string }[], rtl: boolean): LabelPlacement[] {
  const placed: Box[] = points.map(({ x, y }) => ({
    x1: x - markerRadius,
    y1: y - markerRadius,
    x2: x + markerRadius,
    y2: y + markerRadius,
  }));
  const gap = markerRadius + 5;
  return points.map(({ x, y, text }) => {
    const width = labelWidth(text);
    const half = fontSize / 2;
    const right: Box = { x1: x + gap, x2: x + gap + width, y1: y - half, y2: y + half };
    const left: Box = { x1: x - gap - width, x2: x - gap, y1: y - half, y2: y + half };
    // Above and below, centred on the marker but kept inside the map near its edges.
    const centre = Math.min(Math.max(x, width / 2 + 2), mapWidth - width / 2 - 2);
    const above: Box = { x1: centre - width / 2, x2: centre + width / 2, y1: y - gap - fontSize, y2: y - gap };
    const below: Box = { x1: centre - width / 2, x2: centre + width / 2, y1: y + gap, y2: y + gap + fontSize };
    const options: [Box, 'right' | 'left' | 'above' | 'below'][] = rtl
      ? [
          [left, 'left'],
          [right, 'right'],
          [above, 'above'],
          [below, 'below'],
        ]
      : [
          [right, 'right'],
          [left, 'left'],
          [above, 'above'],
          [below, 'below'],
        ];
    const fits = (box: Box) => box.x1 >= 2 && box.x2 <= mapWidth - 2 && box.y1 >= 2 && box.y2 <= mapHeight - 2;
    const chosen =
      options.find(([box]) => fits(box) && !placed.some((other) => overlaps(box, other))) ??
      options.find(([box]) => fits(box)) ??
      options[0]!;
    const [box, side] = chosen;
    placed.push(box);
    // With `direction: rtl` an SVG text's start is its right end.
    const baseline = box.y2 - 3;
    if (side === 'above' || side === 'below') return { x: (box.x1 + box.x2) / 2, y: baseline, anchor: 'middle' };
    if (side === 'right') return { x: box.x1, y: baseline, anchor: rtl ? 'end' : 'start' };
    return { x: box.x2, y: baseline, anchor: rtl ? 'start' : 'end' };
  });
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
  const titleId = useId();
  const descId = useId();

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
      <svg
        className={styles.svg}
        viewBox={`0 0 ${mapWidth} ${mapHeight}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        // Geography: east stays on the right in Arabic. Labels inside still take the document's direction.
        direction={rtl ? 'rtl' : 'ltr'}
      >
        <title id={titleId}>{label}</title>
        <desc id={descId}>{description}</desc>
        <path className={styles.land} d={outlinePath} />
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
      </svg>
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
