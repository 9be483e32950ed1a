/**
 * Weekly volume forecast: Holt's linear exponential smoothing with a damped trend, its smoothing constants picked
 * by the smallest one-step-ahead squared error over a fixed grid (deterministic), a rolling-origin backtest over the
 * last weeks and a prediction interval from the backtest's errors at each step ahead. Pure: no clock, no database.
 * Seasonal Intelligence multiplies this baseline by a season's historical uplift (docs/predictive-analytics.md).
 */

/** One forecast week: `step` weeks after the last observed one; the interval is an approximate 95 % one. */
export interface ForecastPoint {
  step: number;
  value: number;
  lower: number;
  upper: number;
}

/** Rolling-origin backtest: each origin forecasts 1..horizon weeks ahead from the weeks before it. */
export interface ForecastBacktest {
  /** How many forecast origins were tested (the last weeks of the series). */
  origins: number;
  /** Forecast errors compared, over all origins and steps. */
  errors: number;
  /** Mean absolute error in shipments a week. */
  mae: number;
  /** Mean absolute percentage error over weeks with a non-zero actual count; null when every actual was zero. */
  mape: number | null;
}

export interface WeeklyForecast {
  /** `holt`: damped Holt's linear; `naive`: too few weeks for Holt — the mean of what there is, no interval. */
  method: 'holt' | 'naive';
  alpha: number;
  beta: number;
  phi: number;
  points: ForecastPoint[];
  /** Null when the series is too short to hold weeks back (fewer than MIN_TRAIN_WEEKS + 1). */
  backtest: ForecastBacktest | null;
}

/** The trend's damping: a trend that dies out over a couple of months rather than running on for ever. */
export const DAMPING = 0.9;
/** The fewest weeks Holt's method is fitted on, in the forecast and in each backtest origin. */
export const MIN_TRAIN_WEEKS = 8;
/** The most backtest origins (the last weeks of the series). */
export const BACKTEST_ORIGINS = 12;

const ALPHAS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const BETAS = [0.05, 0.1, 0.2, 0.3];
const Z95 = 1.96;

interface Holt {
  level: number;
  trend: number;
  /** Sum of squared one-step-ahead errors over the fitted series. */
  sse: number;
}

function fitHolt(series: readonly number[], alpha: number, beta: number, phi: number): Holt {
  let level = series[0] ?? 0;
  let trend = series.length > 1 ? (series[1] ?? 0) - level : 0;
  let sse = 0;
  for (let t = 1; t < series.length; t++) {
    const y = series[t] ?? 0;
    const predicted = level + phi * trend;
    sse += (y - predicted) ** 2;
    const previousLevel = level;
    level = alpha * y + (1 - alpha) * predicted;
    trend = beta * (level - previousLevel) + (1 - beta) * phi * trend;
  }
  return { level, trend, sse };
}

/** The h-step-ahead forecast of a damped trend: level + (φ + φ² + … + φʰ)·trend. */
function ahead(fit: Holt, h: number, phi: number): number {
  let damped = 0;
  for (let i = 1; i <= h; i++) damped += phi ** i;
  return Math.max(0, fit.level + damped * fit.trend);
}

function choose(series: readonly number[]): { alpha: number; beta: number; fit: Holt } {
  let best: { alpha: number; beta: number; fit: Holt } | null = null;
  for (const alpha of ALPHAS) {
    for (const beta of BETAS) {
      const fit = fitHolt(series, alpha, beta, DAMPING);
      if (!best || fit.sse < best.fit.sse - 1e-9) best = { alpha, beta, fit };
    }
  }
  // ALPHAS and BETAS are not empty
  return best as { alpha: number; beta: number; fit: Holt };
}

function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/**
 * Forecasts the next `horizon` weeks of a weekly count series (oldest first, the last entry the last complete week).
 */
export function forecastWeekly(counts: readonly number[], horizon: number): WeeklyForecast {
  const steps = Math.max(0, Math.floor(horizon));
  const series = counts.map((c) => (Number.isFinite(c) && c > 0 ? c : 0));
  if (series.length < MIN_TRAIN_WEEKS) {
    const mean = series.length ? series.reduce((a, b) => a + b, 0) / series.length : 0;
    return {
      method: 'naive',
      alpha: 0,
      beta: 0,
      phi: DAMPING,
      points: Array.from({ length: steps }, (_, i) => ({
        step: i + 1,
        value: round(mean),
        lower: round(mean),
        upper: round(mean),
      })),
      backtest: null,
    };
  }

  // Backtest: from each of the last origins, fit on the weeks before it (constants chosen on those weeks only) and
  // compare the forecasts with what came.
  const errorsByStep: number[][] = Array.from({ length: steps }, () => []);
  let absSum = 0;
  let errors = 0;
  let apeSum = 0;
  let apeCount = 0;
  const firstOrigin = Math.max(MIN_TRAIN_WEEKS, series.length - BACKTEST_ORIGINS);
  let origins = 0;
  for (let origin = firstOrigin; origin < series.length; origin++) {
    origins++;
    const { fit } = choose(series.slice(0, origin));
    for (let h = 1; h <= steps && origin + h - 1 < series.length; h++) {
      const actual = series[origin + h - 1] ?? 0;
      const error = actual - ahead(fit, h, DAMPING);
      errorsByStep[h - 1]?.push(error);
      absSum += Math.abs(error);
      errors++;
      if (actual > 0) {
        apeSum += Math.abs(error) / actual;
        apeCount++;
      }
    }
  }

  const { alpha, beta, fit } = choose(series);
  // A step without its own backtest errors (a short series) borrows the spread of the longest step that has some.
  let spread = 0;
  const spreads = errorsByStep.map((e) => {
    if (e.length) spread = Math.sqrt(e.reduce((a, b) => a + b * b, 0) / e.length);
    return spread;
  });
  const points = Array.from({ length: steps }, (_, i) => {
    const value = ahead(fit, i + 1, DAMPING);
    const width = Z95 * (spreads[i] ?? 0);
    return { step: i + 1, value: round(value), lower: round(Math.max(0, value - width)), upper: round(value + width) };
  });
  return {
    method: 'holt',
    alpha,
    beta,
    phi: DAMPING,
    points,
    backtest: origins
      ? {
          origins,
          errors,
          mae: round(absSum / Math.max(1, errors)),
          mape: apeCount ? round(apeSum / apeCount, 4) : null,
        }
      : null,
  };
}
