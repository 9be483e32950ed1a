import { isApiError } from '@qafila/api-client';
import { LoginDialog } from '@qafila/ui/screens/public';
import { useNavigate } from 'react-router';
import { api } from '../api.ts';
import { useAuth } from './AuthContext.tsx';

/** The login dialog of the public site (spec 000 §2): signs in through the API and goes to /app. */
export function LoginDialogContainer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  return (
    <LoginDialog
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={async (username, password) => {
        try {
          const { token, user } = await api.login(username, password);
          signIn(user, token);
          return 'success';
        } catch (error) {
          if (isApiError(error)) return { error: error.serverError ?? '' };
          return 'network';
        }
      }}
      onSuccess={() => navigate('/app')}
    />
  );
}
