import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ChangeOwnPassword, type Profile, UpdateProfile } from '@qafila/contracts';
import { User } from '../../db/entities/index.ts';
import { ConflictError, InvalidInputError, parseInput, TooManyAttemptsError } from '../../domain/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Authenticated, AuthService } from '../auth/service.ts';
import { checkPasswordPolicy } from '../users/service.ts';

const EMAIL_TAKEN = 'A user with this email already exists';

export function toProfile(u: User): Profile {
  return {
    id: u.id,
    username: u.username,
    name: u.name ?? null,
    email: u.email ?? null,
    jobTitle: u.jobTitle ?? null,
    companyName: u.companyName ?? null,
    phoneNumber: u.phoneNumber ?? null,
    role: u.role,
    organizationName: u.organization.name,
    language: u.preferredLanguage ?? null,
    emailNotifications: u.emailNotifications,
  };
}

/** The fields of UpdateProfile as they are stored: empty strings clear the optional ones. */
const EDITABLE = ['name', 'email', 'jobTitle', 'companyName', 'phoneNumber', 'language', 'emailNotifications'] as const;

/**
 * Any signed-in user's own profile (`/api/me`) and password. `language` is the same stored preference as
 * `/api/me/preferences`. Changes are written to the audit log with the values before and after (never passwords).
 */
export function createProfileService(options: { em: EntityManager; auth: AuthService; limiter: RateLimiter }) {
  const { auth, limiter } = options;

  async function load(em: EntityManager, id: number): Promise<User> {
    return em.findOneOrFail(User, { id }, { populate: ['organization'] });
  }

  return {
    async get(me: Authenticated): Promise<Profile> {
      return toProfile(await load(options.em.fork(), me.user.id));
    },

    async update(me: Authenticated, raw: unknown): Promise<Profile> {
      const input = parseInput(UpdateProfile, raw);
      const em = options.em.fork();
      const user = await load(em, me.user.id);
      const before = toProfile(user);
      if (input.email !== undefined) {
        const email = input.email.trim().toLowerCase();
        if (await em.count(User, { email, organization: user.organization.id, id: { $ne: user.id } }))
          throw new ConflictError(EMAIL_TAKEN);
        user.email = email;
      }
      if (input.name !== undefined) user.name = input.name;
      if (input.jobTitle !== undefined) user.jobTitle = input.jobTitle || null;
      if (input.companyName !== undefined) user.companyName = input.companyName || null;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if (input.language !== undefined) user.preferredLanguage = input.language;
      if (input.emailNotifications !== undefined) user.emailNotifications = input.emailNotifications;
      const after = toProfile(user);
      const changed = EDITABLE.filter((k) => before[k] !== after[k]);
      if (changed.length) {
        recordAudit(em, {
          actor: user,
          action: 'profile.update',
          targetType: 'user',
          targetId: user.id,
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k]])),
        });
      }
      try {
        await em.flush();
      } catch (err) {
        if (err instanceof UniqueConstraintViolationException) throw new ConflictError(EMAIL_TAKEN);
        throw err;
      }
      return after;
    },

    /**
     * Changes the caller's password after checking the current one (5 wrong attempts in 15 minutes: 429). Every
     * other session of the user is revoked; the one making the change stays signed in.
     */
    async changePassword(me: Authenticated, raw: unknown): Promise<{ success: true }> {
      const key = `user:${me.user.id}`;
      const state = limiter.peek(key);
      if (state.limited) {
        throw new TooManyAttemptsError(
          `Too many attempts. Try again in ${state.retryAfterSeconds} seconds.`,
          state.retryAfterSeconds,
        );
      }
      const input = parseInput(ChangeOwnPassword, raw);
      const em = options.em.fork();
      const user = await em.findOneOrFail(User, { id: me.user.id }, { populate: ['passwordHash'] });
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        limiter.hit(key);
        throw new InvalidInputError('Current password is incorrect');
      }
      limiter.reset(key);
      if (input.currentPassword === input.newPassword)
        throw new InvalidInputError('The new password must differ from the current one');
      checkPasswordPolicy(user.username, input.newPassword);
      user.passwordHash = await hashPassword(input.newPassword);
      recordAudit(em, { actor: user, action: 'profile.change-password', targetType: 'user', targetId: user.id });
      await em.flush();
      await auth.revokeOthers(user.id, me.session.id);
      return { success: true };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
