import type { EntityManager } from '@mikro-orm/core';
import {
  ChangeOwnPassword,
  CreateManagedUser,
  CreateOrgUser,
  type ManagedUser,
  type Profile,
  type Role,
  UpdateManagedUser,
  UpdateOrgUser,
  UpdateProfile,
  USERNAME_PATTERN,
} from '@qafila/contracts';
import { Organization, User } from '../../db/entities/index.ts';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  parseInput,
  TooManyAttemptsError,
} from '../../domain/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { type Actor, CLI_ACTOR, recordAudit } from '../audit/service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Authenticated, AuthService } from '../auth/service.ts';
import { assertWithinLimit } from '../billing/limits.ts';
import { createSubscriptionFor } from '../billing/service.ts';
import { toManagedUsers, toProfile, toUserSummary, type UserSummary } from './dto.ts';
import {
  actorOf,
  assertAvailable,
  assertMayManage,
  checkPasswordPolicy,
  findManaged,
  type Manager,
  ORGANIZATION_CLASHES,
  PLATFORM_CLASHES,
  planTypeForTier,
  removeUser,
  uniqueOrConflict,
} from './rules.ts';

function slug(text: string): string {
  const s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'org';
}

/** The fields of UpdateProfile as they are stored: empty strings clear the optional ones. */
const PROFILE_FIELDS = [
  'name',
  'email',
  'jobTitle',
  'companyName',
  'phoneNumber',
  'language',
  'emailNotifications',
] as const;

/**
 * The users domain: accounts, their unique names, roles and passwords, for every audience — the super admin portal
 * and the CLI (`Manager` 'platform'), organization admins ('organization'), and each user's own profile. The route
 * files of those audiences only call it; every change is written to the audit log in the same unit of work.
 */
