import { z } from 'zod';
import { AdminLoginResponse } from './admin.ts';
import { IsoDateTime } from './common.ts';
import { safeText } from './text.ts';
import { LoginResponse } from './users.ts';

/**
 * Two-factor sign-in (issue 16): TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, the previous and next step
 * accepted) for every account kind, with ten single-use recovery codes stored hashed.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in challenge is valid this long after the password was right. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;
/** Wrong codes per account in `TWO_FACTOR_WINDOW_MINUTES` before 429. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_WINDOW_MINUTES = 15;
/** A recovery code as shown: three groups of four lowercase letters or digits, e.g. `k7m2-q9xp-4hw3`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

/** The one message of a wrong code when enrolling. */
export const TWO_FACTOR_INVALID_CODE = 'The code is not valid. Check the time on your phone and try the newest code.';

/** The 403 of every call but setting it up, signing out and a few more, while a required two-factor sign-in is off. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Two-factor sign-in is required for your account. Set it up to continue.';
/** Turning it off while it is required. */
export const TWO_FACTOR_STILL_REQUIRED = 'Two-factor sign-in is required for your account, so it cannot be turned off.';

/** A code from the authenticator app: six digits (spaces around are ignored). */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'code must be 6 digits' });

/** A code from the authenticator app or an unused recovery code. */
export const TwoFactorCode = safeText(
  z.string().trim().min(1, { error: 'code is required' }).max(64, { error: 'code must be at most 64 characters' }),
  'code',
);

/** `GET /api/me/two-factor`. */
export const TwoFactorStatus = z
  .object({
    enabled: z.boolean(),
    enabledAt: IsoDateTime.nullable(),
    recoveryCodesLeft: z.number().int().nonnegative(),
    /**
     * Whether the account must have it: staff of an organization whose admin requires it, the super admin when the
     * server is configured so. Then it cannot be turned off, and until it is on every other call answers 403
     * `TWO_FACTOR_SETUP_REQUIRED`.
     */
    required: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `POST /api/me/two-factor/setup`: the pending secret, to scan (QR code as SVG) or type in (base32 key). */
export const TwoFactorSetup = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
    qrSvg: z.string(),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** `POST /api/me/two-factor/confirm`. */
export const TwoFactorConfirm = z.object({ code: TotpCode }).meta({ id: 'TwoFactorConfirm' });
export type TwoFactorConfirm = z.infer<typeof TwoFactorConfirm>;

/** The ten recovery codes, shown once (after confirming, or regenerated). */
export const RecoveryCodes = z
  .object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Turning two-factor sign-in off, or new recovery codes: the password and a current code or a recovery code. */
export const TwoFactorPasswordAndCode = z
  .object({
    password: safeText(z.string().min(1, { error: 'password is required' }).max(1000), 'password'),
    code: TwoFactorCode,
  })
  .meta({ id: 'TwoFactorPasswordAndCode' });
export type TwoFactorPasswordAndCode = z.infer<typeof TwoFactorPasswordAndCode>;

/** The first sign-in step's answer for an account with two-factor sign-in on: send the challenge with a code. */
export const TwoFactorChallenge = z
  .object({ twoFactorRequired: z.literal(true), challenge: z.string() })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** `POST /api/auth/login/two-factor` and `POST /api/admin/login/two-factor`. */
export const TwoFactorLoginRequest = z
  .object({
    challenge: z.string().min(1, { error: 'challenge is required' }).max(2000),
    code: TwoFactorCode,
  })
  .meta({ id: 'TwoFactorLoginRequest' });
export type TwoFactorLoginRequest = z.infer<typeof TwoFactorLoginRequest>;

/** `POST /api/auth/login`: the token and user, or a challenge when the account has two-factor sign-in on. */
export const LoginAnswer = z.union([LoginResponse, TwoFactorChallenge]).meta({ id: 'LoginAnswer' });
export type LoginAnswer = z.infer<typeof LoginAnswer>;

/** `POST /api/admin/login`: the token, or a challenge when the super admin has two-factor sign-in on. */
export const AdminLoginAnswer = z.union([AdminLoginResponse, TwoFactorChallenge]).meta({ id: 'AdminLoginAnswer' });
export type AdminLoginAnswer = z.infer<typeof AdminLoginAnswer>;

/** Narrows a first-step answer. */
export function isTwoFactorChallenge(answer: object): answer is TwoFactorChallenge {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

/** One signed-in session of the caller (`GET /api/me/sessions`, `GET /api/admin/sessions`). */
export const SignInSession = z
  .object({
    /** Not the session's secret: a public name for it, to revoke it by. */
    id: z.string(),
    /** The session of this very request. */
    current: z.boolean(),
    /** The browser and system from the user agent, e.g. "Chrome 140 on Windows"; null when not known. */
    device: z.string().nullable(),
    /** "mobile", "tablet", "desktop" or null when not known. */
    deviceType: z.enum(['mobile', 'tablet', 'desktop']).nullable(),
    ip: z.string().nullable(),
    createdAt: IsoDateTime,
    /** Last request, to the minute. */
    lastSeenAt: IsoDateTime,
    expiresAt: IsoDateTime,
  })
  .meta({ id: 'SignInSession' });
export type SignInSession = z.infer<typeof SignInSession>;

export const SessionPublicIdParams = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{16}$/, { error: 'sessionId is not valid' }),
});

/** `GET|PUT /api/org/security`: the organization's sign-in rules that its admins set. */
export const OrgSecurity = z
  .object({
    /** Staff (organization users and admins) must sign in with two-factor sign-in. Customers are not concerned. */
    requireTwoFactor: z.boolean({ error: 'requireTwoFactor must be true or false' }),
  })
  .meta({ id: 'OrgSecurity' });
export type OrgSecurity = z.infer<typeof OrgSecurity>;

/** `GET /api/org/security`: the rules and who of the staff has two-factor sign-in off. */
export const OrgSecurityStatus = OrgSecurity.extend({
  staffWithoutTwoFactor: z.array(
    z.object({ id: z.number().int().positive(), username: z.string(), name: z.string().nullable() }),
  ),
}).meta({ id: 'OrgSecurityStatus' });
export type OrgSecurityStatus = z.infer<typeof OrgSecurityStatus>;

/** Turning the rule on while one's own two-factor sign-in is off. */
export const ORG_TWO_FACTOR_SELF_FIRST = 'Turn on two-factor sign-in for your own account first.';
