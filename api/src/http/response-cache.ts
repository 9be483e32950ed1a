import type { WriteClock } from '../db/write-clock.ts';

/**
 * How long a cached answer may be served. Any write this process makes to the database drops every cached answer
 * at once (the write clock); the time-to-live only bounds how long a change made by another process (a second API
 * instance on the same PostgreSQL, the CLI) or by the passing of time (the staff page's "delivered today" at
 * midnight in Dubai) can go unnoticed.
 */
export const RESPONSE_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  value: unknown;
  clock: number;
  until: number;
}

export interface ResponseCache {
  /**
   * The value cached under `key`, or `compute()`'s, stored when nothing was written while it ran. Callers reading
   * the same key at the same time share one computation. The key must name everything the value depends on
   * besides the database: the endpoint, the URL with its query and the caller.
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The value cached under `key` if there is a fresh one, without computing anything. */
  peek<T>(key: string): T | undefined;
}

/** Answers of hot reads, kept until the next write to the database or for RESPONSE_CACHE_TTL_MS. */
export function createResponseCache(clock: WriteClock, ttlMs: number = RESPONSE_CACHE_TTL_MS): ResponseCache {
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, { clock: number; promise: Promise<unknown> }>();
  // The clock value the stored entries were read at; when it moves they are all stale and are dropped together.
  let stored = clock.value;
  const fresh = (key: string, now: number): Entry | undefined => {
    if (now !== stored) {
      entries.clear();
      stored = now;
    }
    const entry = entries.get(key);
    return entry && entry.clock === now && entry.until > Date.now() ? entry : undefined;
  };
  return {
    peek<T>(key: string): T | undefined {
      return fresh(key, clock.value)?.value as T | undefined;
    },
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.value;
      const entry = fresh(key, now);
      if (entry) return entry.value as T;
      const running = inFlight.get(key);
      if (running && running.clock === now) return running.promise as Promise<T>;
      const promise = compute();
      inFlight.set(key, { clock: now, promise });
      try {
        const value = await promise;
        if (clock.value === now) {
          if (now !== stored) {
            entries.clear();
            stored = now;
          }
          entries.delete(key);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
          entries.set(key, { value, clock: now, until: Date.now() + ttlMs });
        }
        return value;
      } finally {
        if (inFlight.get(key)?.promise === promise) inFlight.delete(key);
      }
    },
  };
}
