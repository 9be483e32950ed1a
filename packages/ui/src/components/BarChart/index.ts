// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { BarChartDatum } from './BarChart.tsx';
export type { BarChartOrientation } from './BarChart.tsx';
export type { BarChartProps } from './BarChart.tsx';
export { BarChart } from './BarChart.tsx';
export { barChartOrientations } from './BarChart.tsx';
export { niceTicks } from '../../private/chart/niceTicks.ts';
