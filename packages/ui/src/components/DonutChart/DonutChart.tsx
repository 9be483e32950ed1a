import clsx from 'clsx';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import {
  ChartFrame,
  ChartLegend,
  type ChartProps,
  seriesColorOf,
  useValueFormat,
} from '../../private/chart/ChartFrame.tsx';
import * as styles from './DonutChart.css.ts';
import { messages } from './DonutChart.messages.ts';

/** One segment of a `DonutChart`. */
export interface DonutChartDatum {
  /** The category, e.g. a transport mode; shown in the legend and the table. */
  label: string;
  /** A non-negative amount; negative values are drawn as zero. */
  value: number;
}

/** Props of `DonutChart`. */
export interface DonutChartProps extends ChartProps {
  data: DonutChartDatum[];
  /** Text under the total in the centre. Defaults to a translated "Total". */
  totalLabel?: ReactNode;
  /** Diameter of the donut, in pixels. Defaults to 200. */
  size?: number;
}

/** Point at `fraction` of a full turn on a circle of `radius`, from 12 o'clock, clockwise (mirrored when `rtl`). */
function point(center: number, radius: number, fraction: number, rtl: boolean): string {
  const angle = fraction * 2 * Math.PI;
  const dx = Math.sin(angle) * radius;
  return `${(center + (rtl ? -dx : dx)).toFixed(3)},${(center - Math.cos(angle) * radius).toFixed(3)}`;
}

/** An annulus sector from `from` to `to` (fractions of a turn); each arc is split in two so none exceeds half a turn. */
function sector(center: number, outer: number, inner: number, from: number, to: number, rtl: boolean): string {
  const middle = (from + to) / 2;
  const forward = rtl ? 0 : 1;
  const backward = rtl ? 1 : 0;
  return [
    `M${point(center, outer, from, rtl)}`,
    `A${outer},${outer} 0 0 ${forward} ${point(center, outer, middle, rtl)}`,
    `A${outer},${outer} 0 0 ${forward} ${point(center, outer, to, rtl)}`,
    `L${point(center, inner, to, rtl)}`,
    `A${inner},${inner} 0 0 ${backward} ${point(center, inner, middle, rtl)}`,
    `A${inner},${inner} 0 0 ${backward} ${point(center, inner, from, rtl)}`,
    'Z',
  ].join(' ');
}

/**
 * An SVG donut chart: one segment per datum in the theme's chart colours, the total in the centre and a legend with
 * each segment's share (a locale-formatted percentage). Segments run clockwise from 12 o'clock, anticlockwise in
 * Arabic (following the reading direction). The drawing is hidden from assistive technology; a data table
 * (captioned with `label`, with shares and the total) carries the data, visually hidden until "Show as table".
 */
export function DonutChart({ data, valueFormatter, totalLabel, size = 200, ...frame }: DonutChartProps) {
  const intl = useIntl();
  const direction = useDirection();
  const rtl = direction === 'rtl';
  const formatValue = useValueFormat(valueFormatter);
  const percentFormat = useMemo(
    () => new Intl.NumberFormat(intl.locale, { style: 'percent', maximumFractionDigits: 1 }),
    [intl.locale],
  );

  const amounts = data.map((datum) => Math.max(0, datum.value));
  const total = amounts.reduce((sum, amount) => sum + amount, 0);

  const shares = amounts.map((amount) => amount / total);
  const center = size / 2;
  const outer = center - 2;
  const inner = outer * 0.62;
  const totalText = formatValue(total);
  const totalName = totalLabel ?? intl.formatMessage(messages.total);
  /** The total shrinks to fit the hole (about 0.6 em per character). */
  const totalSize = Math.min(22, (inner * 1.7) / (Math.max(1, totalText.length) * 0.6));
  const starts: number[] = [];
  shares.reduce((sum, share) => {
    starts.push(sum);
    return sum + share;
  }, 0);

  return (
    <ChartFrame
      {...frame}
      messages={messages}
      empty={data.length === 0 || total <= 0}
      table={{
        valueHeaders: [intl.formatMessage(messages.value), intl.formatMessage(messages.share)],
        rows: data.map((datum, index) => ({
          label: datum.label,
          values: [formatValue(datum.value), percentFormat.format(shares[index] ?? 0)],
        })),
        total: { label: totalName, values: [totalText, percentFormat.format(1)] },
      }}
    >
      {(showTable) =>
        showTable ? null : (
          <div className={styles.chart}>
            <svg
              className={styles.svg}
              width={size}
              height={size}
              viewBox={`0 0 ${size} ${size}`}
              direction={direction}
              aria-hidden="true"
              focusable="false"
            >
              {data.map((datum, index) => {
                const share = shares[index] ?? 0;
                const from = starts[index] ?? 0;
                if (share <= 0) return null;
                return (
                  <path
                    // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; the data's order is the identity.
                    key={`${datum.label}${index}`}
                    className={clsx(styles.segment, seriesColorOf(index))}
                    d={sector(center, outer, inner, from, Math.min(1, from + share), rtl)}
                    data-label={datum.label}
                  >
                    <title>{`${datum.label}: ${formatValue(datum.value)} (${percentFormat.format(share)})`}</title>
                  </path>
                );
              })}
              <text className={styles.total} x={center} y={center} textAnchor="middle" fontSize={totalSize}>
                {totalText}
              </text>
              <text className={styles.totalLabel} x={center} y={center + 18} textAnchor="middle">
                {totalName}
              </text>
            </svg>
            <ChartLegend
              label={intl.formatMessage(messages.legend)}
              items={data.map((datum, index) => ({
                label: datum.label,
                detail: percentFormat.format(shares[index] ?? 0),
              }))}
              layout="column"
            />
          </div>
        )
      }
    </ChartFrame>
  );
}
