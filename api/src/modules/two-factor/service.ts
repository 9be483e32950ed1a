import type { EntityManager } from '@mikro-orm/core';
import {
  ORG_TWO_FACTOR_SELF_FIRST,
  OrgSecurity,
  type OrgSecurityStatus,
  type RecoveryCodes,
  TWO_FACTOR_INVALID_CODE,
  TWO_FACTOR_STILL_REQUIRED,
  TwoFactorConfirm,
  TwoFactorLoginRequest,
  TwoFactorPasswordAndCode,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@qafila/contracts';
import { Organization, User } from '../../db/entities/index.ts';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  NotSignedInError,
  parseInput,
  TooManyAttemptsError,
} from '../../domain/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { verifyPassword } from '../auth/password.ts';
import type { AuthService, Opened, SessionContext, SessionKind } from '../auth/service.ts';
import { assertOrganizationActive } from '../organizations/service.ts';
import { createChallenges } from './challenge.ts';
import { twoFactorRequired } from './required.ts';
import { enrolment, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep } from './totp.ts';

/** The one answer to a wrong password or code when turning it off or renewing the recovery codes. */
export const WRONG_PASSWORD_OR_CODE = 'The password or the code is not valid.';
/** A sign-in's second step with a wrong code: the same answer as a wrong password. */
const INVALID_CREDENTIALS = 'Invalid credentials';
const CHALLENGE_EXPIRED = 'Your sign-in has expired. Enter your password again.';

/**
 * Two-factor sign-in (issue 16) for every account kind: enrol (setup, then confirm with a code), recovery codes, turn
 * off, and the sign-in's second step. Wrong codes count per account (`limiter`, key `two-factor:<user id>`: 5 in 15
 * minutes), for the sign-in and for the changes alike.
 */
