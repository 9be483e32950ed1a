import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROBE_SUMMARY_INTERVAL_MS, probeSummary } from './health-probe.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the access line of healthy health probes', () => {
  it('sums up the probes of a window in one line: count, mean and slowest time', () => {
    vi.useFakeTimers();
    const lines: { fields: Record<string, unknown>; msg: string }[] = [];
    const access = { info: (fields: Record<string, unknown>, msg: string) => lines.push({ fields, msg }) };
    const summary = probeSummary(access as never);
    summary.add(1);
    summary.add(2);
    summary.add(0.5);
    expect(lines).toHaveLength(0);
    vi.advanceTimersByTime(PROBE_SUMMARY_INTERVAL_MS);
    expect(lines).toEqual([
      {
        msg: 'health probes',
        fields: {
          method: 'GET',
          url: '/api/health',
          status: 200,
          probes: 3,
          ms: 1.17,
          maxMs: 2,
          windowMs: PROBE_SUMMARY_INTERVAL_MS,
        },
      },
    ]);
    // A quiet window writes nothing; the next probe starts a new window.
    vi.advanceTimersByTime(PROBE_SUMMARY_INTERVAL_MS * 3);
    expect(lines).toHaveLength(1);
    summary.add(4);
    vi.advanceTimersByTime(PROBE_SUMMARY_INTERVAL_MS);
    expect(lines[1]?.fields).toMatchObject({ probes: 1, ms: 4, maxMs: 4 });
  });
});
