import { mapHeight, mapWidth, project, uaeOutline } from './places.ts';

/** The UAE outline as an SVG path in the map's viewBox. */
export const outlinePath = `${uaeOutline
  .map(([lat, lon], index) => {
    const { x, y } = project(lat, lon);
    return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
  })
  .join(' ')} Z`;

/** The radius of a map marker in SVG units. */
export const markerRadius = 7;
/** The font size of a map label in SVG units. */
export const labelFontSize = 15;
/** A rough width of a label in SVG units (no layout in tests or on the server). */
const labelWidth = (text: string) => text.length * labelFontSize * 0.55 + 4;

interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** Where a label's text goes: its anchor point and which end of the text sits on it. */
export interface LabelPlacement {
  x: number;
  y: number;
  anchor: 'start' | 'end' | 'middle';
  /** False when no place inside the map was free of the other labels and markers: the label covers one. */
  clear: boolean;
}

/**
 * Labels beside their markers without covering each other or leaving the map: after the marker in reading
 * order when there is room (right in English, left in Arabic), else before, above or below. Earlier points win.
 */
export function placeLabels(points: readonly { x: number; y: number; text: string }[], rtl: boolean): LabelPlacement[] {
  const placed: Box[] = points.map(({ x, y }) => ({
    x1: x - markerRadius,
    y1: y - markerRadius,
    x2: x + markerRadius,
    y2: y + markerRadius,
  }));
  const gap = markerRadius + 5;
  return points.map(({ x, y, text }) => {
    const width = labelWidth(text);
    const half = labelFontSize / 2;
    const right: Box = { x1: x + gap, x2: x + gap + width, y1: y - half, y2: y + half };
    const left: Box = { x1: x - gap - width, x2: x - gap, y1: y - half, y2: y + half };
    // Above and below, centred on the marker but kept inside the map near its edges.
    const centre = Math.min(Math.max(x, width / 2 + 2), mapWidth - width / 2 - 2);
    const above: Box = { x1: centre - width / 2, x2: centre + width / 2, y1: y - gap - labelFontSize, y2: y - gap };
    const below: Box = { x1: centre - width / 2, x2: centre + width / 2, y1: y + gap, y2: y + gap + labelFontSize };
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
    const free = options.find(([box]) => fits(box) && !placed.some((other) => overlaps(box, other)));
    const chosen = free ?? options.find(([box]) => fits(box)) ?? options[0]!;
    const [box, side] = chosen;
    placed.push(box);
    const clear = free !== undefined;
    // With `direction: rtl` an SVG text's start is its right end.
    const baseline = box.y2 - 3;
    if (side === 'above' || side === 'below') return { x: (box.x1 + box.x2) / 2, y: baseline, anchor: 'middle', clear };
    if (side === 'right') return { x: box.x1, y: baseline, anchor: rtl ? 'end' : 'start', clear };
    return { x: box.x2, y: baseline, anchor: rtl ? 'start' : 'end', clear };
  });
}

/** The part of the map drawn, in the map's viewBox units: its top left corner and how much it is enlarged. */
export interface MapZoom {
  x: number;
  y: number;
  scale: number;
}

/**
 * The window that shows every point with a margin, at most `maxScale` times enlarged, in the map's proportions and
 * inside the map; `undefined` (the whole UAE) when that would enlarge it by less than 1.25 times.
 */
export function fitZoom(points: readonly { x: number; y: number }[], maxScale = 4, margin = 40): MapZoom | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let x1 = Math.min(...xs) - margin;
  let x2 = Math.max(...xs) + margin;
  let y1 = Math.min(...ys) - margin;
  let y2 = Math.max(...ys) + margin;
  // Widen the short side to the map's proportions, then to the largest enlargement allowed.
  const ratio = mapWidth / mapHeight;
  let width = Math.max(x2 - x1, (y2 - y1) * ratio, mapWidth / maxScale);
  let height = width / ratio;
  width = Math.min(width, mapWidth);
  height = Math.min(height, mapHeight);
  const scale = mapWidth / width;
  if (scale < 1.25) return undefined;
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2;
  x1 = Math.min(Math.max(cx - width / 2, 0), mapWidth - width);
  y1 = Math.min(Math.max(cy - height / 2, 0), mapHeight - height);
  x2 = x1 + width;
  y2 = y1 + height;
  return { x: x1, y: y1, scale };
}

/** A point of the whole map where the zoomed map draws it (the identity without a zoom). */
export const zoomed = (zoom: MapZoom | undefined, point: { x: number; y: number }) =>
  zoom ? { x: (point.x - zoom.x) * zoom.scale, y: (point.y - zoom.y) * zoom.scale } : point;
