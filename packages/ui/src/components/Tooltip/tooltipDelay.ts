/** Tooltip timing of the product (spec 000): open after 700 ms; moving between triggers within 300 ms opens at once. */
export const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const;

// The skip window shared by every tooltip: each Tooltip has its own Radix provider (so QafilaProvider, on every page,
// does not pull in Radix Tooltip and its positioning code), and this store carries "a tooltip closed less than
// 300 ms ago" between them.
let skipping = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Records that a tooltip closed: for `skipDelayDuration` the next one opens at once. */
export function tooltipClosed(): void {
  skipping = true;
  notify();
  clearTimeout(timer);
  timer = setTimeout(() => {
    skipping = false;
    notify();
  }, tooltipDelay.skipDelayDuration);
}

export const skipWindow = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => skipping,
  getServer: () => false,
};
