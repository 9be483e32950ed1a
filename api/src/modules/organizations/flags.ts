import type { EntityManager } from '@mikro-orm/core';
import { FEATURE_NOT_ENABLED_MESSAGE, type OrgFeatureFlag } from '@qafila/contracts';
import type { Context, Next } from 'koa';
import { Organization } from '../../db/entities/index.ts';
import { ForbiddenError } from '../../domain/errors.ts';
import { featureFlagOn } from './service.ts';

/**
 * Route guard: 403 "This feature is not enabled for your organization" when the caller's organization has the
 * flag off. Signed-in users: their organization; visitors of the demo workspace: the demo organization.
 */
export function requireOrgFeature(em: EntityManager, flag: OrgFeatureFlag) {
  return async function orgFeature(ctx: Context, next: Next) {
    const org = ctx.state.auth?.user.organization ?? (await em.findOne(Organization, { kind: 'demo' }));
    if (org && !featureFlagOn(org, flag)) throw new ForbiddenError(FEATURE_NOT_ENABLED_MESSAGE);
    await next();
  };
}
