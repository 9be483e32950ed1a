import { isApiError, type LoginResponse } from '@qafila/api-client';
import { isTwoFactorChallenge } from '@qafila/contracts';
import { LoginDialog, type LoginOutcome } from '@qafila/ui/screens/public';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { useAuth } from './AuthContext.tsx';

/**
 * The login dialog of the public site (spec 000 §2): signs in through the API and goes to /app. An account with
 * two-factor sign-in answers with a challenge first; the dialog's code step sends it back with the code.
 */
export function LoginDialogContainer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const challenge = useRef<string | null>(null);
  const attempt = async (request: () => Promise<LoginResponse | 'twoFactor'>): Promise<LoginOutcome> => {
    try {
      const answer = await request();
      if (answer === 'twoFactor') return 'twoFactor';
      challenge.current = null;
      signIn(answer.user, answer.token);
      return 'success';
    } catch (error) {
      if (isApiError(error)) return { error: error.serverError ?? '' };
      return 'network';
    }
  };
  return (
    <LoginDialog
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={(username, password) =>
        attempt(async () => {
          const answer = await api.login(username, password);
          if (!isTwoFactorChallenge(answer)) return answer;
          challenge.current = answer.challenge;
          return 'twoFactor';
        })
      }
      onVerify={(code) =>
        attempt(() =>
          challenge.current ? api.loginTwoFactor(challenge.current, code) : Promise.reject(new Error('no challenge')),
        )
      }
      onSuccess={() => navigate('/app')}
    />
  );
}
