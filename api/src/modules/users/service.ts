import type { EntityManager } from '@mikro-orm/core';
import { NewPassword, type Role } from '@qafila/contracts';
import { User } from '../../db/entities/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
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
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'invalid password');
  if (password.toLowerCase() === username.toLowerCase()) {
    throw new HttpError(400, 'password must not be the same as the username');
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

    /** Sets a user's password after checking the policy. */
    async setPassword(username: string, password: string, options: { role?: Role } = {}): Promise<void> {
      checkPasswordPolicy(username, password);
      const fork = em.fork();
      const user = await fork.findOne(User, { username, ...(options.role ? { role: options.role } : {}) });
      if (!user) throw notFound(`no ${options.role === 'super_admin' ? 'super admin' : 'user'} named '${username}'`);
      user.passwordHash = await hashPassword(password);
      await fork.flush();
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
