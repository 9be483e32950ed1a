import { Box, Page } from '@qafila/ui';
import { AccountPage } from '@qafila/ui/screens/account';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { errorText } from '../dashboard/queries.ts';
import { DataRightsSection } from './dataRightsSections.tsx';
import { SessionsSection, TwoFactorSection } from './securitySections.tsx';

/** `/app/account` for a signed-in customer: the profile, two-factor sign-in, sessions and data rights (issue 16). */
export default function AccountPageContainer() {
  const profile = useQuery(api.queryOptions('GET /api/me'));
  return (
    <Box as="main" paddingBlock="lg" paddingInline="md">
      <Page maxWidth="md">
        <AccountPage
          profile={profile.data}
          profileError={profile.error ? errorText(profile.error) : undefined}
          backHref="/app"
          twoFactor={<TwoFactorSection />}
          sessions={<SessionsSection />}
          dataRights={<DataRightsSection />}
        />
      </Page>
    </Box>
  );
}
