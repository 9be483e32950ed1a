// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { DonutChartDatum } from './DonutChart.tsx';
export type { DonutChartProps } from './DonutChart.tsx';
export { DonutChart } from './DonutChart.tsx';
