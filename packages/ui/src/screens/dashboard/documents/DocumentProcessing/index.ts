// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { DocumentProcessingProps } from './types.ts';
export type { DocumentUpload } from './types.ts';
export { DocumentProcessing } from './DocumentProcessing.tsx';
