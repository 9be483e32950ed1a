/**
 * Writes batched in memory (the billing meter, the API usage page) reach the database by one `flushOnce` at a time:
 * every `everyMs` on an unref'd timer, on demand (`flush`, which joins a write under way), and a last time at
 * `close`. `closed` tells the producer to stop counting.
 */
export function periodicFlush(flushOnce: () => Promise<void>, everyMs: number) {
  let flushing: Promise<void> | undefined;
  let closed = false;
  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    flush,
    /** The write under way, if any (a read waits for it, so that what it writes is counted once). */
    inFlight: (): Promise<void> | undefined => flushing,
    get closed(): boolean {
      return closed;
    },
    /** Stops the timer and writes what is left. */
    async close(): Promise<void> {
      clearInterval(timer);
      closed = true;
      await flushing;
      await flush();
    },
  };
}

/**
 * `periodicFlush` over counts kept in a map: the producer adds to `pending` (a new map after each flush takes it);
 * each flush writes the map taken, if not empty; a failed write is logged with `failure` and its counts dropped.
 */
export function mapFlush<K, V>(
  write: (batch: Map<K, V>) => Promise<void>,
  options: { everyMs: number; logger: { error(obj: object, msg: string): void }; failure: string },
) {
  let pending = new Map<K, V>();
  const flusher = periodicFlush(async () => {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    try {
      await write(batch);
    } catch (err) {
      options.logger.error({ err }, options.failure);
    }
  }, options.everyMs);
  return {
    flush: flusher.flush,
    inFlight: flusher.inFlight,
    close: flusher.close,
    get closed(): boolean {
      return flusher.closed;
    },
    /** The counts not written yet. */
    get pending(): Map<K, V> {
      return pending;
    },
  };
}
