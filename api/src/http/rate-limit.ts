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

/** Where a sign-in attempt stands before its password is checked. */
export interface ThrottleDecision {
  allowed: boolean;
  /** Seconds until an attempt is worth making again (0 when allowed). */
  retryAfterSeconds: number;
  /** Which rule refused the attempt. */
  reason?: 'pair' | 'ip' | 'account';
}

/**
 * Sign-in throttling that cannot be used to lock someone out (OWASP Authentication Cheat Sheet, "account
 * lockout"; ADR 0015). Only failures count: a successful sign-in clears its (account, IP) pair.
 * - The (account, IP) pair: after `pairFreeFailures` consecutive failures, each further failure delays the pair by
 *   `baseDelayMs`, doubled per failure, at most `maxPairDelayMs`.
 * - The IP: `ipFailureLimit` failures (any account) in `ipWindowMs` refuse every attempt from it until the window
 *   ends (password spraying).
 * - The account: past `accountSlowAfter` failures (any IP) in `accountWindowMs`, attempts from addresses that have
 *   failed recently are spaced out (growing, at most `maxAccountDelayMs`). An address without recent failures is
 *   never delayed by the account rule, so the right password from a clean address always gets through.
 */
export interface LoginThrottle {
  check(account: string, ip: string, now?: number): ThrottleDecision;
  failure(account: string, ip: string, now?: number): void;
  success(account: string, ip: string): void;
}

export interface LoginThrottleOptions {
  pairFreeFailures: number;
  baseDelayMs: number;
  maxPairDelayMs: number;
  ipFailureLimit: number;
  ipWindowMs: number;
  accountSlowAfter: number;
  accountWindowMs: number;
  maxAccountDelayMs: number;
  /** How long a pair's failures are remembered without a new one. */
  pairMemoryMs: number;
}

export const LOGIN_THROTTLE_DEFAULTS: LoginThrottleOptions = {
  pairFreeFailures: 5,
  baseDelayMs: 1000,
  maxPairDelayMs: 15 * 60_000,
  ipFailureLimit: 50,
  ipWindowMs: 15 * 60_000,
  accountSlowAfter: 10,
  accountWindowMs: 15 * 60_000,
  maxAccountDelayMs: 60_000,
  pairMemoryMs: 24 * 60 * 60_000,
};

export function createLoginThrottle(overrides: Partial<LoginThrottleOptions> = {}): LoginThrottle {
  const o = { ...LOGIN_THROTTLE_DEFAULTS, ...overrides };
  const pairs = new Map<string, { failures: number; blockedUntil: number; lastFailureAt: number }>();
  const ips = new Map<string, { count: number; resetAt: number }>();
  const accounts = new Map<string, { count: number; resetAt: number; nextAt: number }>();
  const pairKey = (account: string, ip: string) => `${account}\u0000${ip}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const grow = (steps: number, max: number) => Math.min(max, o.baseDelayMs * 2 ** Math.min(steps, 30));
  const live = <T extends { resetAt: number }>(map: Map<string, T>, key: string, now: number) => {
    const w = map.get(key);
    return w && w.resetAt > now ? w : undefined;
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [k, p] of pairs) if (p.blockedUntil <= now && p.lastFailureAt + o.pairMemoryMs <= now) pairs.delete(k);
      for (const [k, w] of ips) if (w.resetAt <= now) ips.delete(k);
      for (const [k, w] of accounts) if (w.resetAt <= now && w.nextAt <= now) accounts.delete(k);
    },
    Math.min(o.ipWindowMs, o.accountWindowMs),
  );
  sweep.unref();

  return {
    check(account, ip, now = Date.now()) {
      const ipWindow = live(ips, ip, now);
      if (ipWindow && ipWindow.count >= o.ipFailureLimit) {
        return { allowed: false, retryAfterSeconds: seconds(ipWindow.resetAt - now), reason: 'ip' };
      }
      const pair = pairs.get(pairKey(account, ip));
      if (pair && pair.blockedUntil > now) {
        return { allowed: false, retryAfterSeconds: seconds(pair.blockedUntil - now), reason: 'pair' };
      }
      const acc = accounts.get(account);
      const accountBusy = acc && acc.resetAt > now && acc.count >= o.accountSlowAfter && acc.nextAt > now;
      // Only addresses with recent failures wait for the account; a clean address is never held back by it.
      if (accountBusy && ipWindow && ipWindow.count > 0) {
        return { allowed: false, retryAfterSeconds: seconds(acc.nextAt - now), reason: 'account' };
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },

    failure(account, ip, now = Date.now()) {
      let ipWindow = live(ips, ip, now);
      if (!ipWindow) {
        ipWindow = { count: 0, resetAt: now + o.ipWindowMs };
        ips.set(ip, ipWindow);
      }
      ipWindow.count += 1;

      const key = pairKey(account, ip);
      let pair = pairs.get(key);
      if (!pair || pair.lastFailureAt + o.pairMemoryMs <= now) {
        pair = { failures: 0, blockedUntil: 0, lastFailureAt: now };
        pairs.set(key, pair);
      }
      pair.failures += 1;
      pair.lastFailureAt = now;
      if (pair.failures >= o.pairFreeFailures) {
        pair.blockedUntil = now + grow(pair.failures - o.pairFreeFailures, o.maxPairDelayMs);
      }

      let acc = accounts.get(account);
      if (!acc || acc.resetAt <= now) {
        acc = { count: 0, resetAt: now + o.accountWindowMs, nextAt: 0 };
        accounts.set(account, acc);
      }
      acc.count += 1;
      if (acc.count >= o.accountSlowAfter) {
        acc.nextAt = now + grow(acc.count - o.accountSlowAfter, o.maxAccountDelayMs);
      }
    },

    success(account, ip) {
      pairs.delete(pairKey(account, ip));
    },
  };
}
