import { useIntl } from 'react-intl';
import {
  type AxisChartProps,
  areaPath,
  ChartFrame,
  ChartLegend,
  ChartPlot,
  chartFont as font,
  linePath,
  seriesColorOf,
  useAxisChart,
  ValueGrid,
  valueAxisSize,
} from '../../private/chart/ChartFrame.tsx';
import * as chart from '../../private/chart/chart.css.ts';
import { valueScale } from '../../private/chart/niceTicks.ts';
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
export interface LineChartProps extends AxisChartProps {
  series: LineChartSeries[];
  /** Fill the area under each line (see `AreaChart`). Defaults to `false`. */
  area?: boolean;
  /** Show the legend. Defaults to `true` when there is more than one series. */
  showLegend?: boolean;
}

/**
 * An SVG line chart of one or more series over shared categories, with a value axis of locale-formatted round
 * ticks and a legend. The x axis follows the reading direction: in Arabic, the first category is at the right.
 * The drawing is hidden from assistive technology; a data table (captioned with `label`, one column per series)
 * carries the data, visually hidden until "Show as table".
 */
export function LineChart({
  series,
  area = false,
  valueFormatter,
  tickFormatter,
  showLegend,
  height = 240,
  categoryHeader,
  ...frame
}: LineChartProps) {
  const intl = useIntl();
  const { direction, container, width, x, formatValue, formatTick } = useAxisChart(valueFormatter, tickFormatter);

  const categories = series[0]?.data.map((datum) => datum.label) ?? [];

  const { ticks, high, span } = valueScale(series.flatMap((line) => line.data.map((datum) => datum.value)));

  const axisSize = valueAxisSize(ticks, formatTick);
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
    <ChartFrame
      {...frame}
      messages={messages}
      empty={categories.length === 0}
      table={{
        categoryHeader,
        valueHeaders: series.map((line) => line.label),
        rows: categories.map((category, index) => ({
          label: category,
          values: series.map((line) => {
            const datum = line.data[index];
            return datum ? formatValue(datum.value) : '';
          }),
        })),
      }}
    >
      {(showTable) => (
        <>
          <ChartPlot containerRef={container} width={width} height={height} direction={direction} hidden={showTable}>
            <ValueGrid ticks={ticks} formatTick={formatTick} x={x} y={y} plotStart={plotStart} plotEnd={plotEnd} />
            {categories.map((category, index) => (
              <text
                // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
                key={`${category}${index}`}
                className={chart.category}
                x={x(position(index))}
                y={height - 4}
                textAnchor="middle"
              >
                {category}
              </text>
            ))}
            <line className={chart.baseline} x1={x(plotStart)} x2={x(plotEnd)} y1={y(0)} y2={y(0)} />
            {series.map((line, seriesIndex) => {
              const points = line.data.map((datum, index) => [x(position(index)), y(datum.value)] as const);
              const path = linePath(points);
              const first = points[0];
              const last = points[points.length - 1];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: series labels may repeat; their order is the identity.
                <g key={`${line.label}${seriesIndex}`} className={seriesColorOf(seriesIndex)} data-series={line.label}>
                  {area && first && last ? <path className={chart.area} d={areaPath(path, first, last, y(0))} /> : null}
                  <path className={styles.line} d={path} />
                  {line.data.map((datum, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
                    <circle key={index} className={chart.dot} cx={points[index]?.[0]} cy={points[index]?.[1]} r={3}>
                      <title>{`${line.label}, ${datum.label}: ${formatValue(datum.value)}`}</title>
                    </circle>
                  ))}
                </g>
              );
            })}
          </ChartPlot>
          {legend && !showTable ? (
            <ChartLegend
              label={intl.formatMessage(messages.legend)}
              items={series.map((line) => ({ label: line.label }))}
              layout="row"
            />
          ) : null}
        </>
      )}
    </ChartFrame>
  );
}

/** Props of `AreaChart`: those of `LineChart` without `area`. */
export type AreaChartProps = Omit<LineChartProps, 'area'>;

/** A `LineChart` with the area under each line filled. */
export function AreaChart(props: AreaChartProps) {
  return <LineChart {...props} area />;
}
