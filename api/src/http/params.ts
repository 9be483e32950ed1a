import { IdParam } from '@qafila/contracts';
import type { z } from 'zod';
import { badRequest, describeZodError } from './errors.ts';

/** A positive integer id from a URL segment; 400 with a clear message otherwise. */
export function idParam(value: string | undefined, name = 'id'): number {
  const parsed = IdParam.safeParse(value);
  if (!parsed.success || !/^\d+$/.test(value ?? '')) throw badRequest(`${name} must be a positive whole number`);
  return parsed.data;
}

/** Parses a request body with a contract schema; 400 naming the first problems otherwise. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}
