import clsx from 'clsx';
import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import type { Direction } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../visuallyHidden.css.ts';
import * as styles from './chart.css.ts';

/** Props of `ChartFrame`. */
export interface ChartFrameProps {
  /** Accessible name of the figure and caption of its table. */
  label: string;
  /** Offer the button that swaps the drawing for the table. */
  tableToggle: boolean;
  /** The chart's own "Show as table" and "Show as chart" messages. */
  toggleMessages: { showTable: MessageDescriptor; showChart: MessageDescriptor };
  /** The drawing (and legend), given whether the table is shown in its place. */
  children: (showTable: boolean) => ReactNode;
  /** The table's head, body and foot, under the caption. */
  table: ReactNode;
  className?: string;
  'data-orientation'?: string;
}

/**
 * The figure around a chart: its drawing, the data table that carries the data for assistive technology (visually
 * hidden until "Show as table") and the button that swaps one for the other.
 */
export function ChartFrame({
  label,
  tableToggle,
  toggleMessages,
  children,
  table,
  className,
  'data-orientation': orientation,
}: ChartFrameProps) {
  const intl = useIntl();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <figure
      aria-label={label}
      className={clsx(styles.root, className)}
      style={{ margin: 0 }}
      data-orientation={orientation}
      data-view={showTable ? 'table' : 'chart'}
    >
      {children(showTable)}
      <div id={`${id}table`} className={showTable ? undefined : visuallyHidden}>
        <table className={styles.table}>
          <caption className={styles.caption}>{label}</caption>
          {table}
        </table>
      </div>
      {tableToggle ? (
        <button
          type="button"
          className={styles.toggle}
          aria-controls={`${id}table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {intl.formatMessage(showTable ? toggleMessages.showChart : toggleMessages.showTable)}
        </button>
      ) : null}
    </figure>
  );
}

/** A chart with nothing to draw: the figure keeps its name and says so. */
export function ChartEmpty({ label, message, className }: { label: string; message: string; className?: string }) {
  return (
    <figure aria-label={label} className={clsx(styles.root, className)} style={{ margin: 0 }}>
      <p className={styles.empty}>{message}</p>
    </figure>
  );
}

/** Props of `ChartPlot`. */
export interface ChartPlotProps {
  /** From `useChartWidth`: the container whose width the drawing fills. */
  containerRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  direction: Direction;
  hidden: boolean;
  children: ReactNode;
}

/** The SVG of a chart that fills its container's width, hidden from assistive technology (the table speaks). */
export function ChartPlot({ containerRef, width, height, direction, hidden, children }: ChartPlotProps) {
  return (
    <div ref={containerRef} hidden={hidden}>
      {/* Text anchors are relative to `direction`: "end" of an axis label is its side towards the plot. */}
      <svg
        className={styles.plot}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        direction={direction}
        aria-hidden="true"
        focusable="false"
      >
        {children}
      </svg>
    </div>
  );
}

/** The locale's number format (up to two decimals) unless the chart was given its own. */
export function useValueFormat(formatter?: (value: number) => string): (value: number) => string {
  const intl = useIntl();
  const numberFormat = useMemo(() => new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 }), [intl.locale]);
  return formatter ?? ((value: number) => numberFormat.format(value));
}

/** Props of `ValueGrid`. */
export interface ValueGridProps {
  ticks: number[];
  formatTick: (value: number) => string;
  /** Physical x of a logical (inline) position. */
  x: (inline: number) => number;
  y: (value: number) => number;
  plotStart: number;
  plotEnd: number;
}

/** Horizontal grid lines at each tick of a vertical value axis, labelled at the axis's inline start. */
export function ValueGrid({ ticks, formatTick, x, y, plotStart, plotEnd }: ValueGridProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line className={styles.gridLine} x1={x(plotStart)} x2={x(plotEnd)} y1={y(tick)} y2={y(tick)} />
      <text className={styles.tick} x={x(plotStart - 6)} y={y(tick)} dy="0.32em" textAnchor="end">
        {formatTick(tick)}
      </text>
    </g>
  ));
}

/** Font size of tick and category labels, in pixels (see `chart.css.ts`). */
export const chartFont = 12;

/** Room for the widest tick label of a vertical value axis (about 0.62 em per character), with its gap. */
export function valueAxisSize(ticks: number[], formatTick: (value: number) => string): number {
  return Math.max(...ticks.map((tick) => formatTick(tick).length)) * chartFont * 0.62 + 12;
}

/** The colour class of the series (or segment) at `index`; the colours repeat after the last. */
export function seriesColorOf(index: number): string {
  return styles.seriesColor[(index % styles.seriesColorCount) as keyof typeof styles.seriesColor];
}
