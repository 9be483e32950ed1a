// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TooltipProps } from './Tooltip.tsx';
export type { TooltipSide } from './Tooltip.tsx';
export { Tooltip } from './Tooltip.tsx';
export { tooltipSides } from './Tooltip.tsx';
export { tooltipDelay } from './tooltipDelay.ts';
