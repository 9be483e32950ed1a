// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AdminLoginOutcome } from './AdminLogin/index.ts';
export type { AdminLoginProps } from './AdminLogin/index.ts';
export { AdminLogin } from './AdminLogin/index.ts';
export type { AdminDashboardProps } from './types.ts';
export type { AdminLead } from './types.ts';
export type { AdminMonitoring } from './types.ts';
export type { AdminResult } from './types.ts';
export type { AdminTab } from './types.ts';
export type { BrandingInput } from './types.ts';
export type { CreatedOrganization } from './types.ts';
export type { EditUserInput } from './types.ts';
export type { NewOrganizationInput } from './types.ts';
export type { NewUserInput } from './types.ts';
export type { OrganizationAction } from './types.ts';
export type { UserKind } from './types.ts';
export { adminTabs } from './types.ts';
export { AdminDashboard } from './AdminDashboard/index.ts';
