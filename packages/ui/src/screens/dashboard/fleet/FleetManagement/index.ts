// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FleetManagementProps } from './types.ts';
export type { FleetTab } from './types.ts';
export type { FleetWriteOutcome } from './types.ts';
export { FleetManagement } from './FleetManagement.tsx';