export function createUserService(options: { em: EntityManager; auth: AuthService; limiter: RateLimiter }) {
  const { em, auth, limiter } = options;

  return {
    /** Every account, for `qafila users list`. */
    async list(): Promise<UserSummary[]> {
      const users = await em.find(User, {}, { populate: ['organization'], orderBy: { id: 'asc' } });
      return users.map(toUserSummary);
    },

    /** The accounts a manager manages (never super admins), oldest first. */
    async listManaged(manager: Manager): Promise<ManagedUser[]> {
      assertMayManage(manager);
      const within = manager.scope === 'organization' ? { organization: manager.caller.organization.id } : {};
      const users = await em.find(
        User,
        { role: { $ne: 'super_admin' }, ...within },
        { populate: ['organization'], orderBy: { id: 'asc' } },
      );
      return toManagedUsers(em, users);
    },

    /**
     * The super admin (or the CLI) creates a user in an organization of their own, which they administer: an
     * enterprise user is forced to the enterprise plan, an individual user to starter (spec 001 §4).
     */
    async createAccount(actor: Actor, raw: unknown): Promise<ManagedUser> {
      const input = parseInput(CreateManagedUser, raw);
      checkPasswordPolicy(input.username, input.password);
      const isEnterprise = input.isEnterprise === true;
      await assertAvailable(em, input, { clashes: PLATFORM_CLASHES });
      const created = await uniqueOrConflict(PLATFORM_CLASHES, () =>
        em.transactional(async (tx) => {
          const base = slug(input.companyName || input.username);
          let subdomain = base;
          for (let i = 2; await tx.count(Organization, { subdomain }); i++) subdomain = `${base}-${i}`;
          // Their organization's subscription follows the user's plan (enterprise or starter).
          const organization = tx.create(Organization, {
            name: input.companyName || input.name || input.username,
            subdomain,
            subscriptionTier: isEnterprise ? 'enterprise' : 'starter',
          });
          createSubscriptionFor(tx, organization);
          const user = tx.create(User, {
            organization,
            username: input.username,
            email: input.email.toLowerCase(),
            name: input.name ?? null,
            companyName: input.companyName ?? null,
            phoneNumber: input.phoneNumber ?? null,
            role: 'org_admin',
            planType: isEnterprise ? 'enterprise' : 'starter',
            isEnterprise,
            passwordHash: await hashPassword(input.password),
          });
          await tx.flush();
          const after = (await toManagedUsers(tx, [user]))[0];
          recordAudit(tx, { actor, action: 'user.create', targetType: 'user', targetId: user.id, after });
          return user;
        }),
      );
      return (await toManagedUsers(em, [created]))[0]!;
    },

    /** An organization admin adds a user to their organization, on the organization's plan. */
    async createMember(caller: User, raw: unknown): Promise<ManagedUser> {
      assertMayManage({ scope: 'organization', caller });
      const input = parseInput(CreateOrgUser, raw);
      checkPasswordPolicy(input.username, input.password);
      const rule = { clashes: ORGANIZATION_CLASHES, emailWithin: caller.organization.id };
      await assertAvailable(em, input, rule);
      const passwordHash = await hashPassword(input.password);
      return em.transactional(async (tx) => {
        // A member of staff takes a seat of the plan's user limit (402 beyond it); a customer does not.
        await assertWithinLimit(tx, caller.organization.id, 'users', { role: input.role });
        const user = tx.create(User, {
          organization: caller.organization.id,
          username: input.username,
          email: input.email.toLowerCase(),
          name: input.name || null,
          phoneNumber: input.phoneNumber || null,
          companyName: caller.organization.name,
          role: input.role,
          planType: planTypeForTier(caller.organization.subscriptionTier),
          isEnterprise: false,
          passwordHash,
        });
        await uniqueOrConflict(ORGANIZATION_CLASHES, () => tx.flush());
        const after = (await toManagedUsers(tx, [user]))[0]!;
        recordAudit(tx, { actor: caller, action: 'user.create', targetType: 'user', targetId: user.id, after });
        await tx.flush();
        return after;
      });
    },

    /**
     * Edits a managed user. The super admin may change the plan freely; an organization admin may change roles
     * within their organization, but not their own.
     */
    async updateManaged(manager: Manager, id: number, raw: unknown): Promise<ManagedUser> {
      assertMayManage(manager);
      const platform = manager.scope === 'platform';
      const input = platform ? parseInput(UpdateManagedUser, raw) : parseInput(UpdateOrgUser, raw);
      const user = await findManaged(em, manager, id);
      const role = 'role' in input ? input.role : undefined;
      if (!platform && user.id === manager.caller.id && role !== undefined && role !== user.role)
        throw new ConflictError('You cannot change your own role');
      const clashes = platform ? PLATFORM_CLASHES : ORGANIZATION_CLASHES;
      await assertAvailable(em, input, {
        clashes,
        exceptId: user.id,
        ...(platform ? {} : { emailWithin: manager.caller.organization.id }),
      });
      const before = (await toManagedUsers(em, [user]))[0];
      if (input.username !== undefined) user.username = input.username;
      if (input.email !== undefined) user.email = input.email.toLowerCase();
      if (input.name !== undefined) user.name = input.name || null;
      if ('companyName' in input && input.companyName !== undefined) user.companyName = input.companyName || null;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if ('planType' in input && input.planType !== undefined) user.planType = input.planType;
      if ('isEnterprise' in input && input.isEnterprise !== undefined) user.isEnterprise = input.isEnterprise;
      if (role !== undefined) user.role = role;
      const after = (await toManagedUsers(em, [user]))[0]!;
      recordAudit(em, {
        actor: actorOf(manager),
        action: 'user.update',
        targetType: 'user',
        targetId: user.id,
        before,
        after,
      });
      await uniqueOrConflict(clashes, () => em.flush());
      return after;
    },

    /** Deletes a managed user with their sessions and feature assignments (an organization admin never themselves). */
    async deleteManaged(manager: Manager, id: number): Promise<void> {
      assertMayManage(manager);
      const user = await findManaged(em, manager, id);
      if (manager.scope === 'organization' && user.id === manager.caller.id)
        throw new ConflictError('You cannot delete your own account');
      const before = (await toManagedUsers(em, [user]))[0];
      await removeUser(em, actorOf(manager), user, before);
    },

    /** Creates a super admin in the platform organization (CLI only: the API never creates super admins). */
    async createSuperAdmin(input: {
      username: string;
      email?: string | undefined;
      password: string;
      name?: string | undefined;
    }) {
      const username = input.username.trim().toLowerCase();
      if (!USERNAME_PATTERN.test(username))
        throw new InvalidInputError('username must be 3-50 letters, digits, dots, dashes or underscores');
      checkPasswordPolicy(username, input.password);
      const email = input.email?.trim().toLowerCase() || null;
      await assertAvailable(em, { username, email: email ?? undefined }, { clashes: PLATFORM_CLASHES });
      const platform = await em.findOne(Organization, { kind: 'platform' });
      if (!platform) throw new ConflictError('The platform organization does not exist yet: run qafila db seed first');
      const passwordHash = await hashPassword(input.password);
      return em.transactional(async (tx) => {
        const user = tx.create(User, {
          organization: platform,
          username,
          email,
          name: input.name ?? null,
          role: 'super_admin',
          passwordHash,
        });
        await tx.flush();
        recordAudit(tx, {
          actor: CLI_ACTOR,
          action: 'admin.create',
          targetType: 'user',
          targetId: user.id,
          after: { username, email },
        });
        return { id: user.id, username: user.username };
      });
    },

    /** Sets a user's password after checking the policy (CLI: no current password needed). */
    async setPassword(username: string, password: string, setOptions: { role?: Role } = {}): Promise<void> {
      checkPasswordPolicy(username, password);
      const user = await em.findOne(User, { username, ...(setOptions.role ? { role: setOptions.role } : {}) });
      if (!user)
        throw new NotFoundError(`no ${setOptions.role === 'super_admin' ? 'super admin' : 'user'} named '${username}'`);
      user.passwordHash = await hashPassword(password);
      recordAudit(em, { actor: CLI_ACTOR, action: 'user.set-password', targetType: 'user', targetId: user.id });
      await em.flush();
    },

    async profile(me: Authenticated): Promise<Profile> {
      return toProfile(await em.findOneOrFail(User, { id: me.user.id }, { populate: ['organization'] }));
    },

    /**
     * Any signed-in user's own profile. `language` is the same stored preference as `/api/me/preferences`; the audit
     * log gets the changed fields before and after.
     */
    async updateProfile(me: Authenticated, raw: unknown): Promise<Profile> {
      const input = parseInput(UpdateProfile, raw);
      const user = await em.findOneOrFail(User, { id: me.user.id }, { populate: ['organization'] });
      const before = toProfile(user);
      if (input.email !== undefined) {
        // Unique within the organization, answered as the platform answers (the user sees only their own).
        const email = input.email.trim().toLowerCase();
        const rule = { clashes: PLATFORM_CLASHES, emailWithin: user.organization.id, exceptId: user.id };
        await assertAvailable(em, { email }, rule);
        user.email = email;
      }
      if (input.name !== undefined) user.name = input.name;
      if (input.jobTitle !== undefined) user.jobTitle = input.jobTitle || null;
      if (input.companyName !== undefined) user.companyName = input.companyName || null;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if (input.language !== undefined) user.preferredLanguage = input.language;
      if (input.emailNotifications !== undefined) user.emailNotifications = input.emailNotifications;
      const after = toProfile(user);
      const changed = PROFILE_FIELDS.filter((k) => before[k] !== after[k]);
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
      await uniqueOrConflict(PLATFORM_CLASHES, () => em.flush());
      return after;
    },

    /**
     * The signed-in user changes their own password after giving the current one: through the admin portal
     * (`via: 'admin'`) or their profile. 5 wrong current passwords in 15 minutes per user: 429 with Retry-After (the
     * CLI can always set a password). Every other session of the user is revoked; the one making the change stays.
     */
    async changeOwnPassword(me: Authenticated, raw: unknown, via: 'admin' | 'profile'): Promise<{ success: true }> {
      const key = `${via === 'admin' ? 'admin' : 'user'}:${me.user.id}`;
      const state = limiter.peek(key);
      if (state.limited) {
        throw new TooManyAttemptsError(
          `Too many attempts. Try again in ${state.retryAfterSeconds} seconds.`,
          state.retryAfterSeconds,
        );
      }
      const input = parseInput(ChangeOwnPassword, raw);
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
      recordAudit(em, { actor: user, action: `${via}.change-password`, targetType: 'user', targetId: user.id });
      await em.flush();
      await auth.revokeOthers(user.id, me.session.id);
      return { success: true };
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
