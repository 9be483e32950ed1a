// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ActionResult } from './ActionResult.ts';
export type { Action } from './useAction.ts';
export type { ActionToasts } from './useAction.ts';
export { useAction } from './useAction.ts';
