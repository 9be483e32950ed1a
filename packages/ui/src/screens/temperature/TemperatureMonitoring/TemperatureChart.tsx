import type { Reading } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { messages as lineMessages } from '../../../components/LineChart/LineChart.messages.ts';
import { Inline } from '../../../layout/Inline.tsx';
import { Text } from '../../../layout/Text.tsx';
import {
  ChartFrame,
  ChartLegend,
  ChartPlot,
  chartFont,
  linePath,
  seriesColorOf,
  useAxisChart,
  ValueGrid,
  valueAxisSize,
} from '../../../private/chart/ChartFrame.tsx';
import * as chart from '../../../private/chart/chart.css.ts';
import { valueScale } from '../../../private/chart/niceTicks.ts';
import * as styles from './TemperatureChart.css.ts';
import { temperatureArgMessages as a, temperatureMessages as m } from './TemperatureMonitoring.messages.ts';

/** Props of `TemperatureChart`. */
export interface TemperatureChartProps {
  readings: readonly Reading[];
  sensors: readonly { id: number; name: string }[];
  /** The allowed range, drawn as a band behind the lines (null bound: open on that side). */
  bounds: { minC: number | null; maxC: number | null } | null;
  height?: number;
}

/** At most this many rows in the data table: the readings every n-th (the CSV report has them all). */
const TABLE_ROWS = 120;

/**
 * Readings over time, one line per sensor, with the allowed range as a band: a time axis (the readings are not
 * evenly spaced), unlike `LineChart`'s categories, and no dot per reading (a week is a thousand of them). The x axis
 * follows the reading direction; the data table (every n-th reading) carries the data for assistive technology.
 */
export function TemperatureChart({ readings, sensors, bounds, height = 260 }: TemperatureChartProps) {
  const intl = useIntl();
  const { direction, container, width, x, formatTick } = useAxisChart();
  const times = readings.map((r) => Date.parse(r.at));
  const first = Math.min(...times);
  const last = Math.max(...times);
  const values = readings.map((r) => r.temperatureC);
  if (bounds?.minC != null) values.push(bounds.minC);
  if (bounds?.maxC != null) values.push(bounds.maxC);
  const { ticks, high, low, span } = valueScale(values);
  const axisSize = valueAxisSize(ticks, formatTick);
  const top = 8;
  const bottom = chartFont + 14;
  const plotHeight = height - top - bottom;
  const plotStart = axisSize;
  const plotEnd = width - 8;
  const t = (ms: number) => plotStart + (last > first ? ((ms - first) / (last - first)) * (plotEnd - plotStart) : 0);
  const y = (value: number) => top + ((high - value) / span) * plotHeight;
  const day = new Intl.DateTimeFormat(intl.locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Dubai' });
  const stamp = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  const celsius = (v: number) =>
    intl.formatMessage(a.celsius, { value: intl.formatNumber(v, { maximumFractionDigits: 1 }) });
  // Five dates across, three on a phone: the labels must not run into each other.
  const fractions = width < 480 ? [0, 0.5, 1] : [0, 0.25, 0.5, 0.75, 1];
  const timeTicks = last > first ? fractions.map((f) => first + f * (last - first)) : [first];
  const step = Math.max(1, Math.ceil(readings.length / TABLE_ROWS));
  const bandTop = bounds ? y(bounds.maxC ?? high) : 0;
  const bandBottom = bounds ? y(bounds.minC ?? low) : 0;

  return (
    <ChartFrame
      label={intl.formatMessage(m.chart)}
      messages={lineMessages}
      empty={readings.length === 0}
      table={{
        categoryHeader: intl.formatMessage(m.time),
        valueHeaders: [intl.formatMessage(m.sensor), intl.formatMessage(m.chart)],
        rows: readings
          .filter((_, i) => i % step === 0)
          .map((r) => ({
            label: stamp.format(new Date(r.at)),
            values: [sensors.find((s) => s.id === r.sensorId)?.name ?? '', celsius(r.temperatureC)],
          })),
      }}
    >
      {(showTable) => (
        <>
          <ChartPlot containerRef={container} width={width} height={height} direction={direction} hidden={showTable}>
            {bounds ? (
              <rect
                className={styles.band}
                x={Math.min(x(plotStart), x(plotEnd))}
                width={Math.max(0, plotEnd - plotStart)}
                y={bandTop}
                height={Math.max(0, bandBottom - bandTop)}
                data-testid="range-band"
              />
            ) : null}
            <ValueGrid ticks={ticks} formatTick={formatTick} x={x} y={y} plotStart={plotStart} plotEnd={plotEnd} />
            {[bounds?.minC, bounds?.maxC].map((edge) =>
              edge == null ? null : (
                <line
                  key={edge}
                  className={styles.bandEdge}
                  x1={x(plotStart)}
                  x2={x(plotEnd)}
                  y1={y(edge)}
                  y2={y(edge)}
                />
              ),
            )}
            {timeTicks.map((ms, i) => (
              <text
                key={ms}
                className={chart.category}
                x={x(t(ms))}
                y={height - 4}
                textAnchor={i === 0 ? 'start' : i === timeTicks.length - 1 ? 'end' : 'middle'}
              >
                {day.format(new Date(ms))}
              </text>
            ))}
            {sensors.map((sensor, index) => {
              const own = readings.filter((r) => r.sensorId === sensor.id);
              const path = linePath(own.map((r) => [x(t(Date.parse(r.at))), y(r.temperatureC)] as const));
              return (
                <g key={sensor.id} className={seriesColorOf(index)} data-series={sensor.name}>
                  <path className={styles.line} d={path} />
                </g>
              );
            })}
          </ChartPlot>
          {!showTable ? (
            <Inline space="md" alignY="center">
              {bounds ? (
                <Inline as="span" space="xs" alignY="center">
                  <span className={styles.swatch} aria-hidden="true" />
                  <Text as="span" size="sm">
                    {intl.formatMessage(m.band)}
                  </Text>
                </Inline>
              ) : null}
              {sensors.length > 1 ? (
                <ChartLegend
                  label={intl.formatMessage(m.sensor)}
                  items={sensors.map((s) => ({ label: s.name }))}
                  layout="row"
                />
              ) : null}
            </Inline>
          ) : null}
        </>
      )}
    </ChartFrame>
  );
}
