import type { User } from '../../db/entities/index.ts';

/**
 * Whether an account must sign in with two-factor sign-in: staff of an organization whose admins require it, the
 * super admin when the server is configured so (QAFILA_ADMIN_REQUIRE_TWO_FACTOR). Customers never (issue 16). The
 * user's organization must be loaded.
 */
export function twoFactorRequired(user: User, adminRequiresTwoFactor: boolean): boolean {
  if (user.role === 'super_admin') return adminRequiresTwoFactor;
  if (user.role === 'org_admin' || user.role === 'org_user') return user.organization.requireTwoFactor;
  return false;
}

/** Required and not on yet: the account may only set it up, sign out and read who it is. */
export function mustSetUpTwoFactor(user: User, adminRequiresTwoFactor: boolean): boolean {
  return !user.totpEnabledAt && twoFactorRequired(user, adminRequiresTwoFactor);
}
