import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../auth/AuthContext.tsx';
import { LoginDialogContainer } from '../auth/LoginDialogContainer.tsx';
import { SupportDashboardContainer } from '../support/SupportDashboardContainer.tsx';

const FeatureDashboard = lazy(() => import('../dashboard/FeatureDashboard.tsx'));
const AccountPage = lazy(() => import('../account/AccountPageContainer.tsx'));

const STAFF_ROLES = new Set(['org_admin', 'org_user']);

/**
 * /app and every /app/* path (PRODUCT.md §1): signed-in staff of an organization get the feature dashboard;
 * customers and visitors the support dashboard (the visitor's in demo mode); /app/account is a customer's account.
 */
export default function SupportApp() {
  const { user, isAuthenticated } = useAuth();
  const rest = useParams()['*'] ?? '';
  const [loginOpen, setLoginOpen] = useState(false);
  if (isAuthenticated && user && STAFF_ROLES.has(user.role)) {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <FeatureDashboard rest={rest} />
      </Suspense>
    );
  }
  // A signed-in customer's own account page (issue 16); visitors have no account and see the dashboard.
  if (isAuthenticated && user && rest === 'account') {
    return (
      <Suspense fallback={<div aria-busy="true" />}>
        <AccountPage />
      </Suspense>
    );
  }
  return (
    <>
      <SupportDashboardContainer onSignIn={() => setLoginOpen(true)} />
      <LoginDialogContainer open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
