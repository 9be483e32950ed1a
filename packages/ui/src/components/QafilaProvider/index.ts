// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { QafilaProviderProps } from './QafilaProvider.tsx';
export { QafilaProvider } from './QafilaProvider.tsx';
