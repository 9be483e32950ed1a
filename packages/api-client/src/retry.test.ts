import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './chat-socket.ts';
import { ApiError } from './errors.ts';
import { defaultRetryDelay, isRetriedMethod, retryAfterMs, shouldRetry } from './retry.ts';

describe('read retry policy', () => {
  it('waits 1 s, then doubles, capped at 30 s, stretched by up to 25 % of jitter', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => defaultRetryDelay(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([1, 2, 3, 5, 6].map((n) => defaultRetryDelay(n, () => 1))).toEqual([1250, 2500, 5000, 20000, 30000]);
    // Whatever the jitter, each wait is longer than the one before, up to the cap.
    for (let i = 0; i < 100; i++) {
      const waits = [1, 2, 3, 4, 5].map((n) => defaultRetryDelay(n));
      expect(waits.every((w, k) => k === 0 || w > (waits[k - 1] as number))).toBe(true);
    }
  });

  it('allows 3 retries at most', () => {
    const error = new ApiError(503, 'Service Unavailable', '');
    expect([1, 2, 3, 4].map((failures) => shouldRetry(error, failures))).toEqual([true, true, true, false]);
  });

  it('retries transient statuses only: 408, 429, 502, 503, 504', () => {
    const retried = [400, 401, 403, 404, 405, 408, 409, 413, 422, 429, 500, 501, 502, 503, 504].filter((status) =>
      shouldRetry(new ApiError(status, '', ''), 1),
    );
    expect(retried).toEqual([408, 429, 502, 503, 504]);
  });

  it('retries network failures and timeouts, not other errors', () => {
    expect(shouldRetry(new TypeError('fetch failed'), 1)).toBe(true);
    expect(shouldRetry(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), 1)).toBe(true);
    expect(shouldRetry(new Error('upstream said 401'), 1)).toBe(false);
    expect(shouldRetry(new SyntaxError('bad JSON'), 1)).toBe(false);
  });

  it('never retries an aborted request', () => {
    expect(shouldRetry(new DOMException('aborted', 'AbortError'), 1)).toBe(false);
  });

  it('reads Retry-After in seconds or as a date, and gives up on a wait longer than 30 s', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs(new ApiError(429, '', '', '7'), now)).toBe(7000);
    expect(retryAfterMs(new ApiError(503, '', '', 'Mon, 23 Nov 2026 10:00:12 GMT'), now)).toBe(12000);
    expect(retryAfterMs(new ApiError(429, '', '', 'soon'), now)).toBeUndefined();
    expect(retryAfterMs(new ApiError(429, '', ''), now)).toBeUndefined();
    expect(shouldRetry(new ApiError(429, '', '', '30'), 1)).toBe(true);
    expect(shouldRetry(new ApiError(429, '', '', '900'), 1)).toBe(false);
  });

  it('retries safe methods only', () => {
    expect(['GET', 'get', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'].map(isRetriedMethod)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('reconnect back-off', () => {
  it('doubles from 1 s to 30 s with ±20 % jitter, never above 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => reconnectDelay(n, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(1, () => 0)).toBe(800);
    expect(reconnectDelay(1, () => 1)).toBe(1200);
    expect(reconnectDelay(10, () => 1)).toBe(30000);
    expect(reconnectDelay(10, () => 0)).toBe(24000);
  });
});
