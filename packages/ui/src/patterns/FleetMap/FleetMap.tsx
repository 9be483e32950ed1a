import { POSITION_STALE_AFTER_MS } from '@qafila/contracts';
import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { useDirection } from '../../direction/useDirection.ts';
import { PinIcon } from '../../private/icons.tsx';
import { displayTimeZone, toDate } from '../../private/time.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { fitZoom, markerRadius, placeLabels, zoomed } from '../RouteMap/mapDrawing.ts';
import { nearestPlace, onMap, project } from '../RouteMap/places.ts';
import * as mapStyles from '../RouteMap/RouteMap.css.ts';
import { UaeMapSvg } from '../RouteMap/UaeMapSvg.tsx';
import * as styles from './FleetMap.css.ts';
import { argMessages, messages } from './FleetMap.messages.ts';

/** A vehicle's latest position on the fleet map. */
export interface FleetMapVehicle {
  id: number | string;
  /** The number plate, shown beside the marker. */
  label: string;
  lat: number;
  lon: number;
  /** Degrees from north. */
  bearing?: number | null | undefined;
  speedKmh?: number | null | undefined;
  /** When the device took the fix (ISO 8601). */
  recordedAt: string;
  /** Older than `POSITION_STALE_AFTER_MS`; computed from `recordedAt` and `now` when left out. */
  stale?: boolean | undefined;
  /** Shown in `data-status` of the marker and the list item, e.g. the vehicle's status. */
  status?: string | undefined;
}

/** A stop of the selected trip: its place (in both languages when known) and position. */
export interface FleetMapStop {
  name: string;
  nameAr?: string | null | undefined;
  lat: number;
  lon: number;
}

/** Props of `FleetMap`. */
export interface FleetMapProps extends Omit<ComponentPropsWithRef<'figure'>, 'children'> {
  /** The latest position of each vehicle. */
  vehicles: readonly FleetMapVehicle[];
  /** The vehicle drawn and listed as selected. */
  selectedId?: number | string | undefined;
  /** The selected trip's GPS track, in time order, drawn as a line. */
  breadcrumb?: readonly { lat: number; lon: number }[] | undefined;
  /** The selected trip's stops in order, drawn as square markers. */
  stops?: readonly FleetMapStop[] | undefined;
  /** Accessible name of the map and of its list of vehicles. */
  label: string;
  /** The time positions are judged stale against; defaults to now. */
  now?: Date | number | undefined;
}

/**
 * The latest position of each vehicle on a map of the UAE, enlarged around them (`fitZoom`), plates beside the
 * markers (a plate that has no free place is left to the list, so labels never overlap), a stale position greyed; optionally the selected trip's stops and GPS track. The map keeps its geographic orientation in
 * Arabic; labels and the list under it (the text alternative: vehicle, place or coordinates, speed and time) follow
 * the document's direction. Without positions, stops or a track it says how to connect a tracker.
 */
