import type { LanguageCode, Profile, UpdateProfile } from '@qafila/contracts';
import { type ProfileResult, ProfileView } from '@qafila/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { dashboardKeys, errorText } from './queries.ts';

/** The profile view bound to `GET/PUT /api/me` and `POST /api/me/password`. */
export function ProfileSection({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const { locale, setLocale } = useLocale();
  const profile = useQuery({ queryKey: dashboardKeys.profile(userId), queryFn: () => api.get<Profile>('/api/me') });
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
          const saved = await api.put<Profile>('/api/me', update);
          queryClient.setQueryData(dashboardKeys.profile(userId), saved);
          if (saved.language && saved.language !== locale) setLocale(saved.language as LanguageCode);
        })
      }
      onChangePassword={(input) => run(() => api.post('/api/me/password', input))}
    />
  );
}
