// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { SupportDashboardRootProps } from './SupportDashboard.tsx';
export type { SupportDashboardShipmentsProps } from './Shipments.tsx';
export { SupportDashboard } from './SupportDashboard.tsx';
