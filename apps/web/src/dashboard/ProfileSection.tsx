import type { LanguageCode, UpdateProfile } from '@qafila/contracts';
import { type ProfileResult, ProfileView, TwoFactorCard } from '@qafila/ui/screens/dashboard';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { useLocale } from '../i18n/LocaleContext.tsx';
import { attempt, errorText } from './queries.ts';

/** The two-factor card bound to `GET /api/me/two-factor` and its four actions; the status is refetched after each. */
function TwoFactorSection() {
  const queryClient = useQueryClient();
  const statusQuery = api.queryOptions('GET /api/me/two-factor');
  const status = useQuery(statusQuery);
  const refreshed = async <T extends { ok: boolean }>(result: T): Promise<T> => {
    if (result.ok) await queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
    return result;
  };
  return (
    <TwoFactorCard
      status={status.data}
      statusError={status.error ? errorText(status.error) : undefined}
      onSetup={() => attempt(() => api.call('POST /api/me/two-factor/setup', {}))}
      onConfirm={async (code) =>
        refreshed(await attempt(() => api.call('POST /api/me/two-factor/confirm', { body: { code } })))
      }
      onDisable={async (credentials) =>
        refreshed(await attempt(() => api.call('POST /api/me/two-factor/disable', { body: credentials })))
      }
      onNewRecoveryCodes={async (credentials) =>
        refreshed(await attempt(() => api.call('POST /api/me/two-factor/recovery-codes', { body: credentials })))
      }
    />
  );
}

/** The profile view bound to `GET/PUT /api/me` and `POST /api/me/password`, with the two-factor card under it. */
export function ProfileSection() {
  const queryClient = useQueryClient();
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
      twoFactor={<TwoFactorSection />}
    />
  );
}
