import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  type BillingPlan,
  ChangePasswordRequest,
  CreateManagedUser,
  type Feature as FeatureDto,
  type FeatureKey,
  type ManagedUser,
  UpdateManagedUser,
} from '@qafila/contracts';
import { Feature, Organization, Plan, User, UserFeature } from '../../db/entities/index.ts';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  parseInput,
  TooManyAttemptsError,
} from '../../domain/errors.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Authenticated, AuthService } from '../auth/service.ts';
import { createSubscriptionFor } from '../billing/service.ts';
import { checkPasswordPolicy } from '../users/service.ts';

function slug(text: string): string {
  const s = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'org';
}

/** Users as the admin portal (and org admins) see them, with their assigned features. */
export async function managedUsers(em: EntityManager, users: User[]): Promise<ManagedUser[]> {
  const links = users.length
    ? await em.find(UserFeature, { user: { $in: users.map((u) => u.id) } }, { orderBy: { id: 'asc' } })
    : [];
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    email: u.email ?? null,
    name: u.name ?? null,
    companyName: u.companyName ?? null,
    phoneNumber: u.phoneNumber ?? null,
    planType: u.planType,
    isEnterprise: u.isEnterprise,
    role: u.role,
    organizationId: u.organization.id,
    features: links.filter((l) => l.user.id === u.id).map((l) => l.feature.id as FeatureKey),
  }));
}

