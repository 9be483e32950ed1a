import { useState } from 'react';
import { LoginDialogContainer } from '../auth/LoginDialogContainer.tsx';
import { SupportDashboardContainer } from '../support/SupportDashboardContainer.tsx';

/** /app and every /app/* path: the support dashboard, for the signed-in customer or the demo workspace. */
export default function SupportApp() {
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <SupportDashboardContainer onSignIn={() => setLoginOpen(true)} />
      <LoginDialogContainer open={loginOpen} onOpenChange={setLoginOpen} />
    </>
  );
}
