// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { DocumentStatusBadgeProps } from './DocumentStatusBadge.tsx';
export { DocumentStatusBadge } from './DocumentStatusBadge.tsx';
export type { DocumentStatus } from './documentStatus.ts';
export type { DocumentStatusVariant } from './documentStatus.ts';
export { documentStatuses } from './documentStatus.ts';
export { documentStatusTone } from './documentStatus.ts';
export { documentStatusVariants } from './documentStatus.ts';
export { toDocumentStatus } from './documentStatus.ts';
