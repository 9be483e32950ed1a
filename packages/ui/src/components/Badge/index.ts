// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { BadgeProps } from './Badge.tsx';
export { Badge } from './Badge.tsx';
export type { BadgeSize } from './badgeTones.ts';
export type { BadgeTone } from './badgeTones.ts';
export { badgeSizes } from './badgeTones.ts';
export { badgeTones } from './badgeTones.ts';
