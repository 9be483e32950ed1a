import type { EntityManager } from '@mikro-orm/core';
import { NewPassword, type Role, USERNAME_PATTERN } from '@qafila/contracts';
import { Organization, User } from '../../db/entities/index.ts';
import { ConflictError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { CLI_ACTOR, recordAudit } from '../audit/service.ts';
import { hashPassword } from '../auth/password.ts';

export interface UserSummary {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  role: Role;
  organization: string;
  createdAt: string;
}

/** Checks a new password against the policy: at least 12 characters and not the username. */
export function checkPasswordPolicy(username: string, password: string): void {
  const parsed = NewPassword.safeParse(password);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'invalid password');
  if (password.toLowerCase() === username.toLowerCase()) {
    throw new InvalidInputError('password must not be the same as the username');
  }
}

export function createUserService(em: EntityManager) {
  return {
    async list(): Promise<UserSummary[]> {
      const users = await em.fork().find(User, {}, { populate: ['organization'], orderBy: { id: 'asc' } });
      return users.map((u) => ({
        id: u.id,
        username: u.username,
        email: u.email ?? null,
        name: u.name ?? null,
        role: u.role,
        organization: u.organization.subdomain,
        createdAt: u.createdAt.toISOString(),
      }));
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
      const fork = em.fork();
      if (await fork.count(User, { username })) throw new ConflictError('A user with this username already exists');
      const email = input.email?.trim().toLowerCase() || null;
      if (email && (await fork.count(User, { email })))
        throw new ConflictError('A user with this email already exists');
      const platform = await fork.findOne(Organization, { kind: 'platform' });
      if (!platform) throw new ConflictError('The platform organization does not exist yet: run qafila db seed first');
      const passwordHash = await hashPassword(input.password);
      return fork.transactional(async (tx) => {
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

    /** Sets a user's password after checking the policy. */
    async setPassword(username: string, password: string, options: { role?: Role } = {}): Promise<void> {
      checkPasswordPolicy(username, password);
      const fork = em.fork();
      const user = await fork.findOne(User, { username, ...(options.role ? { role: options.role } : {}) });
      if (!user)
        throw new NotFoundError(`no ${options.role === 'super_admin' ? 'super admin' : 'user'} named '${username}'`);
      user.passwordHash = await hashPassword(password);
      recordAudit(fork, { actor: CLI_ACTOR, action: 'user.set-password', targetType: 'user', targetId: user.id });
      await fork.flush();
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
