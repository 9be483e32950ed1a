// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// Account security (issue 16): the signed-in sessions and an organization's two-factor rule. Their own entry,
// `@qafila/ui/screens/security`, shared by the staff profile, the customer account page and the admin portal.
export type { SessionsCardProps } from './SessionsCard/SessionsCard.tsx';
export type { SessionsCardSession } from './SessionsCard/SessionsCard.tsx';
export { SessionsCard } from './SessionsCard/SessionsCard.tsx';
export type { OrgTwoFactorCardProps } from './OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export type { OrgTwoFactorStatus } from './OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export { OrgTwoFactorCard } from './OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export type { TwoFactorRequiredViewProps } from './TwoFactorRequiredView/TwoFactorRequiredView.tsx';
export { TwoFactorRequiredView } from './TwoFactorRequiredView/TwoFactorRequiredView.tsx';
