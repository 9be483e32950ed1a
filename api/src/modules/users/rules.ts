/** The rules every audience's user management shares: password policy, who may be managed, unique names, removal. */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { NewPassword, type OrgTier, PLAN_TYPES, USERNAME_PATTERN } from '@qafila/contracts';
import { User } from '../../db/entities/index.ts';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../domain/errors.ts';
import { type Actor, recordAudit } from '../audit/service.ts';

/** Checks a new password against the policy: at least 12 characters and not the username. */
export function checkPasswordPolicy(username: string, password: string): void {
  const parsed = NewPassword.safeParse(password);
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? 'invalid password');
  if (password.toLowerCase() === username.toLowerCase()) {
    throw new InvalidInputError('password must not be the same as the username');
  }
}

/** A user's plan type for an organization tier (users know three plans; custom is priced like enterprise). */
export const planTypeForTier = (tier: OrgTier): (typeof PLAN_TYPES)[number] =>
  (PLAN_TYPES as readonly string[]).includes(tier) ? (tier as (typeof PLAN_TYPES)[number]) : 'enterprise';

/** A username from an e-mail's local part, fitting the username rules; made unique by the caller. */
export function usernameFromEmail(email: string): string {
  let base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '.')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 44);
  if (base.length < 3) base = `${base}admin`.replace(/^[^a-z0-9]+/, '');
  return USERNAME_PATTERN.test(base) ? base : 'admin';
}

/**
 * Who manages accounts: the super admin (or the CLI) every account but super admins, with a user's own organization
 * made for them; an organization admin their own organization's, and no other.
 */
export type Manager = { scope: 'platform'; actor: Actor } | { scope: 'organization'; caller: User };

export function actorOf(manager: Manager): Actor {
  return manager.scope === 'platform' ? manager.actor : manager.caller;
}

/** 403 unless an organization's manager is its admin (the route's guard says so too; the CLI never is one). */
export function assertMayManage(manager: Manager): void {
  if (manager.scope === 'organization' && manager.caller.role !== 'org_admin') {
    throw new ForbiddenError('Organization admin access required');
  }
}

/** A user the manager may manage, or 404: another organization's user does not exist for an organization admin. */
export async function findManaged(em: EntityManager, manager: Manager, id: number): Promise<User> {
  const within = manager.scope === 'organization' ? { organization: manager.caller.organization.id } : {};
  const user = await em.findOne(User, { id, role: { $ne: 'super_admin' }, ...within }, { populate: ['organization'] });
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** What a clash on a unique name is answered with. */
export interface Clashes {
  username: string;
  email: string;
}

/** The platform's answers: the super admin sees every account, so naming the clash leaks nothing. */
export const PLATFORM_CLASHES: Clashes = {
  username: 'A user with this username already exists',
  email: 'A user with this email already exists',
};

export const USERNAME_UNAVAILABLE = 'This username is not available: choose another one';

/**
 * An organization admin's answers. E-mail addresses are unique within the organization only, so another
 * organization's are invisible; usernames sign in and are unique across the platform, so a taken one gets the same
 * neutral answer whoever holds it.
 */
export const ORGANIZATION_CLASHES: Clashes = {
  username: USERNAME_UNAVAILABLE,
  email: 'A user with this email already exists in your organization',
};

/**
 * 409 naming the clash, the username checked first, then the e-mail: e-mails across the platform, or within one
 * organization with `emailWithin`; `exceptId` is the user being edited.
 */
export async function assertAvailable(
  em: EntityManager,
  wanted: { username?: string | undefined; email?: string | undefined },
  rule: { clashes: Clashes; emailWithin?: number; exceptId?: number },
): Promise<void> {
  const others = rule.exceptId ? { id: { $ne: rule.exceptId } } : {};
  if (wanted.username && (await em.count(User, { username: wanted.username, ...others }))) {
    throw new ConflictError(rule.clashes.username);
  }
  const within = rule.emailWithin ? { organization: rule.emailWithin } : {};
  if (wanted.email && (await em.count(User, { email: wanted.email.trim().toLowerCase(), ...within, ...others }))) {
    throw new ConflictError(rule.clashes.email);
  }
}

/** Runs a write; a unique violation that slipped past `assertAvailable` (a concurrent write) becomes the same 409. */
export async function uniqueOrConflict<T>(clashes: Clashes, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw new ConflictError(String(err.message).includes('email') ? clashes.email : clashes.username);
    }
    throw err;
  }
}

/** Deletes a user with their sessions and feature assignments; one who owns shipments or conversations stays (409). */
export async function removeUser(em: EntityManager, actor: Actor, user: User, before: unknown): Promise<void> {
  try {
    em.remove(user);
    recordAudit(em, { actor, action: 'user.delete', targetType: 'user', targetId: user.id, before });
    await em.flush();
  } catch (err) {
    if ((err as { name?: string }).name === 'ForeignKeyConstraintViolationException') {
      throw new ConflictError('This user still owns shipments or conversations and cannot be deleted');
    }
    throw err;
  }
}
