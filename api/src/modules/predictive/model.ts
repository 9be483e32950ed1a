/**
 * The delay-risk model (ADR 0038, docs/predictive-analytics.md): an L2-regularised logistic regression fitted by
 * Newton's method (IRLS) on one-hot categories and standardised numbers, evaluated on a time-based hold-out (the most
 * recent quarter of bookings). Pure: no clock, no database; deterministic for the same examples.
 */

/** What is known of a shipment at booking or while it moves. */
export interface Example {
  /** `origin → destination`, as booked. */
  lane: string;
  service: string;
  /** Dubai weekday of the booking, 0 = Sunday. */
  weekday: number;
  /** Dubai month of the booking, 1–12. */
  month: number;
  declaredValueAed: number;
  weightKg: number;
  /** Customs opened an inspection (a customs_clearance or delayed event with reason customs_inspection). */
  customsInspection: boolean;
  /** Booking time, for the time-based split (ms). */
  bookedAt: number;
}

export interface LabelledExample extends Example {
  late: boolean;
}

export const FEATURE_GROUPS = [
  'lane',
  'service',
  'weekday',
  'month',
  'declaredValue',
  'weight',
  'customsInspection',
] as const;
export type FeatureGroup = (typeof FEATURE_GROUPS)[number];

/** A lane or service with fewer training examples than this joins `other` (its coefficient would be noise). */
export const MIN_LEVEL_COUNT = 10;
export const OTHER_LEVEL = 'other';
/** The L2 penalty on every coefficient but the intercept (on the sum of log-losses). */
export const L2_PENALTY = 1;
/** The most recent share of bookings held out for the metrics. */
export const HOLDOUT_SHARE = 0.25;
/** Minimum history: delivered shipments with an estimated delivery, and of them late and on time. */
export const MIN_SAMPLE = { examples: 100, late: 10, onTime: 10 } as const;

interface Column {
  group: FeatureGroup;
  /** The category level for one-hot columns; null for a numeric column. */
  level: string | null;
}

/** Everything needed to score a new example; stored as JSON with the run. */
export interface FittedModel {
  intercept: number;
  columns: (Column & { weight: number })[];
  /** Levels kept per categorical group (others map to OTHER_LEVEL). */
  levels: Partial<Record<FeatureGroup, string[]>>;
  /** Mean and standard deviation of each numeric group over the training set. */
  scaling: Partial<Record<FeatureGroup, { mean: number; sd: number }>>;
}

const CATEGORICAL: readonly FeatureGroup[] = ['lane', 'service', 'weekday', 'month'];
const NUMERIC: readonly FeatureGroup[] = ['declaredValue', 'weight', 'customsInspection'];

function categoryOf(e: Example, group: FeatureGroup): string {
  if (group === 'lane') return e.lane;
  if (group === 'service') return e.service;
  if (group === 'weekday') return String(e.weekday);
  return String(e.month);
}

function numberOf(e: Example, group: FeatureGroup): number {
  if (group === 'declaredValue') return Math.log1p(Math.max(0, e.declaredValueAed));
  if (group === 'weight') return Math.log1p(Math.max(0, e.weightKg));
  return e.customsInspection ? 1 : 0;
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

function encodingOf(training: readonly Example[]): Omit<FittedModel, 'intercept' | 'columns'> & { columns: Column[] } {
  const levels: FittedModel['levels'] = {};
  const columns: Column[] = [];
  for (const group of CATEGORICAL) {
    const counts = new Map<string, number>();
    for (const e of training) counts.set(categoryOf(e, group), (counts.get(categoryOf(e, group)) ?? 0) + 1);
    const fixed = group === 'weekday' || group === 'month';
    const kept = [...counts]
      .filter(([, n]) => fixed || n >= MIN_LEVEL_COUNT)
      .map(([level]) => level)
      .sort();
    levels[group] = kept;
    for (const level of kept) columns.push({ group, level });
    if (!fixed && kept.length < counts.size) columns.push({ group, level: OTHER_LEVEL });
  }
  const scaling: FittedModel['scaling'] = {};
  for (const group of NUMERIC) {
    const values = training.map((e) => numberOf(e, group));
    const mean = values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length);
    // A constant column (sd 0) contributes nothing rather than dividing by zero.
    scaling[group] = { mean, sd: Math.sqrt(variance) };
    columns.push({ group, level: null });
  }
  return { levels, scaling, columns };
}

