import type { EntityManager } from '@mikro-orm/core';
import {
  DASHBOARD_SECTIONS,
  type DashboardSection,
  type EnabledSections,
  FEATURE_NOT_ENABLED_MESSAGE,
  type OrgFeatureFlag,
} from '@qafila/contracts';
import type { Context, Next } from 'koa';
import { FEATURE_CATALOGUE } from '../../db/catalogue.ts';
import { type Organization, User, UserFeature } from '../../db/entities/index.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { requireAuth } from '../../http/auth.ts';
import { featureFlagOn } from '../organizations/service.ts';

/**
 * Who may use which dashboard section (ADR 0009). A section is open to a member of staff when they have its
 * feature (assigned by an admin, active in the catalogue) and their organization has the section's flag on,
 * if one covers it. The same rule decides the sidebar (GET /api/dashboard/sections), the enabled features
 * (GET /api/features/enabled) and the 403 of every route of a section (requireSection).
 */

export type SectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** The organization flag covering a feature key, if a section maps them (e.g. cargo-management → shipment-tracking). */
export const FEATURE_ORG_FLAG: ReadonlyMap<string, OrgFeatureFlag> = new Map(
  DASHBOARD_SECTIONS.filter((s) => s.feature && s.orgFlag).map((s) => [s.feature as string, s.orgFlag!]),
);

export const STAFF_ROLES = ['org_admin', 'org_user'] as const;
export const STAFF_ONLY_MESSAGE = 'The dashboard is for staff of an organization';

export function isStaff(user: Pick<User, 'role'>): boolean {
  return (STAFF_ROLES as readonly string[]).includes(user.role);
}

/** Is this feature key usable in this organization (no flag covers it, or the flag is on)? */
export function featureAllowedByOrg(feature: string, organization: Organization): boolean {
  const flag = FEATURE_ORG_FLAG.get(feature);
  return flag === undefined || featureFlagOn(organization, flag);
}

/** The user's assigned, active feature keys in order of assignment, before the organization flags. */
async function assignedFeatures(em: EntityManager, userId: number): Promise<string[]> {
  const links = await em.find(UserFeature, { user: userId, feature: { isActive: true } }, { orderBy: { id: 'asc' } });
  return links.map((l) => l.feature.id);
}

/** `GET /api/features/enabled`: 'overview', then the user's features whose organization flag (if any) is on. */
export async function enabledFeatures(em: EntityManager, user: User): Promise<string[]> {
  const keys = await assignedFeatures(em, user.id);
  return ['overview', ...keys.filter((k) => featureAllowedByOrg(k, user.organization))];
}

function sectionOpen(section: DashboardSection, features: ReadonlySet<string>, user: User): boolean {
  const organization = user.organization;
  if (section.orgAdminOnly) return user.role === 'org_admin';
  if (section.feature === null) return true;
  if (!features.has(section.feature)) return false;
  return section.orgFlag === null || featureFlagOn(organization, section.orgFlag);
}

/** `GET /api/dashboard/sections`: the sidebar of a member of staff, in sidebar order. */
export async function enabledSections(em: EntityManager, user: User): Promise<EnabledSections> {
  const features = await enabledFeatures(em, user);
  const have = new Set(features);
  return {
    sections: DASHBOARD_SECTIONS.filter((s) => sectionOpen(s, have, user)).map((s) => s.id),
    features,
  };
}

/**
 * Of these users, the ones who may use a section of their organization's dashboard now, by the rule of
 * `requireSection` (staff of the organization, its flag on, the feature assigned and active): the recipients of a
 * push that belongs to the section (e.g. `fleet_position` for `fleet`). One query; none when the flag is off.
 */
export async function usersWithSection(
  em: EntityManager,
  organization: Organization,
  userIds: readonly number[],
  id: SectionId,
): Promise<Set<number>> {
  const section = DASHBOARD_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`unknown dashboard section '${id}'`);
  if (userIds.length === 0 || (section.orgFlag && !featureFlagOn(organization, section.orgFlag))) return new Set();
  const roles = section.orgAdminOnly ? ['org_admin' as const] : [...STAFF_ROLES];
  const staff = { id: { $in: [...userIds] }, organization: organization.id, role: { $in: roles } };
  if (!section.feature) {
    return new Set((await em.find(User, staff, { fields: ['id'] })).map((u) => u.id));
  }
  const links = await em.find(UserFeature, { user: staff, feature: { id: section.feature, isActive: true } });
  return new Set(links.map((l) => l.user.id));
}

const featureName = (key: string) => FEATURE_CATALOGUE.find((f) => f.id === key)?.name ?? key;

declare module 'koa' {
  interface DefaultState {
    /** The caller's assigned features, loaded once per request by the first section guard. */
    assignedFeatures?: ReadonlySet<string>;
  }
}

/**
 * Route guard for a dashboard section. No token: 401. Not staff of an organization (customers, visitors, the
 * super admin): 403. The organization's flag off: 403 FEATURE_NOT_ENABLED_MESSAGE. The user's feature not
 * assigned: 403 naming the feature. Otherwise the caller is a member of staff whose organization scopes every
 * query of the route.
 */
export function requireSection(em: EntityManager, id: SectionId) {
  const section = DASHBOARD_SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`unknown dashboard section '${id}'`);
  return async function sectionGuard(ctx: Context, next: Next) {
    const auth = requireAuth(ctx);
    const { user } = auth;
    if (!isStaff(user)) throw new ForbiddenError(STAFF_ONLY_MESSAGE);
    if (section.orgAdminOnly && user.role !== 'org_admin')
      throw new ForbiddenError('Organization admin access required');
    if (section.orgFlag && !featureFlagOn(user.organization, section.orgFlag)) {
      throw new ForbiddenError(FEATURE_NOT_ENABLED_MESSAGE);
    }
    if (section.feature) {
      // Kept with the (briefly cached) session, which any change to features or assignments invalidates.
      ctx.state.assignedFeatures ??= auth.assignedFeatures ??= new Set(await assignedFeatures(em, user.id));
      if (!ctx.state.assignedFeatures.has(section.feature)) {
        throw new ForbiddenError(`The ${featureName(section.feature)} feature is not enabled for your account`);
      }
    }
    await next();
  };
}
