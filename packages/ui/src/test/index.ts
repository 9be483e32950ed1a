// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TestProviderProps } from './TestProvider.tsx';
export { TestProvider } from './TestProvider.tsx';
