/**
 * How many long-running responses (documents archives) are in flight per key, kept in process memory.
 * `acquire` takes one slot under every key it is given (a user and an IP address, say), or none if any of them is
 * full; the function it returns gives the slots back and may be called more than once.
 */
export interface ConcurrencyLimiter {
  acquire(keys: readonly string[]): (() => void) | undefined;
  /** How many slots the key holds now. */
  active(key: string): number;
}

export function createConcurrencyLimiter(options: { limit: number }): ConcurrencyLimiter {
  const counts = new Map<string, number>();
  const active = (key: string) => counts.get(key) ?? 0;
  return {
    acquire(keys) {
      const unique = [...new Set(keys)];
      if (unique.some((k) => active(k) >= options.limit)) return undefined;
      for (const k of unique) counts.set(k, active(k) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const k of unique) {
          const n = active(k) - 1;
          if (n > 0) counts.set(k, n);
          else counts.delete(k);
        }
      };
    },
    active,
  };
}
