import { OrgTwoFactorCard, SessionsCard, TwoFactorCard } from '@qafila/ui/screens/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { attempt, errorText } from '../dashboard/queries.ts';

/** The endpoints of one's own account security: under /api/me for customers and staff, /api/admin for the portal. */
const ENDPOINTS = {
  me: {
    status: 'GET /api/me/two-factor',
    setup: 'POST /api/me/two-factor/setup',
    confirm: 'POST /api/me/two-factor/confirm',
    disable: 'POST /api/me/two-factor/disable',
    recoveryCodes: 'POST /api/me/two-factor/recovery-codes',
    sessions: 'GET /api/me/sessions',
    revoke: 'DELETE /api/me/sessions/:sessionId',
    revokeOthers: 'POST /api/me/sessions/revoke-others',
  },
  admin: {
    status: 'GET /api/admin/two-factor',
    setup: 'POST /api/admin/two-factor/setup',
    confirm: 'POST /api/admin/two-factor/confirm',
    disable: 'POST /api/admin/two-factor/disable',
    recoveryCodes: 'POST /api/admin/two-factor/recovery-codes',
    sessions: 'GET /api/admin/sessions',
    revoke: 'DELETE /api/admin/sessions/:sessionId',
    revokeOthers: 'POST /api/admin/sessions/revoke-others',
  },
} as const;

/** Whose account: the web app's user (`me`) or the super admin in the portal (`admin`). */
export type AccountKind = keyof typeof ENDPOINTS;

/** The two-factor status query of the account, for screens that decide on it (e.g. a required set-up). */
export const twoFactorStatusQuery = (kind: AccountKind) => api.queryOptions(ENDPOINTS[kind].status);

/** The two-factor card bound to the account's status and its four actions; the status is refetched after each. */
export function TwoFactorSection({ kind = 'me' }: { kind?: AccountKind }) {
  const queryClient = useQueryClient();
  const e = ENDPOINTS[kind];
  const statusQuery = twoFactorStatusQuery(kind);
  const status = useQuery(statusQuery);
  const refreshed = async <T extends { ok: boolean }>(result: T): Promise<T> => {
    if (result.ok) await queryClient.invalidateQueries({ queryKey: statusQuery.queryKey });
    return result;
  };
  return (
    <TwoFactorCard
      status={status.data}
      statusError={status.error ? errorText(status.error) : undefined}
      onSetup={() => attempt(() => api.call(e.setup, {}))}
      onConfirm={async (code) => refreshed(await attempt(() => api.call(e.confirm, { body: { code } })))}
      onDisable={async (credentials) => refreshed(await attempt(() => api.call(e.disable, { body: credentials })))}
      onNewRecoveryCodes={async (credentials) =>
        refreshed(await attempt(() => api.call(e.recoveryCodes, { body: credentials })))
      }
    />
  );
}

/** "Where you are signed in": the account's live sessions, refetched after each sign-out. */
export function SessionsSection({ kind = 'me' }: { kind?: AccountKind }) {
  const queryClient = useQueryClient();
  const e = ENDPOINTS[kind];
  const sessionsQuery = api.queryOptions(e.sessions);
  const sessions = useQuery(sessionsQuery);
  const refreshed = async <T extends { ok: boolean }>(result: T): Promise<T> => {
    if (result.ok) await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    return result;
  };
  return (
    <SessionsCard
      sessions={sessions.data}
      loadError={sessions.error ? errorText(sessions.error) : undefined}
      onSignOut={async (sessionId) => refreshed(await attempt(() => api.call(e.revoke, { params: { sessionId } })))}
      onSignOutOthers={async () => refreshed(await attempt(() => api.call(e.revokeOthers, {})))}
    />
  );
}

/** An organization admin's rule that the staff use two-factor sign-in (`GET/PUT /api/org/security`). */
export function OrgSecuritySection() {
  const queryClient = useQueryClient();
  const securityQuery = api.queryOptions('GET /api/org/security');
  const security = useQuery(securityQuery);
  const own = useQuery(twoFactorStatusQuery('me'));
  return (
    <OrgTwoFactorCard
      status={security.data}
      loadError={security.error ? errorText(security.error) : undefined}
      selfEnabled={own.data?.enabled ?? false}
      onChange={async (requireTwoFactor) => {
        const result = await attempt(() => api.call('PUT /api/org/security', { body: { requireTwoFactor } }));
        if (result.ok) await queryClient.invalidateQueries({ queryKey: securityQuery.queryKey });
        return result;
      }}
    />
  );
}
