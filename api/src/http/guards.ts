import {
  type Access,
  DASHBOARD_SECTIONS,
  type EndpointDefinition,
  FEATURE_NOT_ENABLED_MESSAGE,
  type OrgFeatureFlag,
  TWO_FACTOR_SETUP_REQUIRED,
} from '@qafila/contracts';
import type { Context } from 'koa';
import type { Organization } from '../db/entities/index.ts';
import { ForbiddenError } from '../domain/errors.ts';
import type { ScopedCaller } from '../modules/access.ts';
import type { Authenticated } from '../modules/auth/service.ts';
import { isStaff, requireSection, STAFF_ONLY_MESSAGE } from '../modules/dashboard/sections.ts';
import { requireOrgFeature } from '../modules/organizations/flags.ts';
import { featureFlagOn } from '../modules/organizations/service.ts';
import { mustSetUpTwoFactor } from '../modules/two-factor/required.ts';
import type { Services } from '../services.ts';
import { requireAuth } from './auth.ts';
import { unauthorized } from './errors.ts';

/** The signed-in super admin (admin session), or 401/403. */
export function requireAdmin(ctx: Context): Authenticated {
  const auth = requireAuth(ctx);
  if (auth.session.kind !== 'admin' || auth.user.role !== 'super_admin')
    throw new ForbiddenError('Admin access required');
  return auth;
}

/** The signed-in member of staff (organization admin or user): 401 for visitors, 403 for anyone else. */
export function requireStaff(ctx: Context): Authenticated {
  const auth = requireAuth(ctx);
  if (!isStaff(auth.user)) throw new ForbiddenError(STAFF_ONLY_MESSAGE);
  return auth;
}

/** The signed-in organization admin: 401 for visitors, 403 for anyone else. */
export function requireOrgAdmin(ctx: Context): Authenticated {
  const auth = requireAuth(ctx);
  if (auth.user.role !== 'org_admin') throw new ForbiddenError('Organization admin access required');
  return auth;
}

export type Guard = (ctx: Context) => Promise<void> | void;

/**
 * The organization an endpoint open to API keys acts for: the key's, else the signed-in member of staff's (the
 * endpoint's `access` guard has let only staff through).
 */
export function tenantOf(ctx: Context): Organization {
  return ctx.state.apiKey?.organization ?? requireStaff(ctx).user.organization;
}

/** The caller of an endpoint open to API keys: the key's organization, else the signed-in member of staff. */
export function staffOrKeyCaller(ctx: Context): ScopedCaller {
  const key = ctx.state.apiKey;
  return key
    ? { kind: 'organization', organization: key.organization }
    : { kind: 'user', user: requireStaff(ctx).user };
}

/** The organization flag an endpoint's access depends on: its section's flag, or the flag it names. */
function orgFlagOf(access: Access): OrgFeatureFlag | null {
  if (typeof access !== 'object') return null;
  if ('orgFeature' in access) return access.orgFeature;
  if ('section' in access) return DASHBOARD_SECTIONS.find((s) => s.id === access.section)?.orgFlag ?? null;
  return null;
}

/**
 * An endpoint's guard once API keys are considered (issue 17): an endpoint declaring `apiKey` lets a key holding
 * that scope through in place of its `access` (403 without the scope), as long as the organization has the flag that
 * access depends on (a key reads no shipments of an organization whose shipment tracking is off); every other
 * endpoint answers a key 401.
 */
export function withApiKeys(endpoint: Pick<EndpointDefinition, 'apiKey' | 'access'>, guard: Guard): Guard {
  const scope = endpoint.apiKey;
  const flag = orgFlagOf(endpoint.access);
  return (ctx) => {
    const key = ctx.state.apiKey;
    if (!key) return guard(ctx);
    if (!scope) throw unauthorized('API keys are not accepted here: sign in');
    if (!key.scopes.includes(scope)) throw new ForbiddenError(`This API key lacks the scope ${scope}`);
    if (flag && !featureFlagOn(key.organization, flag)) throw new ForbiddenError(FEATURE_NOT_ENABLED_MESSAGE);
  };
}

const noop = async () => {};

/**
 * The one place where an endpoint's `access` (declared in @qafila/contracts) becomes a check. Built once per
 * route when the router is built, so an unknown dashboard section fails at start-up, not on the first request.
 */
export function guardFor(services: Services, access: Access): Guard {
  const em = services.orm.em;
  if (access === 'anyone') return () => {};
  if (access === 'signed_in') return (ctx) => void requireAuth(ctx);
  if (access === 'staff') return (ctx) => void requireStaff(ctx);
  if (access === 'org_admin') return (ctx) => void requireOrgAdmin(ctx);
  if (access === 'super_admin') return (ctx) => void requireAdmin(ctx);
  if ('section' in access) {
    const section = requireSection(em, access.section);
    if (!access.orgAdmin) return (ctx) => section(ctx, noop);
    return async (ctx) => {
      await section(ctx, noop);
      requireOrgAdmin(ctx);
    };
  }
  if ('orgFeature' in access) {
    const flag = requireOrgFeature(em, access.orgFeature);
    const message = access.signedIn;
    return async (ctx) => {
      await flag(ctx, noop);
      if (message && !ctx.state.auth) throw unauthorized(message);
    };
  }
  const message = access.signedIn;
  return (ctx) => {
    if (!ctx.state.auth) throw unauthorized(message);
  };
}

/**
 * A signed-in account that must turn on a required two-factor sign-in first (issue 16) may call only the endpoints
 * marked `beforeTwoFactor`; any other answers 403 `TWO_FACTOR_SETUP_REQUIRED`, and a public one (`anyone`) treats it as
 * a visitor. Undefined for the endpoints it does not concern.
 */
export function twoFactorGate(services: Services, endpoint: EndpointDefinition): Guard | undefined {
  if (endpoint.beforeTwoFactor) return undefined;
  const adminRequires = services.config.adminRequiresTwoFactor;
  const asVisitor = endpoint.access === 'anyone';
  return (ctx) => {
    const auth = ctx.state.auth;
    if (!auth || !mustSetUpTwoFactor(auth.user, adminRequires)) return;
    if (!asVisitor) throw new ForbiddenError(TWO_FACTOR_SETUP_REQUIRED);
    ctx.state.auth = undefined;
  };
}
