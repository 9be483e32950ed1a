// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { FileRejectionReason } from './acceptsFile.ts';
export type { FileDropZoneProps } from './FileDropZone.tsx';
export type { FileRejection } from './FileDropZone.tsx';
export { acceptsFile } from './acceptsFile.ts';
export { FileDropZone } from './FileDropZone.tsx';
