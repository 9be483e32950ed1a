// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AreaChartProps } from './LineChart.tsx';
export type { LineChartDatum } from './LineChart.tsx';
export type { LineChartProps } from './LineChart.tsx';
export type { LineChartSeries } from './LineChart.tsx';
export { AreaChart } from './LineChart.tsx';
export { LineChart } from './LineChart.tsx';
