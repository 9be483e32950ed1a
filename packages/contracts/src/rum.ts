import { z } from 'zod';

/**
 * Real-user monitoring (issue 20, docs/monitoring.md "Real-user monitoring"): the web app's Core Web Vitals and load
 * timings, measured in visitors' browsers with `web-vitals` and sent only after analytics consent, as p75 per page
 * and device class. The server trusts nothing but the numbers: names, ranges, pages and batch size are checked.
 */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const RumMetric = z.enum(RUM_METRICS);
export type RumMetric = z.infer<typeof RumMetric>;

/** The highest value accepted per metric (ms; CLS is a score): beyond, a measurement is broken or made up. */
export const RUM_MAX_VALUE: Record<RumMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};
export const RUM_DEVICES = ['mobile', 'desktop'] as const;
export const RumDevice = z.enum(RUM_DEVICES);
export type RumDevice = z.infer<typeof RumDevice>;
/** Samples in one batch (a page view reports five metrics; a long visit a few more INP/CLS updates). */
export const RUM_MAX_BATCH = 20;
/** The largest request body accepted (bytes). */
export const RUM_MAX_BODY_BYTES = 4096;
export const RUM_RETENTION_DAYS = 30;

export const RumSampleInput = z
  .object({
    name: RumMetric,
    value: z.number({ error: 'value must be a number' }).min(0, { error: 'value must not be negative' }),
    /** The page's route template or path without ids or query (`/`, `/ar/pricing`, `/track/:id`). */
    page: z
      .string()
      .max(120, { error: 'page must be at most 120 characters' })
      .regex(/^\/[\w\-/:.]*$/, { error: 'page must be a path without query' }),
    device: RumDevice,
  })
  .refine((s) => s.value <= RUM_MAX_VALUE[s.name], { error: 'value is out of range for its metric', path: ['value'] });
export type RumSampleInput = z.infer<typeof RumSampleInput>;

export const RumBatch = z.object({
  samples: RumSampleInput.array()
    .min(1, { error: 'samples must not be empty' })
    .max(RUM_MAX_BATCH, { error: `samples must hold at most ${RUM_MAX_BATCH}` }),
});
export type RumBatch = z.infer<typeof RumBatch>;
export const RumAccepted = z.object({ accepted: z.number().int() });

/** p75 per page, device class and metric over a window, with its number of samples. */
export const RumPageFigures = z.object({
  page: z.string(),
  device: RumDevice,
  metric: RumMetric,
  p75: z.number(),
  samples: z.number().int(),
});
export type RumPageFigures = z.infer<typeof RumPageFigures>;

/** The `rum` field of the performance reports: spec 001's averages (FID is INP's predecessor: null) and the p75s. */
export const RumReport = z.object({
  avgLCP: z.number().nullable(),
  avgFID: z.number().nullable(),
  avgCLS: z.number().nullable(),
  totalSamples: z.number().int(),
  /** p75 per metric over every page and device; null without samples. */
  p75: z.object({
    LCP: z.number().nullable(),
    INP: z.number().nullable(),
    CLS: z.number().nullable(),
    FCP: z.number().nullable(),
    TTFB: z.number().nullable(),
  }),
  pages: RumPageFigures.array(),
});
export type RumReport = z.infer<typeof RumReport>;
