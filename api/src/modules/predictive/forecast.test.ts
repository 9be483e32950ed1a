import { describe, expect, it } from 'vitest';
import { BACKTEST_ORIGINS, forecastWeekly, MIN_TRAIN_WEEKS } from './forecast.js';

describe('forecastWeekly', () => {
  it('forecasts a constant series as that constant, with a zero-width interval and no backtest error', () => {
    const f = forecastWeekly(Array(30).fill(20), 4);
    expect(f.method).toBe('holt');
    expect(f.points).toHaveLength(4);
    for (const p of f.points) expect(p).toMatchObject({ value: 20, lower: 20, upper: 20 });
    expect(f.backtest).toEqual({ origins: BACKTEST_ORIGINS, errors: expect.any(Number), mae: 0, mape: 0 });
  });

  it('follows a linear trend (damped) and numbers the steps', () => {
    const counts = Array.from({ length: 40 }, (_, i) => 10 + 2 * i);
    const f = forecastWeekly(counts, 4);
    expect(f.points.map((p) => p.step)).toEqual([1, 2, 3, 4]);
    // the next true values would be 90, 92, 94, 96; a damped trend stays below but rises
    const values = f.points.map((p) => p.value);
    expect(values[0]).toBeGreaterThan(88);
    expect(values[0]).toBeLessThanOrEqual(90.01);
    for (let i = 1; i < values.length; i++) expect(values[i] as number).toBeGreaterThan(values[i - 1] as number);
    expect(values[3]).toBeLessThan(96);
  });

  it('builds the interval from the backtest errors: noisy weeks give a wider band around the level', () => {
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31 - 0.5;
    };
    const counts = Array.from({ length: 52 }, () => 50 + 20 * noise());
    const f = forecastWeekly(counts, 4);
    const backtest = f.backtest;
    expect(backtest).not.toBeNull();
    expect(backtest?.origins).toBe(BACKTEST_ORIGINS);
    // 12 origins, the later ones with fewer steps ahead before the series ends: 9 × 4 + 3 + 2 + 1
    expect(backtest?.errors).toBe(42);
    expect(backtest?.mae).toBeGreaterThan(1);
    expect(backtest?.mae).toBeLessThan(15);
    for (const p of f.points) {
      expect(p.value).toBeGreaterThan(35);
      expect(p.value).toBeLessThan(65);
      expect(p.upper - p.lower).toBeGreaterThan(5);
      expect(p.lower).toBeLessThanOrEqual(p.value);
      expect(p.upper).toBeGreaterThanOrEqual(p.value);
    }
  });

  it('never forecasts a negative count, and clamps the interval at zero', () => {
    const counts = Array.from({ length: 20 }, (_, i) => Math.max(0, 40 - 3 * i));
    const f = forecastWeekly(counts, 4);
    for (const p of f.points) {
      expect(p.value).toBeGreaterThanOrEqual(0);
      expect(p.lower).toBeGreaterThanOrEqual(0);
    }
  });

  it('falls back to the mean without a backtest when there are too few weeks, and to zero with none', () => {
    const short = forecastWeekly([4, 6, 8], 2);
    expect(short).toMatchObject({ method: 'naive', backtest: null });
    expect(short.points).toEqual([
      { step: 1, value: 6, lower: 6, upper: 6 },
      { step: 2, value: 6, lower: 6, upper: 6 },
    ]);
    expect(forecastWeekly([], 1).points).toEqual([{ step: 1, value: 0, lower: 0, upper: 0 }]);
    expect(forecastWeekly(Array(MIN_TRAIN_WEEKS).fill(3), 0).points).toEqual([]);
  });

  it('is deterministic', () => {
    const counts = [5, 9, 7, 12, 10, 14, 13, 15, 18, 16, 20, 19, 22];
    expect(forecastWeekly(counts, 4)).toEqual(forecastWeekly(counts, 4));
  });
});
