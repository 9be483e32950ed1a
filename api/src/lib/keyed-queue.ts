/**
 * Runs tasks one after another per key (tasks of different keys run side by side). Process-local: it orders the
 * requests one server handles; the database remains the judge between replicas.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      // The last task of a key removes the key, so the map holds only keys with work in flight.
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    /** Keys with a task running or waiting. */
    get size() {
      return tails.size;
    },
  };
}
