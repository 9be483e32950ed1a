import type { LanguageCode, UpdateProfile } from '@qafila/contracts';
import { type ProfileResult, ProfileView } from '@qafila/ui/screens/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataRequestsSection, DataRightsSection } from '../account/dataRightsSections.tsx';
import { OrgSecuritySection, SessionsSection, TwoFactorSection } from '../account/securitySections.tsx';
import { api } from '../api.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { errorText } from './queries.ts';

/**
 * The profile view bound to `GET/PUT /api/me` and `POST /api/me/password`, with the account's security under it: the
 * two-factor card, the signed-in sessions and, for organization admins, the staff's two-factor rule; then one's data
 * rights and, for organization admins, the organization's data requests.
 */
export function ProfileSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { locale, setLocale } = useLocale();
  const profileQuery = api.queryOptions('GET /api/me');
  const profile = useQuery(profileQuery);
  const run = async (call: () => Promise<unknown>): Promise<ProfileResult> => {
    try {
      await call();
      return { ok: true };
    } catch (error) {
      return { ok: false, error: errorText(error) };
    }
  };
  return (
    <ProfileView
      profile={profile.data}
      profileError={profile.error ? errorText(profile.error) : undefined}
      onSave={(update: UpdateProfile) =>
        run(async () => {
          const saved = await api.call('PUT /api/me', { body: update });
          queryClient.setQueryData(profileQuery.queryKey, saved);
          if (saved.language && saved.language !== locale) setLocale(saved.language as LanguageCode);
        })
      }
      onChangePassword={(input) => run(() => api.call('POST /api/me/password', { body: input }))}
      twoFactor={
        <>
          <TwoFactorSection />
          <SessionsSection />
          {user?.role === 'org_admin' ? <OrgSecuritySection /> : null}
        </>
      }
      dataRights={
        <>
          <DataRightsSection />
          {user?.role === 'org_admin' ? <DataRequestsSection /> : null}
        </>
      }
    />
  );
}
