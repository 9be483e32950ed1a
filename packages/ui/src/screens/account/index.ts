// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AccountPageProps } from './AccountPage/AccountPage.tsx';
export { AccountPage } from './AccountPage/AccountPage.tsx';
export type { DataRequestsProps } from './DataRequests/DataRequests.tsx';
export { DataRequests } from './DataRequests/DataRequests.tsx';
export type { DataRightsCardProps } from '../profile/DataRightsCard/DataRightsCard.tsx';
export { DataRightsCard } from '../profile/DataRightsCard/DataRightsCard.tsx';
export type { TwoFactorCardProps } from '../profile/TwoFactorCard/TwoFactorCard.tsx';
export type { TwoFactorCardSetup } from '../profile/TwoFactorCard/TwoFactorCard.tsx';
export type { TwoFactorCardStatus } from '../profile/TwoFactorCard/TwoFactorCard.tsx';
export type { TwoFactorCredentials } from '../profile/TwoFactorCard/TwoFactorCard.tsx';
export { TwoFactorCard } from '../profile/TwoFactorCard/TwoFactorCard.tsx';
// The account's security (issue 16): signed-in sessions, an organization's two-factor rule, the required set-up.
export type { SessionsCardProps } from '../security/SessionsCard/SessionsCard.tsx';
export type { SessionsCardSession } from '../security/SessionsCard/SessionsCard.tsx';
export { SessionsCard } from '../security/SessionsCard/SessionsCard.tsx';
export type { OrgTwoFactorCardProps } from '../security/OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export type { OrgTwoFactorStatus } from '../security/OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export { OrgTwoFactorCard } from '../security/OrgTwoFactorCard/OrgTwoFactorCard.tsx';
export type { TwoFactorRequiredViewProps } from '../security/TwoFactorRequiredView/TwoFactorRequiredView.tsx';
export { TwoFactorRequiredView } from '../security/TwoFactorRequiredView/TwoFactorRequiredView.tsx';
