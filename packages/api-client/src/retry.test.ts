import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './chat-socket.ts';
import { ApiError } from './errors.ts';
import { defaultRetryDelay, isRetriedMethod, shouldRetry } from './retry.ts';

describe('read retry policy', () => {
  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(defaultRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('allows 3 retries at most', () => {
    const error = new ApiError(500, 'Internal Server Error', '');
    expect([1, 2, 3, 4].map((failures) => shouldRetry(error, failures))).toEqual([true, true, true, false]);
  });

  it('never retries when the message contains 401', () => {
    expect(shouldRetry(new ApiError(401, 'Unauthorized', ''), 1)).toBe(false);
    expect(shouldRetry(new Error('upstream said 401'), 1)).toBe(false);
    expect(shouldRetry(new ApiError(403, 'Forbidden', ''), 1)).toBe(true);
  });

  it('never retries an aborted request', () => {
    expect(shouldRetry(new DOMException('aborted', 'AbortError'), 1)).toBe(false);
  });

  it('retries reads only', () => {
    expect(['GET', 'get', 'POST', 'PUT', 'PATCH', 'DELETE'].map(isRetriedMethod)).toEqual([
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
