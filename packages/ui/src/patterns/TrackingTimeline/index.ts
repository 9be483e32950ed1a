// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TrackingTimelineProps } from './TrackingTimeline.tsx';
export type { TrackingUpdate } from './TrackingTimeline.tsx';
export { TrackingTimeline } from './TrackingTimeline.tsx';
