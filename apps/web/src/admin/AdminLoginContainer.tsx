import { isApiError } from '@qafila/api-client';
import { isTwoFactorChallenge, LANGUAGES } from '@qafila/contracts';
import { AdminLogin, type AdminLoginOutcome } from '@qafila/ui/screens/admin';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import { storeAdminSession } from './adminSession.ts';

/**
 * /admin/login: signs the super admin in, stores the token and username, then goes to /admin (spec 001 §4). With
 * two-factor sign-in on, the password answers with a challenge, sent back with the code of the second step.
 */
export function AdminLoginContainer() {
  const navigate = useNavigate();
  const { locale, changeLocale } = usePageLocale();
  const pending = useRef<{ challenge: string; username: string } | null>(null);
  const attempt = async (
    request: () => Promise<{ token: string; username?: string } | 'twoFactor'>,
    username: string,
  ): Promise<AdminLoginOutcome> => {
    try {
      const answer = await request();
      if (answer === 'twoFactor') return 'twoFactor';
      pending.current = null;
      storeAdminSession(answer.token, answer.username ?? username);
      return 'success';
    } catch (error) {
      if (isApiError(error)) return { error: error.serverError ?? '' };
      return 'network';
    }
  };
  return (
    <AdminLogin
      language={locale}
      languages={LANGUAGES}
      onLanguageChange={changeLocale}
      onSubmit={(username, password) =>
        attempt(async () => {
          // The API also sends the stored spelling of the username, which the contract does not name (yet).
          const answer: { token: string; username?: string } | { twoFactorRequired: true; challenge: string } =
            await api.call('POST /api/admin/login', { body: { username, password } });
          if (!isTwoFactorChallenge(answer)) return answer;
          pending.current = { challenge: answer.challenge, username };
          return 'twoFactor';
        }, username)
      }
      onVerify={(code) => {
        const step = pending.current;
        if (!step) return Promise.resolve<AdminLoginOutcome>('network');
        return attempt(
          () => api.call('POST /api/admin/login/two-factor', { body: { challenge: step.challenge, code } }),
          step.username,
        );
      }}
      onSuccess={() => navigate('/admin')}
    />
  );
}
