/**
 * Runs a job of the server process a minute after start and then every hour, on plain timers that do not keep the
 * process alive (the invoice run, the licence expiry check). The job reports its own failures. Returns the stop.
 */
export function everyHour(run: () => Promise<void>, firstAfterMs = 60_000): () => void {
  const first = setTimeout(() => void run(), firstAfterMs);
  const timer = setInterval(() => void run(), 3_600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
