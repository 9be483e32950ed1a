// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The monitoring and security sections (issue 20): the Monitoring view's tabs from the organization's own traffic,
// sign-ins and alerts, and the Security Center; their own entry, `@qafila/ui/screens/monitoring`, so that the
// dashboard entry does not grow.
export type { MonitoringViewProps } from './MonitoringView/MonitoringView.tsx';
export { MonitoringView } from './MonitoringView/MonitoringView.tsx';
export type { SecurityCenterProps } from './SecurityCenter/SecurityCenter.tsx';
export { SecurityCenter } from './SecurityCenter/SecurityCenter.tsx';
export type { SreMonitoringProps } from './SreMonitoring/SreMonitoring.tsx';
export { SreMonitoring } from './SreMonitoring/SreMonitoring.tsx';
