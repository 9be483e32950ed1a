import { describe, expect, it } from 'vitest';
import { auc, evaluate, fitModel, type LabelledExample, predict, topFactors, trainAndEvaluate } from './model.js';

/** A small deterministic PRNG (LCG) so the synthetic data is the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

const LANES = ['Shanghai → Jebel Ali', 'Mumbai → Abu Dhabi', 'Riyadh → Dubai', 'Dubai → Fujairah'];
const SERVICES = ['Sea Freight (FCL)', 'Air Freight (Express)', 'Road Freight (GCC)'];

function synthetic(count: number, seed: number, signal: boolean): LabelledExample[] {
  const r = random(seed);
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const lane = LANES[Math.floor(r() * LANES.length)] as string;
    const service = SERVICES[Math.floor(r() * SERVICES.length)] as string;
    const customsInspection = r() < 0.25;
    const declaredValueAed = Math.exp(6 + r() * 6);
    const weightKg = Math.exp(1 + r() * 7);
    // The known signal: the China lane, inspections and high values are late far more often.
    const logOdds = signal
      ? -2 +
        (lane.startsWith('Shanghai') ? 1.8 : 0) +
        (customsInspection ? 2.2 : 0) +
        (Math.log(declaredValueAed) - 9) * 0.5
      : 0;
    const late = r() < 1 / (1 + Math.exp(-logOdds));
    const bookedAt = start + i * 86_400_000;
    const d = new Date(bookedAt);
    return {
      lane,
      service,
      weekday: d.getUTCDay(),
      month: d.getUTCMonth() + 1,
      declaredValueAed,
      weightKg,
      customsInspection,
      bookedAt,
      late,
    };
  });
}

describe('the delay-risk model', () => {
  it('finds a known signal: held-out AUC well above 0.5, skill claimed, the planted factors on top', () => {
    const result = trainAndEvaluate(synthetic(600, 11, true));
    expect(result.status).toBe('trained');
    if (result.status !== 'trained') return;
    expect(result.sample).toMatchObject({ examples: 600, train: 450, test: 150 });
    expect(result.metrics.auc).toBeGreaterThan(0.75);
    expect(result.metrics.skill).toBe(true);
    expect(result.metrics.brier).toBeLessThan(result.metrics.brierBaseline);
    const inspection = result.model.columns.find((c) => c.group === 'customsInspection');
    expect(inspection?.weight).toBeGreaterThan(0.5);
    const china = result.model.columns.find((c) => c.group === 'lane' && c.level === 'Shanghai → Jebel Ali');
    const others = result.model.columns.filter((c) => c.group === 'lane' && c.level !== 'Shanghai → Jebel Ali');
    for (const o of others) expect(china?.weight).toBeGreaterThan(o.weight);
    // Calibration bins hold every held-out shipment once.
    expect(result.metrics.calibration.reduce((a, b) => a + b.count, 0)).toBe(150);
  });

  it('claims no skill on pure noise: held-out AUC near 0.5', () => {
    for (const seed of [3, 5, 8]) {
      const result = trainAndEvaluate(synthetic(400, seed, false));
      expect(result.status).toBe('trained');
      if (result.status !== 'trained') continue;
      expect(Math.abs(result.metrics.auc - 0.5)).toBeLessThan(0.12);
      expect(result.metrics.skill).toBe(false);
    }
  });

  it('needs 100 delivered shipments with at least 10 late and 10 on time', () => {
    const few = trainAndEvaluate(synthetic(99, 1, true));
    expect(few).toMatchObject({ status: 'insufficient_history', sample: { examples: 99 } });
    const noneLate = trainAndEvaluate(synthetic(200, 1, true).map((e) => ({ ...e, late: false })));
    expect(noneLate).toMatchObject({ status: 'insufficient_history', sample: { late: 0, onTime: 200 } });
  });

  it('holds out the most recent quarter of bookings, whatever order they come in', () => {
    const examples = synthetic(200, 4, true);
    const a = trainAndEvaluate(examples);
    const b = trainAndEvaluate([...examples].reverse());
    expect(a).toEqual(b);
    expect(a.sample.test).toBe(50);
    expect(a.sample.testLate).toBe(examples.slice(150).filter((e) => e.late).length);
  });

  it('explains a prediction: contributions add up to the log-odds; top factors by magnitude', () => {
    const model = fitModel(synthetic(300, 9, true));
    const example = { ...synthetic(1, 2, true)[0]!, lane: 'Shanghai → Jebel Ali', customsInspection: true };
    const { probability, contributions } = predict(model, example);
    const logOdds = model.intercept + contributions.reduce((a, c) => a + c.logOdds, 0);
    expect(probability).toBeCloseTo(1 / (1 + Math.exp(-logOdds)), 10);
    const top = topFactors(contributions);
    expect(top).toHaveLength(3);
    expect(top.map((t) => t.group)).toContain('customsInspection');
    // an unseen lane falls into `other` (or no column) without failing
    expect(predict(model, { ...example, lane: 'Nowhere → Elsewhere' }).probability).toBeGreaterThan(0);
  });

  it('computes AUC with ties and evaluation figures by hand', () => {
    expect(auc([0.1, 0.4, 0.35, 0.8], [false, false, true, true])).toBe(0.75);
    expect(auc([0.5, 0.5], [true, false])).toBe(0.5);
    expect(auc([0.2], [true])).toBeNull();
    const m = evaluate([0.9, 0.6, 0.3, 0.1], [true, false, true, false], 0.5);
    expect(m.accuracy).toBe(0.5);
    expect(m.precision).toBe(0.5);
    expect(m.recall).toBe(0.5);
    expect(m.brier).toBeCloseTo((0.01 + 0.36 + 0.49 + 0.01) / 4, 10);
    expect(m.brierBaseline).toBe(0.25);
    expect(m.calibration.map((b) => b.count)).toEqual([1, 1, 0, 1, 1]);
  });
});
