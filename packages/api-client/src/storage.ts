/** The part of the Web Storage API the clients read from. */
export type ReadableStorage = Pick<Storage, 'getItem'>;

/** A Web Storage implementation kept in memory: for tests, prerendering and servers. */
export type MemoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => {
      items.clear();
    },
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

/**
 * The browser's localStorage when it can be used. Reading `localStorage` throws in sandboxed frames and when
 * storage is disabled, so callers get `undefined` instead of an exception.
 */
export function browserStorage(): ReadableStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readItem(storage: ReadableStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
