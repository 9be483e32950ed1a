// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AdminLoginOutcome } from './AdminLogin.tsx';
export type { AdminLoginProps } from './AdminLogin.tsx';
export { AdminLogin } from './AdminLogin.tsx';
