// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LoginDialogProps } from './LoginDialog.tsx';
export type { LoginOutcome } from './LoginDialog.tsx';
export { LoginDialog } from './LoginDialog.tsx';
