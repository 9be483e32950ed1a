import { type ReactNode, useId } from 'react';
import { useDirection } from '../../direction/useDirection.ts';
import { type MapZoom, outlinePath } from './mapDrawing.ts';
import { mapHeight, mapWidth } from './places.ts';
import * as styles from './RouteMap.css.ts';

/**
 * The map of the UAE that RouteMap and FleetMap draw on: an image named by `label` and described by `description`,
 * the land outline, then `children` (routes, markers, labels) in the viewBox of `project`. With `zoom`, the outline
 * shows only that window, enlarged, its line as thin as ever; the children place themselves with `zoomed`.
 */
export function UaeMapSvg({
  label,
  description,
  zoom,
  children,
}: {
  label: string;
  description: string;
  zoom?: MapZoom | undefined;
  children: ReactNode;
}) {
  const rtl = useDirection() === 'rtl';
  const titleId = useId();
  const descId = useId();
  return (
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
      {zoom ? (
        <g transform={`scale(${zoom.scale}) translate(${-zoom.x} ${-zoom.y})`}>
          <path className={styles.land} d={outlinePath} vectorEffect="non-scaling-stroke" />
        </g>
      ) : (
        <path className={styles.land} d={outlinePath} />
      )}
      {children}
    </svg>
  );
}
