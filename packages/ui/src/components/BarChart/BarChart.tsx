import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  type AxisChartProps,
  ChartFrame,
  ChartPlot,
  chartFont as font,
  useAxisChart,
  ValueGrid,
  valueAxisSize,
} from '../../private/chart/ChartFrame.tsx';
import * as chart from '../../private/chart/chart.css.ts';
import { valueScale } from '../../private/chart/niceTicks.ts';
import * as styles from './BarChart.css.ts';
import { messages } from './BarChart.messages.ts';

/** One bar of a `BarChart`. */
export interface BarChartDatum {
  /** The category, e.g. a month or a lane; shown on the axis and in the table. */
  label: string;
  value: number;
}

export const barChartOrientations = ['vertical', 'horizontal'] as const;
/** `vertical`: columns rising from the bottom, ordered along the reading direction; `horizontal`: rows of bars. */
export type BarChartOrientation = (typeof barChartOrientations)[number];

/** Props of `BarChart`. */
export interface BarChartProps extends AxisChartProps {
  data: BarChartDatum[];
  /** Defaults to `vertical`. */
  orientation?: BarChartOrientation;
  /** Print each value at the end of its bar. Defaults to `true`. */
  showValues?: boolean;
  /** Height of the plot of a vertical chart, in pixels. Defaults to 240. Horizontal charts grow with their rows. */
  height?: number;
  /** Header of the table's value column. Defaults to a translated "Value". */
  valueHeader?: ReactNode;
  /**
   * Vertical charts: write every n-th category under the axis, counted from the last (the table and the bars'
   * titles keep them all); `auto` thins them so that they do not overlap, e.g. 30 days on a phone. Defaults to 1.
   */
  categoryLabelEvery?: number | 'auto';
}

const rowHeight = 32;

/** One bar, titled with its category and value for pointer users. */
function Bar({ title, ...box }: { x: number; y: number; width: number; height: number; title: string }) {
  return (
    <rect className={styles.bar} {...box} rx={2}>
      <title>{title}</title>
    </rect>
  );
}

/**
 * An SVG bar chart with a value axis of locale-formatted round ticks. Bars follow the reading direction: in Arabic,
 * the first column is at the right and horizontal bars grow leftwards. The drawing is hidden from assistive
 * technology; a data table (captioned with `label`) carries the data, visually hidden until "Show as table".
 */
export function BarChart({
  data,
  orientation = 'vertical',
  valueFormatter,
  tickFormatter,
  showValues = true,
  height = 240,
  categoryHeader,
  valueHeader,
  categoryLabelEvery = 1,
  ...frame
}: BarChartProps) {
  const intl = useIntl();
  const { direction, container, width, x, formatValue, formatTick } = useAxisChart(valueFormatter, tickFormatter);
  const { ticks, low, high, span } = valueScale(data.map((datum) => datum.value));

  let drawing: ReactNode = null;
  let svgHeight = height;
  if (orientation === 'vertical') {
    const axisSize = valueAxisSize(ticks, formatTick);
    const top = showValues ? font + 8 : 8;
    const bottom = font + 14;
    const plotHeight = height - top - bottom;
    const plotStart = axisSize;
    const plotEnd = width - 4;
    const slot = (plotEnd - plotStart) / Math.max(1, data.length);
    const longest = Math.max(...data.map((datum) => datum.label.length), 1) * font * 0.6 + 6;
    const every = categoryLabelEvery === 'auto' ? Math.max(1, Math.ceil(longest / slot)) : categoryLabelEvery;
    const y = (value: number) => top + ((high - value) / span) * plotHeight;
    drawing = (
      <>
        <ValueGrid ticks={ticks} formatTick={formatTick} x={x} y={y} plotStart={plotStart} plotEnd={plotEnd} />
        {data.map((datum, index) => {
          const center = plotStart + slot * (index + 0.5);
          const barWidth = Math.min(slot * 0.6, 64);
          const y0 = y(Math.max(0, datum.value));
          const y1 = y(Math.min(0, datum.value));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
            <g key={`${datum.label}${index}`}>
              <Bar
                x={x(center) - barWidth / 2}
                y={y0}
                width={barWidth}
                height={Math.max(0, y1 - y0)}
                title={`${datum.label}: ${formatValue(datum.value)}`}
              />
              {showValues ? (
                <text
                  className={chart.tick}
                  x={x(center)}
                  y={datum.value < 0 ? y1 + font + 2 : y0 - 4}
                  textAnchor="middle"
                >
                  {formatValue(datum.value)}
                </text>
              ) : null}
              {(data.length - 1 - index) % every === 0 ? (
                <text className={chart.category} x={x(center)} y={height - 4} textAnchor="middle">
                  {datum.label}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className={chart.baseline} x1={x(plotStart)} x2={x(plotEnd)} y1={y(0)} y2={y(0)} />
      </>
    );
  } else {
    const labelSize = Math.min(width * 0.35, Math.max(...data.map((datum) => datum.label.length), 1) * font * 0.6 + 12);
    const valueSize = showValues
      ? Math.max(...data.map((datum) => formatValue(datum.value).length), 1) * font * 0.62 + 8
      : 8;
    const plotStart = labelSize;
    const plotEnd = width - valueSize;
    const top = 4;
    svgHeight = top + data.length * rowHeight + font + 12;
    const position = (value: number) => plotStart + ((value - low) / span) * (plotEnd - plotStart);
    const axisY = top + data.length * rowHeight;
    drawing = (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={chart.gridLine} x1={x(position(tick))} x2={x(position(tick))} y1={top} y2={axisY} />
            <text className={chart.tick} x={x(position(tick))} y={axisY + font + 6} textAnchor="middle">
              {formatTick(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const from = position(Math.min(0, datum.value));
          const to = position(Math.max(0, datum.value));
          const middle = top + rowHeight * (index + 0.5);
          const barHeight = rowHeight * 0.6;
          const end = datum.value < 0 ? from - 4 : to + 4;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
            <g key={`${datum.label}${index}`}>
              <Bar
                x={Math.min(x(from), x(to))}
                y={middle - barHeight / 2}
                width={Math.max(0, to - from)}
                height={barHeight}
                title={`${datum.label}: ${formatValue(datum.value)}`}
              />
              {showValues ? (
                <text
                  className={chart.tick}
                  x={x(end)}
                  y={middle}
                  dy="0.32em"
                  textAnchor={datum.value < 0 ? 'end' : 'start'}
                >
                  {formatValue(datum.value)}
                </text>
              ) : null}
              <text className={chart.category} x={x(plotStart - 8)} y={middle} dy="0.32em" textAnchor="end">
                {datum.label}
              </text>
            </g>
          );
        })}
        <line className={chart.baseline} x1={x(position(0))} x2={x(position(0))} y1={top} y2={axisY} />
      </>
    );
  }

  return (
    <ChartFrame
      {...frame}
      messages={messages}
      empty={data.length === 0}
      data-orientation={orientation}
      table={{
        categoryHeader,
        valueHeaders: [valueHeader ?? intl.formatMessage(messages.value)],
        rows: data.map((datum) => ({ label: datum.label, values: [formatValue(datum.value)] })),
      }}
    >
      {(showTable) => (
        <ChartPlot containerRef={container} width={width} height={svgHeight} direction={direction} hidden={showTable}>
          {drawing}
        </ChartPlot>
      )}
    </ChartFrame>
  );
}
