import { type ReactNode, useId } from 'react';
import { useDirection } from '../../direction/useDirection.ts';
import { outlinePath } from './mapDrawing.ts';
import { mapHeight, mapWidth } from './places.ts';
import * as styles from './RouteMap.css.ts';

/**
 * The map of the UAE that RouteMap and FleetMap draw on: an image named by `label` and described by `description`,
 * the land outline, then `children` (routes, markers, labels) in the viewBox of `project`.
 */
export function UaeMapSvg({
  label,
  description,
  children,
}: {
  label: string;
  description: string;
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
      <path className={styles.land} d={outlinePath} />
      {children}
    </svg>
  );
}
