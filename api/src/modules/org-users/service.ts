import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { CreateOrgUser, type ManagedUser, UpdateOrgUser } from '@qafila/contracts';
import { User } from '../../db/entities/index.ts';
import { ConflictError, ForbiddenError, NotFoundError, parseInput } from '../../domain/errors.ts';
import { managedUsers } from '../admin/service.ts';
import { recordAudit } from '../audit/service.ts';
import { hashPassword } from '../auth/password.ts';
import { planTypeForTier } from '../organizations/service.ts';
import { checkPasswordPolicy } from '../users/service.ts';

export const USERNAME_UNAVAILABLE = 'This username is not available: choose another one';
const EMAIL_TAKEN = 'A user with this email already exists in your organization';

/** Organization admins manage their own organization's users; every query is scoped to that organization. */
export function createOrgUserService(rootEm: EntityManager) {
  function assertOrgAdmin(caller: User) {
    if (caller.role !== 'org_admin') throw new ForbiddenError('Organization admin access required');
  }

  /** A user of the caller's organization, or 404 (another organization's user does not exist for them). */
  async function findMember(em: EntityManager, caller: User, id: number): Promise<User> {
    const user = await em.findOne(
      User,
      { id, organization: caller.organization.id, role: { $ne: 'super_admin' } },
      { populate: ['organization'] },
    );
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /**
   * E-mail addresses are unique within the organization only, so another organization's are invisible. Usernames
   * sign in and are unique across the platform: a taken one gets the same neutral answer whoever holds it.
   */
  async function checkUnique(em: EntityManager, caller: User, username?: string, email?: string, exceptId?: number) {
    const others = exceptId ? { id: { $ne: exceptId } } : {};
    if (username && (await em.count(User, { username, ...others }))) throw new ConflictError(USERNAME_UNAVAILABLE);
    if (
      email &&
      (await em.count(User, { email: email.toLowerCase(), organization: caller.organization.id, ...others }))
    )
      throw new ConflictError(EMAIL_TAKEN);
  }

  async function flushUnique(em: EntityManager) {
    try {
      await em.flush();
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        throw new ConflictError(String(err.message).includes('email') ? EMAIL_TAKEN : USERNAME_UNAVAILABLE);
      }
      throw err;
    }
  }

  return {
    async list(caller: User): Promise<ManagedUser[]> {
      assertOrgAdmin(caller);
      const em = rootEm.fork();
      const users = await em.find(
        User,
        { organization: caller.organization.id, role: { $ne: 'super_admin' } },
        { populate: ['organization'], orderBy: { id: 'asc' } },
      );
      return managedUsers(em, users);
    },

    async create(caller: User, raw: unknown): Promise<ManagedUser> {
      assertOrgAdmin(caller);
      const input = parseInput(CreateOrgUser, raw);
      checkPasswordPolicy(input.username, input.password);
      const em = rootEm.fork();
      await checkUnique(em, caller, input.username, input.email);
      const passwordHash = await hashPassword(input.password);
      return em.transactional(async (tx) => {
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
        await flushUnique(tx);
        const after = (await managedUsers(tx, [user]))[0]!;
        recordAudit(tx, { actor: caller, action: 'user.create', targetType: 'user', targetId: user.id, after });
        await tx.flush();
        return after;
      });
    },

    async update(caller: User, id: number, raw: unknown): Promise<ManagedUser> {
      assertOrgAdmin(caller);
      const input = parseInput(UpdateOrgUser, raw);
      const em = rootEm.fork();
      const user = await findMember(em, caller, id);
      if (user.id === caller.id && input.role !== undefined && input.role !== user.role)
        throw new ConflictError('You cannot change your own role');
      await checkUnique(em, caller, input.username, input.email, user.id);
      const before = (await managedUsers(em, [user]))[0];
      if (input.username !== undefined) user.username = input.username;
      if (input.email !== undefined) user.email = input.email.toLowerCase();
      if (input.name !== undefined) user.name = input.name || null;
      if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber || null;
      if (input.role !== undefined) user.role = input.role;
      const after = (await managedUsers(em, [user]))[0]!;
      recordAudit(em, { actor: caller, action: 'user.update', targetType: 'user', targetId: user.id, before, after });
      await flushUnique(em);
      return after;
    },

    async remove(caller: User, id: number): Promise<void> {
      assertOrgAdmin(caller);
      const em = rootEm.fork();
      const user = await findMember(em, caller, id);
      if (user.id === caller.id) throw new ConflictError('You cannot delete your own account');
      const before = (await managedUsers(em, [user]))[0];
      try {
        em.remove(user);
        recordAudit(em, { actor: caller, action: 'user.delete', targetType: 'user', targetId: id, before });
        await em.flush();
      } catch (err) {
        if ((err as { name?: string }).name === 'ForeignKeyConstraintViolationException')
          throw new ConflictError('This user still owns shipments or conversations and cannot be deleted');
        throw err;
      }
    },
  };
}
export type OrgUserService = ReturnType<typeof createOrgUserService>;
