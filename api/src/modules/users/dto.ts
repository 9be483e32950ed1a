/** The shapes a user is answered in, one mapper each. */
import type { EntityManager } from '@mikro-orm/core';
import type { AuthUser, FeatureKey, ManagedUser, Profile, Role } from '@qafila/contracts';
import { type User, UserFeature } from '../../db/entities/index.ts';
import { mustSetUpTwoFactor } from '../two-factor/required.ts';

/** The signed-in user as the web app keeps it (login, `GET /api/auth/me`). */
export function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name ?? null,
    email: user.email ?? null,
    role: user.role,
    organizationId: user.organization.id,
    organizationName: user.organization.name,
    // Web sessions are never the super admin's, so the server's rule for the super admin does not matter here.
    ...(mustSetUpTwoFactor(user, false) ? { twoFactorSetupRequired: true as const } : {}),
  };
}

/** A user's own profile (`/api/me`). */
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

/** Users as the admin portal and organization admins see them, with their assigned features (one query). */
export async function toManagedUsers(em: EntityManager, users: User[]): Promise<ManagedUser[]> {
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

/** Every account as `qafila users list` prints it. */
export interface UserSummary {
  id: number;
  username: string;
  email: string | null;
  name: string | null;
  role: Role;
  organization: string;
  createdAt: string;
}

export function toUserSummary(u: User): UserSummary {
  return {
    id: u.id,
    username: u.username,
    email: u.email ?? null,
    name: u.name ?? null,
    role: u.role,
    organization: u.organization.subdomain,
    createdAt: u.createdAt.toISOString(),
  };
}
