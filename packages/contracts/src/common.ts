import { z } from 'zod';

/** Every error response of the API: `{ "error": "…" }` with a 4xx/5xx status. */
export const ErrorBody = z.object({ error: z.string().min(1) }).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A positive integer id taken from a URL segment such as `/api/user/{id}`. */
export const IdParam = z.coerce
  .number({ error: 'id must be a number' })
  .int({ error: 'id must be a whole number' })
  .positive({ error: 'id must be positive' });

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
