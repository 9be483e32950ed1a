import type { Context } from 'koa';
import { requireAuth } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import type { Authenticated } from './auth/service.ts';
import { isStaff, STAFF_ONLY_MESSAGE } from './dashboard/sections.ts';

/** The signed-in member of staff (organization admin or user): 401 for visitors, 403 for anyone else. */
export function requireStaff(ctx: Context): Authenticated {
  const auth = requireAuth(ctx);
  if (!isStaff(auth.user)) throw forbidden(STAFF_ONLY_MESSAGE);
  return auth;
}
