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
import { messages, withRangeMessage } from './LineChart.messages.ts';

/** One point of a `LineChart` series: its category (x) and value (y). */
export interface LineChartDatum {
  /** The category, e.g. a month; the categories of the first series label the x axis and the table's rows. */
  label: string;
  value: number;
  /**
   * An interval around the value (e.g. a forecast's prediction interval): consecutive points with one are joined by
   * a shaded band in the series' colour, and the table shows the interval after the value.
   */
  range?: readonly [low: number, high: number];
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
  /**
   * Write every n-th category under the axis, counted from the last (the table and the points' titles keep them
   * all); `auto` thins them so that they do not overlap, e.g. half a year of weeks on a phone. Defaults to 1.
   */
  categoryLabelEvery?: number | 'auto';
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
  categoryLabelEvery = 1,
  ...frame
}: LineChartProps) {
  const intl = useIntl();
  const { direction, container, width, x, formatValue, formatTick } = useAxisChart(valueFormatter, tickFormatter);

  const categories = series[0]?.data.map((datum) => datum.label) ?? [];

  const { ticks, high, span } = valueScale(
    series.flatMap((line) =>
      line.data.flatMap((datum) => (datum.range ? [datum.value, ...datum.range] : [datum.value])),
    ),
  );

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
  const longest = Math.max(...categories.map((category) => category.length), 1) * font * 0.6 + 6;
  const every = categoryLabelEvery === 'auto' ? Math.max(1, Math.ceil(longest / slot)) : categoryLabelEvery;

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
            if (!datum) return '';
            return datum.range
              ? intl.formatMessage(withRangeMessage, {
                  value: formatValue(datum.value),
                  low: formatValue(datum.range[0]),
                  high: formatValue(datum.range[1]),
                })
              : formatValue(datum.value);
          }),
        })),
      }}
    >
      {(showTable) => (
        <>
          <ChartPlot containerRef={container} width={width} height={height} direction={direction} hidden={showTable}>
            <ValueGrid ticks={ticks} formatTick={formatTick} x={x} y={y} plotStart={plotStart} plotEnd={plotEnd} />
            {categories.map((category, index) =>
              (categories.length - 1 - index) % every === 0 ? (
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
              ) : null,
            )}
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
                  {bandPaths(line.data, (index) => x(position(index)), y).map((d) => (
                    <path key={d} className={chart.area} d={d} data-band="" />
                  ))}
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

/** The closed paths of the runs of consecutive points with a range: along the highs, back along the lows. */
function bandPaths(data: readonly LineChartDatum[], px: (index: number) => number, py: (value: number) => number) {
  const paths: string[] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length) {
      const highs = run.map((i) => [px(i), py(data[i]?.range?.[1] ?? 0)] as const);
      const lows = [...run].reverse().map((i) => [px(i), py(data[i]?.range?.[0] ?? 0)] as const);
      paths.push(`${linePath([...highs, ...lows])} Z`);
    }
    run = [];
  };
  data.forEach((datum, index) => {
    if (datum.range) run.push(index);
    else close();
  });
  close();
  return paths;
}

/** Props of `AreaChart`: those of `LineChart` without `area`. */
export type AreaChartProps = Omit<LineChartProps, 'area'>;

/** A `LineChart` with the area under each line filled. */
export function AreaChart(props: AreaChartProps) {
  return <LineChart {...props} area />;
}
