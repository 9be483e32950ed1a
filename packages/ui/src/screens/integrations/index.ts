// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AdminIntegrationRequestsProps } from './AdminIntegrationRequests/AdminIntegrationRequests.tsx';
export { AdminIntegrationRequests } from './AdminIntegrationRequests/AdminIntegrationRequests.tsx';
export type { IntegrationHubProps } from './IntegrationHub/IntegrationHub.tsx';
export { IntegrationHub } from './IntegrationHub/IntegrationHub.tsx';
