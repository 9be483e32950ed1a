import { isApiError } from '@qafila/api-client';
import { LANGUAGES } from '@qafila/contracts';
import { AdminLogin } from '@qafila/ui/screens/admin';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { usePageLocale } from '../i18n/usePageLocale.ts';
import { storeAdminSession } from './adminSession.ts';

/** /admin/login: signs the super admin in, stores the token and username, then goes to /admin (spec 001 §4). */
export function AdminLoginContainer() {
  const navigate = useNavigate();
  const { locale, changeLocale } = usePageLocale();
  return (
    <AdminLogin
      language={locale}
      languages={LANGUAGES}
      onLanguageChange={changeLocale}
      onSubmit={async (username, password) => {
        try {
          // The API also sends the stored spelling of the username, which the contract does not name (yet).
          const answer: { token: string; username?: string } = await api.call('POST /api/admin/login', {
            body: { username, password },
          });
          storeAdminSession(answer.token, answer.username ?? username);
          return 'success';
        } catch (error) {
          if (isApiError(error)) return { error: error.serverError ?? '' };
          return 'network';
        }
      }}
      onSuccess={() => navigate('/admin')}
    />
  );
}
