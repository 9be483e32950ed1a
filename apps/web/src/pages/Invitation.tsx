import { isApiError } from '@qafila/api-client';
import { InvitationAccept } from '@qafila/ui/screens/team';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../api.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { attempt, errorText } from '../dashboard/queries.ts';

/**
 * /invite/:token (issue 16): what the invitation is for, then the invitee's username, name and password; once the
 * account exists they are signed in and land on /app (their dashboard by role). A used, revoked, expired or unknown
 * link shows the server's reason.
 */
export default function Invitation() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const preview = useQuery({
    ...api.queryOptions('GET /api/invitations/:token', { params: { token } }),
    // 404 and 410 are answers, not hiccups.
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
  });
  useEffect(() => {
    document.title = 'Qafila';
  }, []);

  return (
    <InvitationAccept
      preview={preview.data}
      error={preview.error ? errorText(preview.error) : undefined}
      onAccept={(body) => attempt(() => api.call('POST /api/invitations/:token/accept', { params: { token }, body }))}
      onAccepted={(result) => {
        signIn(result.user, result.token);
        navigate('/app');
      }}
    />
  );
}