export function createTwoFactorService(options: {
  em: EntityManager;
  auth: AuthService;
  secret: string;
  limiter: RateLimiter;
  /** QAFILA_ADMIN_REQUIRE_TWO_FACTOR. */
  adminRequiresTwoFactor?: boolean;
}) {
  const { em, auth, limiter } = options;
  const challenges = createChallenges(options.secret);
  const keyOf = (userId: number) => `two-factor:${userId}`;
  const required = (user: User) => twoFactorRequired(user, options.adminRequiresTwoFactor ?? false);

  /**
   * Whether `code` is a code of `secret` for a time step later than the last one the account used (RFC 6238 §5.2:
   * a code is accepted once); the step is remembered on success.
   */
  function acceptTotp(user: User, secret: string, code: string): boolean {
    const step = totpStep(secret, code);
    if (step === null || (user.totpLastStep != null && step <= user.totpLastStep)) return false;
    user.totpLastStep = step;
    return true;
  }

  const load = (userId: number) =>
    em.findOneOrFail(
      User,
      { id: userId },
      { populate: ['organization', 'passwordHash', 'totpSecret', 'totpPendingSecret', 'recoveryCodes'] },
    );

  function assertNotThrottled(userId: number): void {
    const state = limiter.peek(keyOf(userId));
    if (state.limited) {
      throw new TooManyAttemptsError(
        `Too many attempts. Try again in ${state.retryAfterSeconds} seconds.`,
        state.retryAfterSeconds,
      );
    }
  }

  /**
   * Whether `code` is a current TOTP code not used before or an unused recovery code of the user; either is used up.
   */
  function acceptCode(user: User, code: string): boolean {
    if (!user.totpSecret || !user.totpEnabledAt) return false;
    const compact = code.replace(/\s+/g, '');
    if (/^\d{6}$/.test(compact)) return acceptTotp(user, user.totpSecret, compact);
    const hash = hashRecoveryCode(code);
    const left = user.recoveryCodes ?? [];
    if (!left.includes(hash)) return false;
    user.recoveryCodes = left.filter((h) => h !== hash);
    return true;
  }

  /** The password and a code of an account with two-factor sign-in on; counts a failure otherwise. */
  async function checkPasswordAndCode(userId: number, raw: unknown): Promise<User> {
    assertNotThrottled(userId);
    const input = parseInput(TwoFactorPasswordAndCode, raw);
    const user = await load(userId);
    if (!user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is off.');
    const passwordOk = await verifyPassword(input.password, user.passwordHash);
    if (!passwordOk || !acceptCode(user, input.code)) {
      limiter.hit(keyOf(userId));
      throw new InvalidInputError(WRONG_PASSWORD_OR_CODE);
    }
    return user;
  }

  function freshRecoveryCodes(user: User): RecoveryCodes {
    const recoveryCodes = newRecoveryCodes();
    user.recoveryCodes = recoveryCodes.map(hashRecoveryCode);
    return { recoveryCodes };
  }

  return {
    async status(userId: number): Promise<TwoFactorStatus> {
      const user = await load(userId);
      return {
        enabled: Boolean(user.totpEnabledAt),
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpEnabledAt ? (user.recoveryCodes?.length ?? 0) : 0,
        required: required(user),
      };
    },

    /** A new pending secret (again: replaces the pending one); 409 while two-factor sign-in is on. */
    async setup(userId: number): Promise<TwoFactorSetup> {
      const user = await load(userId);
      if (user.totpEnabledAt)
        throw new ConflictError('Two-factor sign-in is already on. Turn it off to set it up again.');
      const secret = newTotpSecret();
      user.totpPendingSecret = secret;
      await em.flush();
      return { secret, ...(await enrolment(secret, user.username)) };
    },

    /** Turns it on with a code of the pending secret; the ten recovery codes, shown once. */
    async confirm(userId: number, raw: unknown): Promise<RecoveryCodes> {
      assertNotThrottled(userId);
      const input = parseInput(TwoFactorConfirm, raw);
      const user = await load(userId);
      if (user.totpEnabledAt) throw new ConflictError('Two-factor sign-in is already on.');
      if (!user.totpPendingSecret) throw new ConflictError('Set up two-factor sign-in first.');
      if (!acceptTotp(user, user.totpPendingSecret, input.code)) {
        limiter.hit(keyOf(userId));
        throw new InvalidInputError(TWO_FACTOR_INVALID_CODE);
      }
      user.totpSecret = user.totpPendingSecret;
      user.totpPendingSecret = null;
      user.totpEnabledAt = new Date();
      const codes = freshRecoveryCodes(user);
      recordAudit(em, { actor: user, action: 'two-factor.enable', targetType: 'user', targetId: user.id });
      await em.flush();
      return codes;
    },

    /** Turns it off with the password and a code (or a recovery code). */
    async disable(userId: number, raw: unknown): Promise<{ success: true }> {
      if (required(await load(userId))) throw new ConflictError(TWO_FACTOR_STILL_REQUIRED);
      const user = await checkPasswordAndCode(userId, raw);
      user.totpSecret = null;
      user.totpPendingSecret = null;
      user.totpEnabledAt = null;
      user.recoveryCodes = null;
      user.totpLastStep = null;
      recordAudit(em, { actor: user, action: 'two-factor.disable', targetType: 'user', targetId: user.id });
      await em.flush();
      return { success: true };
    },

    /**
     * Turns two-factor sign-in off for an account whose owner lost both their phone and their recovery codes: the
     * operator's way back in (`qafila users two-factor-off`), audited under the operator's name. The owner signs in
     * with their password alone and can turn it on again.
     */
    async resetByOperator(username: string, actor: Actor): Promise<{ wasOn: boolean }> {
      const user = await em.findOne(
        User,
        { username },
        { populate: ['totpSecret', 'totpPendingSecret', 'recoveryCodes'] },
      );
      if (!user) throw new NotFoundError(`no user named '${username}'`);
      const wasOn = Boolean(user.totpEnabledAt);
      user.totpSecret = null;
      user.totpPendingSecret = null;
      user.totpEnabledAt = null;
      user.recoveryCodes = null;
      user.totpLastStep = null;
      recordAudit(em, { actor, action: 'two-factor.reset', targetType: 'user', targetId: user.id });
      await em.flush();
      return { wasOn };
    },

    /** Ten new recovery codes, the old ones void, with the password and a code (or a recovery code). */
    async regenerateRecoveryCodes(userId: number, raw: unknown): Promise<RecoveryCodes> {
      const user = await checkPasswordAndCode(userId, raw);
      const codes = freshRecoveryCodes(user);
      recordAudit(em, { actor: user, action: 'two-factor.recovery-codes', targetType: 'user', targetId: user.id });
      await em.flush();
      return codes;
    },

    /** The organization's sign-in rule and which of its active staff have two-factor sign-in off. */
    async orgSecurity(organizationId: number): Promise<OrgSecurityStatus> {
      const organization = await em.findOneOrFail(Organization, { id: organizationId });
      const without = await em.find(
        User,
        { organization: organizationId, role: { $in: ['org_admin', 'org_user'] }, totpEnabledAt: null },
        { orderBy: { username: 'asc' } },
      );
      return {
        requireTwoFactor: organization.requireTwoFactor,
        staffWithoutTwoFactor: without.map((u) => ({ id: u.id, username: u.username, name: u.name ?? null })),
      };
    },

    /**
     * An organization admin requires two-factor sign-in of the organization's staff, or stops requiring it; to
     * require it they must have it on themselves (409). Staff without it may then only set it up. Audited.
     */
    async setOrgSecurity(adminId: number, raw: unknown): Promise<OrgSecurityStatus> {
      const input = parseInput(OrgSecurity, raw);
      const admin = await load(adminId);
      if (input.requireTwoFactor && !admin.totpEnabledAt) throw new ConflictError(ORG_TWO_FACTOR_SELF_FIRST);
      const organization = admin.organization;
      if (organization.requireTwoFactor !== input.requireTwoFactor) {
        organization.requireTwoFactor = input.requireTwoFactor;
        recordAudit(em, {
          actor: admin,
          action: input.requireTwoFactor ? 'organization.two-factor.require' : 'organization.two-factor.optional',
          targetType: 'organization',
          targetId: organization.id,
        });
        await em.flush();
      }
      return this.orgSecurity(organization.id);
    },

    /** The challenge a first sign-in step answers for an account with two-factor sign-in on. */
    challenge(user: User, kind: SessionKind): string {
      return challenges.issue(user.id, kind);
    },

    /**
     * The second step: a genuine, unexpired, unused challenge of this kind of session and a code of its account.
     * 401 with the wrong password's message for a wrong code; 429 past 5 wrong codes of the account in 15 minutes.
     */
    async completeLogin(raw: unknown, context: SessionContext): Promise<Opened> {
      const input = parseInput(TwoFactorLoginRequest, raw);
      const claims = challenges.verify(input.challenge, context.kind);
      if (!claims) throw new NotSignedInError(CHALLENGE_EXPIRED);
      assertNotThrottled(claims.userId);
      const user = await em.findOne(
        User,
        { id: claims.userId },
        { populate: ['organization', 'totpSecret', 'recoveryCodes'] },
      );
      if (!user || !auth.allows(user, context.kind)) throw new NotSignedInError(CHALLENGE_EXPIRED);
      if (!acceptCode(user, input.code)) {
        limiter.hit(keyOf(user.id));
        throw new NotSignedInError(INVALID_CREDENTIALS);
      }
      if (!challenges.consume(claims)) throw new NotSignedInError(CHALLENGE_EXPIRED);
      assertOrganizationActive(user.organization);
      // The flush that stores the session also stores a used recovery code's removal.
      return auth.openSession(user, context);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
