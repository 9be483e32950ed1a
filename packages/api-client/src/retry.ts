import { RETRY_BASE_DELAY_MS, RETRY_LIMIT, RETRY_MAX_DELAY_MS } from '@qafila/contracts/constants';
import { isNetworkError, isTimeoutError } from 'ky';
import { ApiError } from './errors.ts';

/** Milliseconds to wait before retry number `attempt` (1-based). */
export type RetryDelay = (attempt: number) => number;

/**
 * Statuses that say "try again later" (RFC 9110): request timeout, too many requests, and the gateway errors a
 * proxy gives while a server restarts. Any other status is an answer and is shown at once (PRODUCT.md §6).
 */
export const TRANSIENT_STATUSES: readonly number[] = [408, 429, 502, 503, 504];

/**
 * 1 s, 2 s, 4 s … doubling up to 30 s (spec 000 §8), each stretched by up to 25 % at random so that clients that
 * failed together do not all come back at the same instant; never above 30 s. `random` is for tests.
 */
export function defaultRetryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
  return Math.min(Math.round(base * (1 + 0.25 * random())), RETRY_MAX_DELAY_MS);
}

/** Only requests that are safe to repeat are retried: reads (GET, HEAD, OPTIONS). Writes never are (spec 000 §8). */
export function isRetriedMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * The wait a 429 or 503 asks for in its `Retry-After` header (seconds or an HTTP date), in milliseconds; undefined
 * when there is none or it cannot be read.
 */
export function retryAfterMs(error: unknown, now: number = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || !error.retryAfter) return undefined;
  const value = error.retryAfter.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Whether a failed request may be tried again after `failures` failed attempts: only transient failures — the
 * network (ky's NetworkError, fetch's TypeError), a timeout, or a transient status — and never a 401, any other 4xx, or an aborted
 * request. A `Retry-After` longer than the longest back-off (30 s) is not waited for: the error is shown.
 */
export function shouldRetry(error: unknown, failures: number, limit = RETRY_LIMIT): boolean {
  if (failures > limit) return false;
  if (error instanceof ApiError) {
    if (!TRANSIENT_STATUSES.includes(error.status)) return false;
    const wait = retryAfterMs(error);
    return wait === undefined || wait <= RETRY_MAX_DELAY_MS;
  }
  // ky's own classes for a request that never got an answer; a bare TypeError is what fetch itself throws.
  return isNetworkError(error) || isTimeoutError(error) || (error instanceof TypeError && error.name === 'TypeError');
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
