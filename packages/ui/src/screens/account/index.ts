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
