import type { EntityManager } from '@mikro-orm/core';
import {
  RUM_METRICS,
  RUM_RETENTION_DAYS,
  type RumMetric,
  type RumPageFigures,
  type RumReport,
  type RumSampleInput,
} from '@qafila/contracts';
import { RumSample } from '../../db/entities/index.ts';

const MINUTE_MS = 60_000;
/** The newest samples read for one report: a bound on the work of a 30-day window on a busy site. */
const MAX_READ = 100_000;

/** The 75th percentile by nearest rank of ascending `sorted` values (as the web-vitals guidance reads p75). */
export function p75(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(0.75 * sorted.length) - 1]!;
}

/** CLS is a score read to three decimals; the timings in ms to one. */
function rounded(metric: RumMetric, value: number): number {
  const scale = metric === 'CLS' ? 1000 : 10;
  return Math.round(value * scale) / scale;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Real-user monitoring (issue 20, docs/monitoring.md): web vitals from visitors who accepted analytics cookies, kept
 * as raw samples for 30 days and read as p75 per page, device class and metric. The platform's: a beacon carries no
 * identity, so no organization is recorded (ADR 0041, "Real-user monitoring").
 */
export function createRum(options: { em: EntityManager }) {
  /** Every sample of the last `minutes` before `now`, as values per metric and per page/device/metric. */
  async function read(minutes: number, now: Date) {
    const from = new Date(now.getTime() - minutes * MINUTE_MS);
    const rows = await options.em
      .fork()
      .find(
        RumSample,
        { receivedAt: { $gte: from, $lte: now } },
        { fields: ['metric', 'value', 'page', 'device'], orderBy: { id: 'desc' }, limit: MAX_READ },
      );
    const perMetric = new Map<RumMetric, number[]>();
    const perPage = new Map<
      string,
      { page: string; device: RumPageFigures['device']; metric: RumMetric; values: number[] }
    >();
    for (const r of rows) {
      const value = Number(r.value); // double columns read back as number or string depending on the driver
      const all = perMetric.get(r.metric) ?? [];
      all.push(value);
      perMetric.set(r.metric, all);
      const key = `${r.page} ${r.device} ${r.metric}`;
      const group = perPage.get(key) ?? { page: r.page, device: r.device, metric: r.metric, values: [] };
      group.values.push(value);
      perPage.set(key, group);
    }
    for (const values of perMetric.values()) values.sort((a, b) => a - b);
    return { rows: rows.length, perMetric, perPage };
  }

  return {
    /** Stores one validated batch; answers how many samples were kept. */
    async record(samples: readonly RumSampleInput[], now: Date = new Date()): Promise<number> {
      const em = options.em.fork();
      for (const s of samples)
        em.create(RumSample, { receivedAt: now, metric: s.name, value: s.value, page: s.page, device: s.device });
      await em.flush();
      return samples.length;
    },

    /** The p75 of one metric over the last `minutes` (the web vitals' budgets); null without samples. */
    async p75(metric: RumMetric, minutes: number, now: Date = new Date()): Promise<number | null> {
      const { perMetric } = await read(minutes, now);
      const value = p75(perMetric.get(metric) ?? []);
      return value === null ? null : rounded(metric, value);
    },

    /** The `rum` field of the performance reports over the last `minutes`. */
    async report(minutes: number, now: Date = new Date()): Promise<RumReport> {
      const { rows, perMetric, perPage } = await read(minutes, now);
      const avg = (metric: RumMetric) => {
        const value = mean(perMetric.get(metric) ?? []);
        return value === null ? null : rounded(metric, value);
      };
      const at75 = (metric: RumMetric) => {
        const value = p75(perMetric.get(metric) ?? []);
        return value === null ? null : rounded(metric, value);
      };
      const pages = [...perPage.values()]
        .map(({ values, ...group }) => ({
          ...group,
          p75: rounded(group.metric, p75(values.sort((a, b) => a - b))!),
          samples: values.length,
        }))
        .sort(
          (a, b) =>
            a.page.localeCompare(b.page) ||
            a.device.localeCompare(b.device) ||
            RUM_METRICS.indexOf(a.metric) - RUM_METRICS.indexOf(b.metric),
        );
      return {
        avgLCP: avg('LCP'),
        avgFID: null,
        avgCLS: avg('CLS'),
        totalSamples: rows,
        p75: { LCP: at75('LCP'), INP: at75('INP'), CLS: at75('CLS'), FCP: at75('FCP'), TTFB: at75('TTFB') },
        pages,
      };
    },

    /** Deletes the samples older than RUM_RETENTION_DAYS before `now`; answers how many went. */
    async prune(now: Date = new Date()): Promise<number> {
      const before = new Date(now.getTime() - RUM_RETENTION_DAYS * 86_400_000);
      return options.em.fork().nativeDelete(RumSample, { receivedAt: { $lt: before } });
    },
  };
}
export type Rum = ReturnType<typeof createRum>;

/** An organization's report: real-user monitoring is the platform's (no organization is recorded). */
export const EMPTY_RUM: RumReport = {
  avgLCP: null,
  avgFID: null,
  avgCLS: null,
  totalSamples: 0,
  p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null },
  pages: [],
};
