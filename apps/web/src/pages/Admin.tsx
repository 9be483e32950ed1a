import { Button } from '@qafila/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { twoFactorStatusQuery } from '../account/securitySections.tsx';
import { AdminDashboardContainer } from '../admin/AdminDashboardContainer.tsx';
import { adminContainerMessages as m } from '../admin/admin.messages.ts';
import { clearAdminSession, readAdminSession } from '../admin/adminSession.ts';
import { api } from '../api.ts';
import { TwoFactorRequired } from '../dashboard/TwoFactorRequired.tsx';

const AdminSecurityDialog = lazy(() => import('../admin/AdminSecurityDialog.tsx'));

/**
 * /admin (spec 001 §2): the super-admin dashboard, with the account's security in a header dialog. When the server
 * requires two-factor sign-in of the super admin (QAFILA_ADMIN_REQUIRE_TWO_FACTOR) and it is off, the portal shows
 * only the set-up until it is on (the API refuses the rest).
 */
export default function Admin() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedIn] = useState(() => readAdminSession() !== null);
  const status = useQuery({ ...twoFactorStatusQuery('admin'), enabled: signedIn });
  // Decided once, when the status first loads: after turning it on, Continue opens the portal.
  const [gate, setGate] = useState<boolean | undefined>(undefined);
  const [securityOpen, setSecurityOpen] = useState(false);
  const mustSetUp = Boolean(status.data?.required && !status.data.enabled);
  const gated = gate ?? (status.data ? mustSetUp : undefined);
  if (gate === undefined && status.data) setGate(mustSetUp);

  if (signedIn && status.isPending) return null;
  if (gated) {
    return (
      <TwoFactorRequired
        kind="admin"
        onContinue={() => setGate(false)}
        onSignOut={async () => {
          try {
            await api.call('POST /api/admin/logout');
          } catch (error) {
            console.error('Admin logout failed', error);
          }
          clearAdminSession();
          queryClient.clear();
          navigate('/admin/login');
        }}
      />
    );
  }
  return (
    <>
      <AdminDashboardContainer
        headerActions={
          <Button variant="outline" tone="neutral" size="sm" onClick={() => setSecurityOpen(true)}>
            {intl.formatMessage(m.security)}
          </Button>
        }
      />
      {securityOpen ? (
        <Suspense fallback={null}>
          <AdminSecurityDialog onClose={() => setSecurityOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
