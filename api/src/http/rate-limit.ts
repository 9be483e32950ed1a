/**
 * Fixed-window counters kept in process memory (a Redis-backed store replaces it for several replicas).
 * `hit` counts an event for a key and says whether the key is over its limit, and for how long.
 */
export interface RateLimiter {
  hit(key: string, now?: number): { limited: boolean; retryAfterSeconds: number; remaining: number };
  /** How the key stands, without counting. */
  peek(key: string, now?: number): { limited: boolean; retryAfterSeconds: number };
  reset(key: string): void;
}

export function createRateLimiter(options: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, options.windowMs);
  sweep.unref();

  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };
  return {
    hit(key, now = Date.now()) {
      let w = current(key, now);
      if (!w) {
        w = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      const limited = w.count > options.limit;
      return {
        limited,
        retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
        remaining: Math.max(0, options.limit - w.count),
      };
    },
    peek(key, now = Date.now()) {
      const w = current(key, now);
      const limited = Boolean(w && w.count >= options.limit);
      return { limited, retryAfterSeconds: w ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0 };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
