import { Box, Page } from '@qafila/ui';
import { AccountPage } from '@qafila/ui/screens/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { attempt, errorText } from '../dashboard/queries.ts';
import { DataRightsSection } from './dataRightsSections.tsx';
import { SessionsSection, TwoFactorSection } from './securitySections.tsx';

/**
 * `/app/account` for a signed-in customer: the profile, the notifications switch (issue 17), two-factor sign-in,
 * sessions and data rights (issue 16).
 */
export default function AccountPageContainer() {
  const queryClient = useQueryClient();
  const profile = useQuery(api.queryOptions('GET /api/me'));
  // The opt-out of notifications (issue 17): saved at once, the profile read again either way.
  const setNotifications = async (emailNotifications: boolean) => {
    const result = await attempt(() => api.call('PUT /api/me', { body: { emailNotifications } }));
    await api.invalidate(queryClient, 'GET /api/me');
    return result;
  };
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
          onNotificationsChange={setNotifications}
        />
      </Page>
    </Box>
  );
}
