// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ConnectionStatus } from './types.ts';
export type { SupportDashboardLayout } from './types.ts';
export type { SupportDashboardPart } from './types.ts';
export type { SupportDashboardProps } from './types.ts';
export type { SupportDashboardRootProps } from './SupportDashboard/index.ts';
export type { SupportDashboardShipmentsProps } from './SupportDashboard/index.ts';
export { SupportDashboard } from './SupportDashboard/index.ts';