/** The example's value in each column, and the column's group (for the contributions). */
function row(model: Pick<FittedModel, 'levels' | 'scaling'>, columns: readonly Column[], e: Example): number[] {
  return columns.map((c) => {
    if (c.level === null) {
      const s = model.scaling[c.group];
      return s && s.sd > 0 ? (numberOf(e, c.group) - s.mean) / s.sd : 0;
    }
    const raw = categoryOf(e, c.group);
    const level = model.levels[c.group]?.includes(raw) ? raw : OTHER_LEVEL;
    return level === c.level ? 1 : 0;
  });
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((r, i) => [...r, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / p;
      if (f === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((r, i) => (Math.abs(r[i]!) < 1e-12 ? 0 : r[n]! / r[i]!));
}

/** Fits the model: Newton–Raphson on the penalised log-likelihood (at most 25 steps; it converges in fewer). */
export function fitModel(training: readonly LabelledExample[]): FittedModel {
  const encoding = encodingOf(training);
  const x = training.map((e) => [1, ...row(encoding, encoding.columns, e)]);
  const y = training.map((e) => (e.late ? 1 : 0));
  const k = encoding.columns.length + 1;
  let w = new Array<number>(k).fill(0);
  for (let iteration = 0; iteration < 25; iteration++) {
    const gradient = new Array<number>(k).fill(0);
    const hessian = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      let z = 0;
      for (let j = 0; j < k; j++) z += w[j]! * xi[j]!;
      const p = sigmoid(z);
      const r = p - y[i]!;
      const v = p * (1 - p);
      for (let j = 0; j < k; j++) {
        if (xi[j] === 0) continue;
        gradient[j]! += r * xi[j]!;
        for (let l = 0; l < k; l++) hessian[j]![l]! += v * xi[j]! * xi[l]!;
      }
    }
    for (let j = 1; j < k; j++) {
      gradient[j]! += L2_PENALTY * w[j]!;
      hessian[j]![j]! += L2_PENALTY;
    }
    const step = solve(hessian, gradient);
    w = w.map((wj, j) => wj - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return {
    intercept: w[0]!,
    columns: encoding.columns.map((c, j) => ({ ...c, weight: w[j + 1]! })),
    levels: encoding.levels,
    scaling: encoding.scaling,
  };
}

/** One group's push on the log-odds for an example: positive raises the risk. */
export interface Contribution {
  group: FeatureGroup;
  /** The example's category (lane, service, weekday, month) or null for a number. */
  level: string | null;
  /** Coefficient × value (log-odds). */
  logOdds: number;
}

export function predict(model: FittedModel, e: Example): { probability: number; contributions: Contribution[] } {
  const values = row(model, model.columns, e);
  let z = model.intercept;
  const byGroup = new Map<FeatureGroup, Contribution>();
  model.columns.forEach((c, j) => {
    const term = c.weight * values[j]!;
    z += term;
    if (values[j] === 0) return;
    const current = byGroup.get(c.group) ?? { group: c.group, level: c.level, logOdds: 0 };
    current.logOdds += term;
    byGroup.set(c.group, current);
  });
  return { probability: sigmoid(z), contributions: [...byGroup.values()] };
}

/** The three contributions that move the risk most, largest magnitude first. */
export function topFactors(contributions: readonly Contribution[], count = 3): Contribution[] {
  return [...contributions]
    .filter((c) => Math.abs(c.logOdds) > 1e-6)
    .sort((a, b) => Math.abs(b.logOdds) - Math.abs(a.logOdds) || a.group.localeCompare(b.group))
    .slice(0, count);
}

// ── Evaluation ───────────────────────────────────────────────────────────────────────────────────────

/** Area under the ROC curve (Mann–Whitney, ties counted half); null without both classes. */
export function auc(scores: readonly number[], labels: readonly boolean[]): number | null {
  const pairs = scores.map((s, i) => ({ s, late: labels[i] === true })).sort((a, b) => a.s - b.s);
  const positives = pairs.filter((p) => p.late).length;
  const negatives = pairs.length - positives;
  if (!positives || !negatives) return null;
  let rankSum = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j < pairs.length && pairs[j]!.s === pairs[i]!.s) j++;
    const averageRank = (i + 1 + j) / 2;
    for (let t = i; t < j; t++) if (pairs[t]!.late) rankSum += averageRank;
    i = j;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Hanley & McNeil (1982) standard error of an AUC. */
export function aucStandardError(a: number, positives: number, negatives: number): number {
  const q1 = a / (2 - a);
  const q2 = (2 * a * a) / (1 + a);
  const variance =
    (a * (1 - a) + (positives - 1) * (q1 - a * a) + (negatives - 1) * (q2 - a * a)) / (positives * negatives);
  return Math.sqrt(Math.max(0, variance));
}

/**
 * The rule for "measurable skill": the lower end of the AUC's 95 % interval is above 0.5 AND the AUC itself is at
 * least 0.6 — an AUC barely above chance on a small hold-out ranks shipments no better than a coin.
 */
export const SKILL_MIN_AUC = 0.6;

export interface CalibrationBin {
  from: number;
  to: number;
  count: number;
  meanPredicted: number | null;
  observedLate: number | null;
}

export interface Metrics {
  auc: number;
  aucLow: number;
  aucHigh: number;
  accuracy: number;
  precision: number | null;
  recall: number;
  brier: number;
  /** The base rate's Brier score (always predicting the training base rate), for comparison. */
  brierBaseline: number;
  calibration: CalibrationBin[];
  skill: boolean;
}

export const CALIBRATION_BINS = 5;

export function evaluate(probabilities: readonly number[], labels: readonly boolean[], trainBaseRate: number): Metrics {
  const a = auc(probabilities, labels) ?? 0.5;
  const positives = labels.filter(Boolean).length;
  const negatives = labels.length - positives;
  const se = positives && negatives ? aucStandardError(a, positives, negatives) : 0.5;
  let tp = 0;
  let fp = 0;
  let correct = 0;
  let brier = 0;
  let brierBaseline = 0;
  const bins = Array.from({ length: CALIBRATION_BINS }, (_, i) => ({
    from: i / CALIBRATION_BINS,
    to: (i + 1) / CALIBRATION_BINS,
    count: 0,
    predicted: 0,
    late: 0,
  }));
  probabilities.forEach((p, i) => {
    const late = labels[i] === true;
    const y = late ? 1 : 0;
    if (p >= 0.5) {
      if (late) tp++;
      else fp++;
    }
    if (p >= 0.5 === late) correct++;
    brier += (p - y) ** 2;
    brierBaseline += (trainBaseRate - y) ** 2;
    const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(p * CALIBRATION_BINS))]!;
    bin.count++;
    bin.predicted += p;
    bin.late += y;
  });
  const n = Math.max(1, probabilities.length);
  const aucLow = Math.max(0, a - 1.96 * se);
  return {
    auc: a,
    aucLow,
    aucHigh: Math.min(1, a + 1.96 * se),
    accuracy: correct / n,
    precision: tp + fp ? tp / (tp + fp) : null,
    recall: positives ? tp / positives : 0,
    brier: brier / n,
    brierBaseline: brierBaseline / n,
    calibration: bins.map((b) => ({
      from: b.from,
      to: b.to,
      count: b.count,
      meanPredicted: b.count ? b.predicted / b.count : null,
      observedLate: b.count ? b.late / b.count : null,
    })),
    skill: aucLow > 0.5 && a >= SKILL_MIN_AUC,
  };
}

export interface Sample {
  examples: number;
  late: number;
  onTime: number;
  train: number;
  test: number;
  testLate: number;
  /** Share of late shipments in the training set. */
  baseRate: number;
}

export type TrainingResult =
  | { status: 'trained'; sample: Sample; metrics: Metrics; model: FittedModel }
  | { status: 'insufficient_history'; sample: Sample };

/**
 * Trains and evaluates: oldest 75 % of bookings to fit, most recent 25 % held out (a time-based split, as the model
 * will be used: on shipments booked after the ones it learnt from).
 */
export function trainAndEvaluate(examples: readonly LabelledExample[]): TrainingResult {
  const sorted = [...examples].sort((a, b) => a.bookedAt - b.bookedAt);
  const late = sorted.filter((e) => e.late).length;
  const testSize = Math.ceil(sorted.length * HOLDOUT_SHARE);
  const training = sorted.slice(0, sorted.length - testSize);
  const test = sorted.slice(sorted.length - testSize);
  const testLate = test.filter((e) => e.late).length;
  const trainLate = training.filter((e) => e.late).length;
  const sample: Sample = {
    examples: sorted.length,
    late,
    onTime: sorted.length - late,
    train: training.length,
    test: test.length,
    testLate,
    baseRate: training.length ? trainLate / training.length : 0,
  };
  const enough =
    sorted.length >= MIN_SAMPLE.examples &&
    late >= MIN_SAMPLE.late &&
    sorted.length - late >= MIN_SAMPLE.onTime &&
    testLate > 0 &&
    testLate < test.length &&
    trainLate > 0 &&
    trainLate < training.length;
  if (!enough) return { status: 'insufficient_history', sample };
  const model = fitModel(training);
  const probabilities = test.map((e) => predict(model, e).probability);
  const metrics = evaluate(
    probabilities,
    test.map((e) => e.late),
    sample.baseRate,
  );
  return { status: 'trained', sample, metrics, model };
}
