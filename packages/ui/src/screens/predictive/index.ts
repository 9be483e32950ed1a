// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The predictive sections (issue 19): Predictive Analytics and Dubai Traffic Conditions; their own entry,
// `@qafila/ui/screens/predictive`, so that the dashboard entry does not grow (apps/web loads it lazily).
export type { PredictiveAnalyticsProps } from './PredictiveAnalytics/PredictiveAnalytics.tsx';
export { PredictiveAnalytics } from './PredictiveAnalytics/PredictiveAnalytics.tsx';
export type { TrafficConditionsProps } from './TrafficConditions/TrafficConditions.tsx';
export { TrafficConditions } from './TrafficConditions/TrafficConditions.tsx';
