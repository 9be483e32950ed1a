import { TwoFactorRequiredView } from '@qafila/ui/screens/account';
import { useQuery } from '@tanstack/react-query';
import { type AccountKind, TwoFactorSection, twoFactorStatusQuery } from '../account/securitySections.tsx';

/**
 * While a required two-factor sign-in is off (issue 16), the only thing an account can do: turn it on (the server
 * refuses everything else), then Continue; or sign out. Continue waits until the recovery codes were shown.
 */
export function TwoFactorRequired({
  kind,
  onContinue,
  onSignOut,
}: {
  kind: AccountKind;
  onContinue(): void;
  onSignOut(): void;
}) {
  const status = useQuery(twoFactorStatusQuery(kind));
  return (
    <TwoFactorRequiredView
      reason={kind === 'admin' ? 'server' : 'organization'}
      card={<TwoFactorSection kind={kind} />}
      enabled={status.data?.enabled ?? false}
      onContinue={onContinue}
      onSignOut={onSignOut}
    />
  );
}