/** The super admin's user and feature management (spec 001 §7). Super admins themselves are not managed here. */
export function createAdminService(options: { em: EntityManager; auth: AuthService; limiter: RateLimiter }) {
  const rootEm = options.em;

  async function findManaged(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id, role: { $ne: 'super_admin' } }, { populate: ['organization'] });
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** 409 naming the clash: the username is checked first, then the e-mail. */
  async function checkUnique(
    em: EntityManager,
    username: string | undefined,
    email: string | undefined,
    exceptId?: number,
  ) {
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    if (username && (await em.count(User, { username, ...others })))
      throw new ConflictError('A user with this username already exists');
    if (email && (await em.count(User, { email: email.toLowerCase(), ...others })))
      throw new ConflictError('A user with this email already exists');
  }

  async function uniqueOrConflict(run: () => Promise<void>) {
    try {
      await run();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        const text = String(err.message);
        throw new ConflictError(
          text.includes('email') ? 'A user with this email already exists' : 'A user with this username already exists',
        );
      }
      throw err;
    }
  }

  return {
    async listUsers(): Promise<ManagedUser[]> {
      const em = rootEm.fork();
      const users = await em.find(
        User,
        { role: { $ne: 'super_admin' } },
        { populate: ['organization'], orderBy: { id: 'asc' } },
      );
      return managedUsers(em, users);
    },

    /**
     * Creates a user in an organization of their own (they administer it): an enterprise user is forced to the
     * enterprise plan, an individual user to starter (spec 001 §4).
     */
    async createUser(actor: Actor, raw: unknown): Promise<ManagedUser> {
      const input = parseInput(CreateManagedUser, raw);
      checkPasswordPolicy(input.username, input.password);
      const isEnterprise = input.isEnterprise === true;
      const em = rootEm.fork();
      await checkUnique(em, input.username, input.email);
      let created: User | undefined;
      await uniqueOrConflict(async () => {
        await em.transactional(async (tx) => {
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
          created = tx.create(User, {
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
          recordAudit(tx, {
            actor,
            action: 'user.create',
            targetType: 'user',
            targetId: created.id,
            after: (await managedUsers(tx, [created]))[0],
          });
        });
      });
      return (await managedUsers(em, [created!]))[0]!;
    },

    async updateUser(actor: Actor, id: number, raw: unknown): Promise<ManagedUser> {
      const input = parseInput(UpdateManagedUser, raw);
      const em = rootEm.fork();
      const user = await findManaged(em, id);
      await checkUnique(em, input.username, input.email, user.id);
      const before = (await managedUsers(em, [user]))[0];
      if (input.username !== undefined) user.username = input.username;
      if (input.email !== undefined) user.email = input.email.toLowerCase();
      if (input.name !== undefined) user.name = input.name || null;
      if (input.companyName !== undefined) user.companyName = input.companyName || null;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if (input.planType !== undefined) user.planType = input.planType;
      if (input.isEnterprise !== undefined) user.isEnterprise = input.isEnterprise;
      const after = (await managedUsers(em, [user]))[0]!;
      recordAudit(em, { actor, action: 'user.update', targetType: 'user', targetId: user.id, before, after });
      await uniqueOrConflict(() => em.flush());
      return after;
    },

    /** Deletes a user and their sessions and feature assignments; a customer with shipments cannot be deleted. */
    async deleteUser(actor: Actor, id: number): Promise<void> {
      const em = rootEm.fork();
      const user = await findManaged(em, id);
      const before = (await managedUsers(em, [user]))[0];
      try {
        em.remove(user);
        recordAudit(em, { actor, action: 'user.delete', targetType: 'user', targetId: id, before });
        await em.flush();
      } catch (err) {
        if ((err as { name?: string }).name === 'ForeignKeyConstraintViolationException') {
          throw new ConflictError('This user still owns shipments or conversations and cannot be deleted');
        }
        throw err;
      }
    },

    async listFeatures(): Promise<FeatureDto[]> {
      const rows = await rootEm.fork().find(Feature, {}, { orderBy: { category: 'asc', name: 'asc' } });
      return rows.map((f) => ({
        id: f.id as FeatureKey,
        name: f.name,
        category: f.category,
        description: f.description,
        isActive: f.isActive,
      }));
    },

    async assignFeature(actor: Actor, userId: number, featureId: string): Promise<{ message: string }> {
      const em = rootEm.fork();
      const user = await findManaged(em, userId);
      const feature = await em.findOne(Feature, { id: featureId });
      if (!feature) throw new NotFoundError('Feature not found');
      const existing = await em.findOne(UserFeature, { user: user.id, feature: feature.id });
      if (!existing) {
        em.create(UserFeature, { user, feature });
        recordAudit(em, {
          actor,
          action: 'feature.assign',
          targetType: 'user',
          targetId: user.id,
          after: { feature: feature.id },
        });
        await em.flush();
      }
      return { message: `${feature.name} assigned successfully` };
    },

    async removeFeature(actor: Actor, userId: number, featureId: string): Promise<{ message: string }> {
      const em = rootEm.fork();
      const user = await findManaged(em, userId);
      const link = await em.findOne(UserFeature, { user: user.id, feature: featureId });
      if (!link) throw new NotFoundError('This feature is not assigned to the user');
      em.remove(link);
      recordAudit(em, {
        actor,
        action: 'feature.revoke',
        targetType: 'user',
        targetId: user.id,
        before: { feature: featureId },
      });
      await em.flush();
      return { message: 'Feature removed successfully' };
    },

    async statistics(): Promise<{ totalFeatures: number; totalAssociations: number }> {
      const em = rootEm.fork();
      const [totalFeatures, totalAssociations] = await Promise.all([em.count(Feature, {}), em.count(UserFeature, {})]);
      return { totalFeatures, totalAssociations };
    },

    info(admin: Authenticated) {
      return {
        id: admin.user.id,
        username: admin.user.username,
        name: admin.user.name ?? null,
        email: admin.user.email ?? null,
        role: admin.user.role,
        sessionExpiresAt: admin.session.expiresAt.toISOString(),
      };
    },

    /** Changes the signed-in admin's password and revokes their other sessions. */
    /** 5 wrong current passwords in 15 minutes: 429 with Retry-After (the CLI can always set the password). */
    async changePassword(admin: Authenticated, raw: unknown): Promise<{ success: true }> {
      const key = `admin:${admin.user.id}`;
      const state = options.limiter.peek(key);
      if (state.limited) {
        throw new TooManyAttemptsError(
          `Too many attempts. Try again in ${state.retryAfterSeconds} seconds.`,
          state.retryAfterSeconds,
        );
      }
      const input = parseInput(ChangePasswordRequest, raw);
      const em = rootEm.fork();
      const user = await em.findOneOrFail(User, { id: admin.user.id }, { populate: ['passwordHash'] });
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        options.limiter.hit(key);
        throw new InvalidInputError('Current password is incorrect');
      }
      options.limiter.reset(key);
      if (input.currentPassword === input.newPassword)
        throw new InvalidInputError('The new password must differ from the current one');
      checkPasswordPolicy(user.username, input.newPassword);
      user.passwordHash = await hashPassword(input.newPassword);
      recordAudit(em, { actor: user, action: 'admin.change-password', targetType: 'user', targetId: user.id });
      await em.flush();
      await options.auth.revokeOthers(user.id, admin.session.id);
      return { success: true };
    },

    async plans(): Promise<BillingPlan[]> {
      const rows = await rootEm.fork().find(Plan, {}, { orderBy: { sortOrder: 'asc' } });
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        monthlyBaseFee:
          p.monthlyBaseFeeUsd === null || p.monthlyBaseFeeUsd === undefined ? null : Number(p.monthlyBaseFeeUsd),
        includedApiCalls: p.includedApiCalls,
        overageRate: p.overageRateUsd === null || p.overageRateUsd === undefined ? null : Number(p.overageRateUsd),
        features: p.features,
        limits: { shipments: p.shipmentLimit, users: p.userLimit, storageGb: p.storageGbLimit },
        contactSales: p.monthlyBaseFeeUsd === null || p.monthlyBaseFeeUsd === undefined,
      }));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
