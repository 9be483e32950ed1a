import { useAuth } from '../auth/AuthContext.tsx';
import { FeatureDashboardContainer } from './FeatureDashboardContainer.tsx';
import { TwoFactorRequired } from './TwoFactorRequired.tsx';

/** `/app/<rest>` → the section: `dashboard/<id>` names it; `/app`, `/app/chat`, `/app/dashboard` and others are the overview. */
export function sectionFromPath(rest: string): string {
  const [first, second] = rest.split('/').filter(Boolean);
  if (first === 'dashboard' && second) {
    try {
      return decodeURIComponent(second);
    } catch {
      return second;
    }
  }
  return 'overview';
}

/** The feature dashboard chunk: the section comes from the URL, so it can be shared and survives a reload. */
export default function FeatureDashboard({ rest }: { rest: string }) {
  const { user, signOut, refresh } = useAuth();
  // The organization requires two-factor sign-in and this account has not turned it on: nothing else works yet.
  if (user?.twoFactorSetupRequired) {
    return <TwoFactorRequired kind="me" onContinue={() => void refresh()} onSignOut={signOut} />;
  }
  return <FeatureDashboardContainer section={sectionFromPath(rest)} />;
}
