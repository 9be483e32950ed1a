import { z } from 'zod';

/** Every error response of the API: `{ "error": "…" }` with a 4xx/5xx status. */
export const ErrorBody = z.object({ error: z.string().min(1) }).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const IsoDateTime = z.iso.datetime({ offset: true });

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number().nonnegative(),
    database: z.object({
      status: z.enum(['ok', 'error']),
      driver: z.enum(['sqlite', 'postgresql']),
      latencyMs: z.number().nonnegative().optional(),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;
