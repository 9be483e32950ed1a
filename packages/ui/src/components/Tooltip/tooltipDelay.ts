import { createContext } from 'react';

/** Tooltip timing of the product (spec 000): open after 700 ms; moving between triggers within 300 ms opens at once. */
export const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const;

/**
 * The skip window shared by the tooltips under one QafilaProvider: each Tooltip has its own Radix provider (so
 * QafilaProvider, on every page, does not pull in Radix Tooltip and its positioning code), and this store carries
 * "a tooltip closed less than 300 ms ago" between them.
 */
export interface SkipWindow {
  subscribe(listener: () => void): () => void;
  /** Whether a tooltip closed less than `skipDelayDuration` ago. */
  get(): boolean;
  /** Records that a tooltip closed: for `skipDelayDuration` the next one opens at once. */
  closed(): void;
}

export function createSkipWindow(): SkipWindow {
  let skipping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    skipping = value;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get: () => skipping,
    closed() {
      set(true);
      clearTimeout(timer);
      timer = setTimeout(() => set(false), tooltipDelay.skipDelayDuration);
    },
  };
}

/** Provided by QafilaProvider; tooltips outside one share a window of their own. */
export const SkipWindowContext = createContext<SkipWindow>(createSkipWindow());
