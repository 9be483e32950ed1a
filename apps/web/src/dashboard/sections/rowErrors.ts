import { isApiError } from '@qafila/api-client';
import type { BulkRowError } from '@qafila/contracts';

/** The row errors of a refused CSV upload (`400 {error, errors}`: shipments or customers), if the body has them. */
export function rowErrors(error: unknown): BulkRowError[] {
  if (!isApiError(error)) return [];
  try {
    const parsed = JSON.parse(error.body) as { errors?: unknown };
    return Array.isArray(parsed.errors) ? (parsed.errors as BulkRowError[]) : [];
  } catch {
    return [];
  }
}
