import clsx from 'clsx';
import { type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { niceTicks } from '../BarChart/niceTicks.ts';
import * as styles from './LineChart.css.ts';
import { messages } from './LineChart.messages.ts';

/** One point of a `LineChart` series: its category (x) and value (y). */
export interface LineChartDatum {
  /** The category, e.g. a month; the categories of the first series label the x axis and the table's rows. */
  label: string;
  value: number;
}

/** One line of a `LineChart`. */
export interface LineChartSeries {
  /** Name of the series, shown in the legend and as the table's column header. */
  label: string;
  /** One point per category, in the same order in every series. */
  data: LineChartDatum[];
}

/** Props of `LineChart`. */
export interface LineChartProps {
  series: LineChartSeries[];
  /** Accessible name of the chart and caption of its table, e.g. "Shipments per month". */
  label: string;
  /** Fill the area under each line (see `AreaChart`). Defaults to `false`. */
  area?: boolean;
  /** Formats a value for the table and the point titles. Defaults to the locale's number format. */
  valueFormatter?: (value: number) => string;
  /** Formats an axis tick. Defaults to `Intl.NumberFormat` of the current locale. */
  tickFormatter?: (value: number) => string;
  /** Show the legend. Defaults to `true` when there is more than one series. */
  showLegend?: boolean;
  /** Offer a "Show as table" button that swaps the chart for its data table. Defaults to `true`; the table is read
   * by screen readers either way. */
  tableToggle?: boolean;
  /** Height of the drawing, in pixels. Defaults to 240. */
  height?: number;
  /** Header of the table's category column. Defaults to a translated "Category". */
  categoryHeader?: ReactNode;
  className?: string;
}

const font = 12;

/**
 * An SVG line chart of one or more series over shared categories, with a value axis of locale-formatted round
 * ticks and a legend. The x axis follows the reading direction: in Arabic, the first category is at the right.
 * The drawing is hidden from assistive technology; a data table (captioned with `label`, one column per series)
 * carries the data, visually hidden until "Show as table".
 */
export function LineChart({
  series,
  label,
  area = false,
  valueFormatter,
  tickFormatter,
  showLegend,
  tableToggle = true,
  height = 240,
  categoryHeader,
  className,
}: LineChartProps) {
  const intl = useIntl();
  const direction = useDirection();
  const rtl = direction === 'rtl';
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const numberFormat = useMemo(() => new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 2 }), [intl.locale]);
  const formatValue = valueFormatter ?? ((value: number) => numberFormat.format(value));
  const formatTick = tickFormatter ?? ((value: number) => numberFormat.format(value));

  const categories = series[0]?.data.map((datum) => datum.label) ?? [];
  if (categories.length === 0) {
    return (
      <figure aria-label={label} className={clsx(styles.root, className)} style={{ margin: 0 }}>
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      </figure>
    );
  }

  const values = series.flatMap((line) => line.data.map((datum) => datum.value));
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const span = high - low || 1;
  /** Physical x of a logical (inline) position: mirrored right to left. */
  const x = (inline: number) => (rtl ? width - inline : inline);

  const axisSize = Math.max(...ticks.map((tick) => formatTick(tick).length)) * font * 0.62 + 12;
  const top = 8;
  const bottom = font + 14;
  const plotHeight = height - top - bottom;
  const plotStart = axisSize;
  const plotEnd = width - 8;
  const slot = (plotEnd - plotStart) / categories.length;
  const position = (index: number) => plotStart + slot * (index + 0.5);
  const y = (value: number) => top + ((high - value) / span) * plotHeight;
  const legend = showLegend ?? series.length > 1;

  return (
    <figure
      aria-label={label}
      className={clsx(styles.root, className)}
      style={{ margin: 0 }}
      data-view={showTable ? 'table' : 'chart'}
    >
      <div ref={container} hidden={showTable}>
        {/* Text anchors are relative to `direction`: "end" of an axis label is its side towards the plot. */}
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          direction={direction}
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={styles.gridLine} x1={x(plotStart)} x2={x(plotEnd)} y1={y(tick)} y2={y(tick)} />
              <text className={styles.tick} x={x(plotStart - 6)} y={y(tick)} dy="0.32em" textAnchor="end">
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, index) => (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
              key={`${category}${index}`}
              className={styles.category}
              x={x(position(index))}
              y={height - 4}
              textAnchor="middle"
            >
              {category}
            </text>
          ))}
          <line className={styles.baseline} x1={x(plotStart)} x2={x(plotEnd)} y1={y(0)} y2={y(0)} />
          {series.map((line, seriesIndex) => {
            const points = line.data.map((datum, index) => [x(position(index)), y(datum.value)] as const);
            const path = points.map(([px, py], index) => `${index === 0 ? 'M' : 'L'}${px},${py}`).join(' ');
            const first = points[0];
            const last = points[points.length - 1];
            const color =
              styles.seriesColor[(seriesIndex % styles.seriesColorCount) as keyof typeof styles.seriesColor];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; their order is the identity.
              <g key={`${line.label}${seriesIndex}`} className={color} data-series={line.label}>
                {area && first && last ? (
                  <path className={styles.area} d={`${path} L${last[0]},${y(0)} L${first[0]},${y(0)} Z`} />
                ) : null}
                <path className={styles.line} d={path} />
                {line.data.map((datum, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
                  <circle key={index} className={styles.dot} cx={points[index]?.[0]} cy={points[index]?.[1]} r={3}>
                    <title>{`${line.label}, ${datum.label}: ${formatValue(datum.value)}`}</title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      {legend && !showTable ? (
        <ul className={styles.legend} aria-label={intl.formatMessage(messages.legend)}>
          {series.map((line, seriesIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; their order is the identity.
            <li key={`${line.label}${seriesIndex}`} className={styles.legendItem}>
              <span
                className={clsx(
                  styles.swatch,
                  styles.seriesColor[(seriesIndex % styles.seriesColorCount) as keyof typeof styles.seriesColor],
                )}
                aria-hidden="true"
              />
              <span className={styles.legendLabel}>{line.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={`${id}table`} className={showTable ? undefined : visuallyHidden}>
        <table className={styles.table}>
          <caption className={styles.caption}>{label}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {categoryHeader ?? intl.formatMessage(messages.category)}
              </th>
              {series.map((line, seriesIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; their order is the identity.
                <th key={`${line.label}${seriesIndex}`} scope="col" className={clsx(styles.cell, styles.valueCell)}>
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
              <tr key={`${category}${index}`}>
                <th scope="row" className={styles.cell}>
                  {category}
                </th>
                {series.map((line, seriesIndex) => {
                  const datum = line.data[index];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; their order is the identity.
                    <td key={seriesIndex} className={clsx(styles.cell, styles.valueCell)}>
                      {datum ? formatValue(datum.value) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
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

/** Props of `AreaChart`: those of `LineChart` without `area`. */
export type AreaChartProps = Omit<LineChartProps, 'area'>;

/** A `LineChart` with the area under each line filled. */
export function AreaChart(props: AreaChartProps) {
  return <LineChart {...props} area />;
}
