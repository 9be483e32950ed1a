// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { BulkOutcome } from './types.ts';
export type { CargoManagementProps } from './types.ts';
export type { ProgressCallback } from './types.ts';
export type { StatusChange } from './types.ts';
export type { WriteOutcome } from './types.ts';
export { CargoManagement } from './CargoManagement.tsx';
