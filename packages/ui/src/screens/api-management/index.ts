// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The api-status section (issue 17): API usage, API keys and webhooks; its own entry,
// `@qafila/ui/screens/api-management`, so that the dashboard entry does not grow (apps/web loads it lazily).
export type { ApiManagementProps } from './ApiManagement/ApiManagement.tsx';
export type { CopySecret } from './ApiManagement/ApiManagement.tsx';
export { ApiManagement } from './ApiManagement/ApiManagement.tsx';