export function FleetMap({
  vehicles,
  selectedId,
  breadcrumb = [],
  stops = [],
  label,
  now,
  className,
  ...props
}: FleetMapProps) {
  const intl = useIntl();
  const rtl = useDirection() === 'rtl';
  const arabic = intl.locale.toLowerCase().startsWith('ar');
  const reference = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();

  if (vehicles.length === 0 && stops.length === 0 && breadcrumb.length === 0) {
    return (
      <figure {...props} className={clsx(mapStyles.root, className)}>
        <EmptyState
          headingLevel="h3"
          icon={<PinIcon />}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyHint)}
        />
      </figure>
    );
  }

  // Drawn enlarged around what there is to see (at most 4 times: a whole emirate stays recognisable).
  const inside = (list: readonly { lat: number; lon: number }[]) =>
    list.filter(({ lat, lon }) => onMap(lat, lon)).map(({ lat, lon }) => project(lat, lon));
  const zoom = fitZoom([...inside(vehicles), ...inside(stops), ...inside(breadcrumb)]);
  const at = (lat: number, lon: number) => zoomed(zoom, project(lat, lon));

  const shown = vehicles.map((vehicle) => {
    const time = toDate(vehicle.recordedAt);
    const stale = vehicle.stale ?? (time ? reference - time.getTime() > POSITION_STALE_AFTER_MS : true);
    return {
      vehicle,
      stale,
      selected: selectedId !== undefined && vehicle.id === selectedId,
      point: onMap(vehicle.lat, vehicle.lon) ? at(vehicle.lat, vehicle.lon) : undefined,
    };
  });
  const stopName = (stop: FleetMapStop) => (arabic && stop.nameAr ? stop.nameAr : stop.name);
  const stopPoints = stops.flatMap((stop, index) =>
    onMap(stop.lat, stop.lon) ? [{ index, stop, ...at(stop.lat, stop.lon) }] : [],
  );
  const track = breadcrumb
    .filter(({ lat, lon }) => onMap(lat, lon))
    .map(({ lat, lon }) => {
      const { x, y } = at(lat, lon);
      return `${x},${y}`;
    })
    .join(' ');

  // Plates first (the selected one before all), so they win the best places; then the trip's first and last stop.
  const drawnVehicles = shown.filter((item) => item.point);
  const labelled = [...drawnVehicles]
    .sort((a, b) => Number(b.selected) - Number(a.selected))
    .map((item) => ({
      ...item.point!,
      // Plates read left to right in Arabic too: isolated, so the SVG's right-to-left text does not reorder them.
      text: `\u2066${item.vehicle.label}\u2069`,
      key: `v${item.vehicle.id}`,
      stale: item.stale,
      selected: item.selected,
    }));
  const ends = stopPoints.filter((point) => point.index === 0 || point.index === stops.length - 1);
  // The selected vehicle, then the trip's ends, then the other plates: who is placed first gets a free place.
  const chosenCount = labelled.filter((item) => item.selected).length;
  const labels = [
    ...labelled.slice(0, chosenCount),
    ...ends.map((point) => ({
      x: point.x,
      y: point.y,
      text: stopName(point.stop),
      key: `s${point.index}`,
      stale: false,
      selected: false,
    })),
    ...labelled.slice(chosenCount),
  ];
  const placements = placeLabels(labels, rtl);

  const staleCount = shown.filter((item) => item.stale).length;
  const description = [
    intl.formatMessage(argMessages.description, { count: vehicles.length, stale: staleCount }),
    stops.length > 0 || breadcrumb.length > 0
      ? intl.formatMessage(argMessages.trip, { count: stops.length, points: breadcrumb.length })
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  const coordinate = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 4 });
  const where = (lat: number, lon: number) => {
    const place = nearestPlace(lat, lon);
    return place
      ? intl.formatMessage(argMessages.near, { place: arabic ? place.nameAr : place.name })
      : intl.formatMessage(argMessages.coordinates, { lat: coordinate(lat), lon: coordinate(lon) });
  };
  const when = (recordedAt: string, stale: boolean) => {
    const date = toDate(recordedAt);
    if (!date) return recordedAt;
    const sameDay = reference - date.getTime() < 12 * 60 * 60_000;
    const time = intl.formatDate(date, {
      ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
      timeZone: displayTimeZone,
    });
    return intl.formatMessage(stale ? argMessages.lastSeen : argMessages.at, { time });
  };

  // Stale markers first, the selected one last: the fresh and the selected are drawn on top.
  const markerOrder = [...drawnVehicles].sort(
    (a, b) => Number(!a.stale) - Number(!b.stale) || Number(a.selected) - Number(b.selected),
  );

  return (
    <figure {...props} className={clsx(mapStyles.root, className)}>
      <UaeMapSvg label={label} description={description} zoom={zoom}>
        {track ? <polyline className={styles.track} points={track} data-part="breadcrumb" /> : null}
        {stopPoints.map((point) => (
          <rect
            key={point.index}
            className={styles.stop}
            x={point.x - markerRadius + 1}
            y={point.y - markerRadius + 1}
            width={(markerRadius - 1) * 2}
            height={(markerRadius - 1) * 2}
            rx={2}
            data-stop={point.index}
          />
        ))}
        {markerOrder.map(({ vehicle, point, stale, selected }) => (
          <g
            key={vehicle.id}
            className={styles.vehicle}
            data-vehicle={vehicle.id}
            data-stale={stale || undefined}
            data-selected={selected || undefined}
            data-status={vehicle.status}
          >
            {vehicle.bearing !== undefined && vehicle.bearing !== null && !stale ? (
              // A heading tick pointing the way the vehicle drives (degrees clockwise from north).
              <path
                className={styles.heading}
                d={`M${point!.x} ${point!.y - markerRadius - 7} l-4 6 h8 z`}
                transform={`rotate(${vehicle.bearing} ${point!.x} ${point!.y})`}
              />
            ) : null}
            <circle
              className={styles.marker}
              cx={point!.x}
              cy={point!.y}
              r={selected ? markerRadius + 2 : markerRadius}
            />
          </g>
        ))}
        {labels.map((item, index) => {
          const placement = placements[index]!;
          // A label with no free place would cover another: left to the list under the map. The first always
          // shows; the selected vehicle and the trip's ends come first.
          if (!placement.clear && index > 0) return null;
          return (
            <text
              key={item.key}
              className={mapStyles.mapLabel}
              x={placement.x}
              y={placement.y}
              textAnchor={placement.anchor}
              data-stale={item.stale || undefined}
              opacity={item.stale ? 0.6 : undefined}
            >
              {item.text}
            </text>
          );
        })}
      </UaeMapSvg>
      {vehicles.length > 0 ? (
        <ul className={styles.list} aria-label={label}>
          {shown.map(({ vehicle, stale, selected }) => (
            <li
              key={vehicle.id}
              className={styles.item}
              data-stale={stale || undefined}
              data-status={vehicle.status}
              aria-current={selected || undefined}
            >
              {selected ? <span className={visuallyHidden}>{intl.formatMessage(messages.selected)}: </span> : null}
              <bdi dir="ltr" className={styles.plate}>
                {vehicle.label}
              </bdi>{' '}
              {[
                where(vehicle.lat, vehicle.lon),
                vehicle.speedKmh !== undefined && vehicle.speedKmh !== null && !stale
                  ? intl.formatNumber(vehicle.speedKmh, {
                      style: 'unit',
                      unit: 'kilometer-per-hour',
                      maximumFractionDigits: 0,
                    })
                  : '',
                when(vehicle.recordedAt, stale),
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      ) : null}
      {stops.length > 0 ? (
        <ol className={mapStyles.list} aria-label={intl.formatMessage(messages.stopsLabel)}>
          {stops.map((stop, index) => (
            // Stops may repeat a place (a round trip); their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={index}>
              <bdi>{stopName(stop)}</bdi>
            </li>
          ))}
        </ol>
      ) : null}
    </figure>
  );
}
