import clsx from 'clsx';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { areaPath, linePath, useValueFormat } from '../../private/chart/ChartFrame.tsx';
import * as chart from '../../private/chart/chart.css.ts';
import * as styles from './Sparkline.css.ts';
import { messages } from './Sparkline.messages.ts';

export const sparklineTones = ['accent', 'positive', 'critical', 'neutral'] as const;
/** Colour of a `Sparkline`, from the theme. */
export type SparklineTone = (typeof sparklineTones)[number];

/** Props of `Sparkline`. */
export interface SparklineProps {
  /** The series, oldest first. */
  data: number[];
  /** Names the series, e.g. "Shipments per day"; starts the accessible summary. */
  label: string;
  /** Fill the area under the line. Defaults to `false`. */
  area?: boolean;
  /** Width in pixels. Defaults to 120. */
  width?: number;
  /** Height in pixels. Defaults to 32. */
  height?: number;
  /** Defaults to `accent`. */
  tone?: SparklineTone;
  /** Formats the lowest, highest and latest values in the summary. Defaults to the locale's number format. */
  valueFormatter?: (value: number) => string;
  className?: string;
}

const pad = 3;

/**
 * A small line of a numeric series with a dot on the latest value. Time runs along the reading direction: in Arabic,
 * the oldest value is at the right. Exposed as one image whose name summarises it: "Shipments per day: lowest 3,
 * highest 12, latest 9", in the locale's words and digits.
 */
export function Sparkline({
  data,
  label,
  area = false,
  width = 120,
  height = 32,
  tone = 'accent',
  valueFormatter,
  className,
}: SparklineProps) {
  const intl = useIntl();
  const rtl = useDirection() === 'rtl';
  const format = useValueFormat(valueFormatter);
  const values = data.filter((value) => Number.isFinite(value));
  const min = Math.min(...values);
  const max = Math.max(...values);
  const last = values[values.length - 1];

  const name =
    last === undefined
      ? intl.formatMessage(messages.empty, { label })
      : intl.formatMessage(messages.summary, { label, min: format(min), max: format(max), last: format(last) });

  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  const range = max - min;
  const points = values.map((value, index) => {
    const inline = values.length > 1 ? pad + index * step : width / 2;
    const y = range === 0 ? height / 2 : pad + ((max - value) / range) * (height - pad * 2);
    return [rtl ? width - inline : inline, y] as const;
  });
  const path = linePath(points);
  const end = points[points.length - 1];
  const start = points[0];

  return (
    <svg
      role="img"
      aria-label={name}
      className={clsx(styles.root, styles.tone[tone], className)}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      focusable="false"
      data-direction={rtl ? 'rtl' : 'ltr'}
    >
      {area && start && end && points.length > 1 ? (
        <path className={chart.area} d={areaPath(path, start, end, height)} />
      ) : null}
      {points.length > 1 ? <path className={styles.line} d={path} /> : null}
      {end ? <circle className={chart.dot} cx={end[0]} cy={end[1]} r={2.5} /> : null}
    </svg>
  );
}
