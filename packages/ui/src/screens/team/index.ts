// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// An organization's Team and Customers pages and the public invitation page (issue 16): their own entry,
// `@qafila/ui/screens/team`, so that the dashboard entry does not grow (apps/web loads each section lazily).
export type { TeamPageProps } from './TeamPage/TeamPage.tsx';
export type { CustomersPageProps } from './CustomersPage/CustomersPage.tsx';
export type { CustomerImportFailure } from './CustomersPage/CustomersPage.tsx';
export type { InvitationAcceptProps } from './InvitationAccept/InvitationAccept.tsx';
export type { AcceptInvitationValues } from './InvitationAccept/InvitationAccept.tsx';
export { TeamPage } from './TeamPage/TeamPage.tsx';
export { CustomersPage } from './CustomersPage/CustomersPage.tsx';
export { InvitationAccept } from './InvitationAccept/InvitationAccept.tsx';
