import { RETRY_BASE_DELAY_MS, RETRY_LIMIT, RETRY_MAX_DELAY_MS } from '@qafila/contracts/constants';

/** Milliseconds to wait before retry number `attempt` (1-based). */
export type RetryDelay = (attempt: number) => number;

/** 1 s, 2 s, 4 s … doubling up to 30 s (spec 000 §8). */
export const defaultRetryDelay: RetryDelay = (attempt) =>
  Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);

/** Only reads are retried; writes never are (spec 000 §8). */
export function isRetriedMethod(method: string): boolean {
  return method.toUpperCase() === 'GET';
}

/**
 * Whether a failed read may be tried again after `failures` failed attempts. Errors whose message contains 401
 * are never retried (spec 000 §8), nor are aborted requests.
 */
export function shouldRetry(error: unknown, failures: number, limit = RETRY_LIMIT): boolean {
  if (failures > limit) return false;
  if (error instanceof Error && error.name === 'AbortError') return false;
  const message = error instanceof Error ? error.message : String(error);
  return !message.includes('401');
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
