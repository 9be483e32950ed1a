// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ComplianceDocument } from './ComplianceList.tsx';
export type { ComplianceListProps } from './ComplianceList.tsx';
export { ComplianceList } from './ComplianceList.tsx';
