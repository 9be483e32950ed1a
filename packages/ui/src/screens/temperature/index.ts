// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The temperature section (issue 18): sensors, live readings, monitored shipments and their cold-chain report; its
// own entry, `@qafila/ui/screens/temperature`, so that the dashboard entry does not grow (apps/web loads it lazily).
export type { TemperatureMonitoringProps } from './TemperatureMonitoring/TemperatureMonitoring.tsx';
export { TemperatureMonitoring } from './TemperatureMonitoring/TemperatureMonitoring.tsx';
