/**
 * Round tick values covering `[min, max]` (which should include 0 for bar charts), about `count` intervals, each
 * step 1, 2, 2.5 or 5 times a power of ten. Returns `[0, 1]` for an empty range so a chart of zeros still has an axis.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return max > 0 ? [0, max] : [0, 1];
  const rough = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const start = Math.floor(min / step) * step;
  const end = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 does not print as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let tick = start; tick <= end + step / 2; tick += step) ticks.push(Number(tick.toFixed(digits)));
  return ticks;
}

/** The value axis of a chart of `values`, always including 0: its ticks, ends and span (never 0). */
export function valueScale(values: number[]): { ticks: number[]; low: number; high: number; span: number } {
  const ticks = niceTicks(Math.min(0, ...values), Math.max(0, ...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  return { ticks, low, high, span: high - low || 1 };
}
