/** Tooltip timing of the product (spec 000): open after 700 ms; moving between triggers within 300 ms opens at once. */
export const tooltipDelay = { delayDuration: 700, skipDelayDuration: 300 } as const;
