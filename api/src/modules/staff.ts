import type { Context } from 'koa';
import type { User } from '../db/entities/index.ts';
import { requireAuth } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import type { Authenticated } from './auth/service.ts';

/** Staff of a logistics company: organization admins and users. */
export function isStaff(user: User): boolean {
  return user.role === 'org_admin' || user.role === 'org_user';
}

/** The signed-in staff member: 401 for visitors, 403 for customers. */
export function requireStaff(ctx: Context): Authenticated {
  const auth = requireAuth(ctx);
  if (!isStaff(auth.user)) throw forbidden('Only staff of the organization can do this');
  return auth;
}
