import type { z } from 'zod';
import { badRequest, describeZodError } from './errors.ts';

/** Parses a request body with a contract schema; 400 naming the first problems otherwise. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}
