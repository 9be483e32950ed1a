import { TeamPage } from '@qafila/ui/screens/team';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api.ts';
import { useAuth } from '../../auth/AuthContext.tsx';
import { attempt, errorText } from '../queries.ts';

/** The Team page bound to the API (issue 16): org admins' staff, invitations, roles, features and deactivation. */
export default function TeamSection() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // Invitees accept and sign in on their own: the team is read again each time the page opens.
  const team = useQuery({ ...api.queryOptions('GET /api/org/team'), refetchOnMount: 'always' });

  // After any change (or a refusal: another admin may have changed the team) the team is read again.
  const change = async <T extends object>(call: () => Promise<T>) => {
    const result = await attempt(call);
    await api.invalidate(queryClient, 'GET /api/org/team');
    return result;
  };

  return (
    <TeamPage
      team={team.data}
      error={team.error && !team.data ? errorText(team.error) : undefined}
      onRetry={() => void team.refetch()}
      currentUserId={user?.id ?? 0}
      onInvite={(body) => change(() => api.call('POST /api/org/invitations', { body }))}
      onResend={(id) => change(() => api.call('POST /api/org/invitations/:id/resend', { params: { id } }))}
      onRevoke={(id) => change(() => api.call('DELETE /api/org/invitations/:id', { params: { id } }))}
      onUpdateMember={(userId, body) =>
        change(() => api.call('PUT /api/org/team/:userId', { params: { userId }, body }))
      }
    />
  );
}
