// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { IntegrationHubProps } from './IntegrationHub/IntegrationHub.tsx';
export { IntegrationHub } from './IntegrationHub/IntegrationHub.tsx';
