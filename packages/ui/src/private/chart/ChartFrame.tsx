import clsx from 'clsx';
import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { type Direction, useDirection } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../visuallyHidden.css.ts';
import * as styles from './chart.css.ts';
import { useChartWidth } from './useChartWidth.ts';

/** Props every chart takes. */
export interface ChartProps {
  /** Accessible name of the chart and caption of its table, e.g. "Shipments per month". */
  label: string;
  /** Formats a value for the drawing and the table, e.g. a currency. Defaults to the locale's number format. */
  valueFormatter?: (value: number) => string;
  /** Offer a "Show as table" button that swaps the chart for its data table. Defaults to `true`; the table is read
   * by screen readers either way. */
  tableToggle?: boolean;
  className?: string;
}

/** Props of the charts with a value axis and categories along the other (bars, lines). */
export interface AxisChartProps extends ChartProps {
  /** Formats an axis tick. Defaults to `Intl.NumberFormat` of the current locale. */
  tickFormatter?: (value: number) => string;
  /** Height of the drawing, in pixels. Defaults to 240. */
  height?: number;
  /** Header of the table's category column. Defaults to a translated "Category". */
  categoryHeader?: ReactNode;
}

/** One row of a chart's data table: its category and one cell per value column. */
export interface ChartTableRow {
  label: ReactNode;
  values: ReactNode[];
}

/** The data table of a chart: a category column, then one column per series or per figure of a datum. */
export interface ChartTable {
  /** Defaults to the chart's "Category" message. */
  categoryHeader?: ReactNode;
  valueHeaders: ReactNode[];
  rows: ChartTableRow[];
  /** A last row under the body, e.g. the total. */
  total?: ChartTableRow;
}

/** Props of `ChartFrame`: the chart's own `label`, `tableToggle` and `className`, and what the chart draws. */
export interface ChartFrameProps extends Pick<ChartProps, 'label' | 'tableToggle' | 'className'> {
  /** The chart's own "Show as table", "Show as chart", "Category" and "No data to show" messages. */
  messages: Record<'showTable' | 'showChart' | 'category' | 'empty', MessageDescriptor>;
  /** Nothing to draw: the figure keeps its name and says so, without drawing or table. */
  empty: boolean;
  /** The drawing (and legend), given whether the table is shown in its place. */
  children: (showTable: boolean) => ReactNode;
  /** The table under the caption. */
  table: ChartTable;
  'data-orientation'?: string;
}

function TableRow({ row, className }: { row: ChartTableRow; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row" className={styles.cell}>
        {row.label}
      </th>
      {row.values.map((value, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed by the headers; their order is the identity.
        <td key={column} className={styles.valueCell}>
          {value}
        </td>
      ))}
    </tr>
  );
}

/**
 * The figure around a chart: its drawing, the data table that carries the data for assistive technology (visually
 * hidden until "Show as table") and the button that swaps one for the other.
 */
export function ChartFrame({
  label,
  tableToggle = true,
  messages,
  empty,
  children,
  table,
  className,
  'data-orientation': orientation,
}: ChartFrameProps) {
  const intl = useIntl();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  if (empty) {
    return (
      <figure aria-label={label} className={clsx(styles.root, className)} style={{ margin: 0 }}>
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      </figure>
    );
  }
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
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {table.categoryHeader ?? intl.formatMessage(messages.category)}
              </th>
              {table.valueHeaders.map((header, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: headers may repeat; their order is the identity.
                <th key={column} scope="col" className={styles.valueCell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
              <TableRow key={index} row={row} />
            ))}
          </tbody>
          {table.total ? (
            <tfoot>
              <TableRow row={table.total} className={styles.totalRow} />
            </tfoot>
          ) : null}
        </table>
      </div>
      {tableToggle ? (
        <button
          type="button"
          className={styles.toggle}
          aria-controls={`${id}table`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {intl.formatMessage(showTable ? messages.showChart : messages.showTable)}
        </button>
      ) : null}
    </figure>
  );
}

/** Props of `ChartLegend`. */
export interface ChartLegendProps {
  /** Accessible name of the list. */
  label: string;
  /** One key per series or segment, in the series colours' order; `detail` follows the name (e.g. a share). */
  items: { label: string; detail?: string }[];
  /** `row`: keys side by side, wrapping (under a plot); `column`: one key per line (beside a donut). */
  layout: 'row' | 'column';
}

/** The colour keys of a chart's series or segments. */
export function ChartLegend({ label, items, layout }: ChartLegendProps) {
  return (
    <ul className={styles.legend[layout]} aria-label={label}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; their order is the identity.
        <li key={`${item.label}${index}`} className={styles.legendItem}>
          <span className={clsx(styles.swatch, seriesColorOf(index))} aria-hidden="true" />
          <span className={styles.legendLabel}>{item.label}</span>
          {item.detail === undefined ? null : <span className={styles.legendDetail}>{item.detail}</span>}
        </li>
      ))}
    </ul>
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

/**
 * What a chart drawn across its container's width needs: the direction, the container and its width, `x` (the
 * physical x of a logical, inline, position: mirrored right to left) and the value and tick formats.
 */
export function useAxisChart(valueFormatter?: (value: number) => string, tickFormatter?: (value: number) => string) {
  const direction = useDirection();
  const [container, width] = useChartWidth();
  const formatValue = useValueFormat(valueFormatter);
  const formatTick = useValueFormat(tickFormatter);
  const x = (inline: number) => (direction === 'rtl' ? width - inline : inline);
  return { direction, container, width, x, formatValue, formatTick };
}

/** The SVG path through `points`, in order. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
}

/** The area between the line `path` (from `first` to `last`) and the horizontal at `baseY`. */
export function areaPath(
  path: string,
  first: readonly [number, number],
  last: readonly [number, number],
  baseY: number,
) {
  return `${path} L${last[0]},${baseY} L${first[0]},${baseY} Z`;
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
