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
