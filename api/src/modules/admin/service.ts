import type { EntityManager } from '@mikro-orm/core';
import type { BillingPlan, Feature as FeatureDto, FeatureKey } from '@qafila/contracts';
import { Feature, Plan, UserFeature } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import type { Authenticated } from '../auth/service.ts';
import { findManaged, type Manager } from '../users/rules.ts';

/**
 * The super admin's feature management, statistics and plans (spec 001 §7). Their management of users is the users
 * domain's (`users/service.ts`, Manager 'platform').
 */
export function createAdminService(options: { em: EntityManager }) {
  const { em } = options;
  const platform = (actor: Actor): Manager => ({ scope: 'platform', actor });

  return {
    async listFeatures(): Promise<FeatureDto[]> {
      const rows = await em.find(Feature, {}, { orderBy: { category: 'asc', name: 'asc' } });
      return rows.map((f) => ({
        id: f.id as FeatureKey,
        name: f.name,
        category: f.category,
        description: f.description,
        isActive: f.isActive,
      }));
    },

    async assignFeature(actor: Actor, userId: number, featureId: string): Promise<{ message: string }> {
      const user = await findManaged(em, platform(actor), userId);
      const feature = await em.findOne(Feature, { id: featureId });
      if (!feature) throw new NotFoundError('Feature not found');
      const existing = await em.findOne(UserFeature, { user: user.id, feature: feature.id });
      if (!existing) {
        em.create(UserFeature, { user, feature });
        recordAudit(em, {
          actor,
          action: 'feature.assign',
          targetType: 'user',
          targetId: user.id,
          after: { feature: feature.id },
        });
        await em.flush();
      }
      return { message: `${feature.name} assigned successfully` };
    },

    async removeFeature(actor: Actor, userId: number, featureId: string): Promise<{ message: string }> {
      const user = await findManaged(em, platform(actor), userId);
      const link = await em.findOne(UserFeature, { user: user.id, feature: featureId });
      if (!link) throw new NotFoundError('This feature is not assigned to the user');
      em.remove(link);
      recordAudit(em, {
        actor,
        action: 'feature.revoke',
        targetType: 'user',
        targetId: user.id,
        before: { feature: featureId },
      });
      await em.flush();
      return { message: 'Feature removed successfully' };
    },

    async statistics(): Promise<{ totalFeatures: number; totalAssociations: number }> {
      const [totalFeatures, totalAssociations] = await Promise.all([em.count(Feature, {}), em.count(UserFeature, {})]);
      return { totalFeatures, totalAssociations };
    },

    info(admin: Authenticated) {
      return {
        id: admin.user.id,
        username: admin.user.username,
        name: admin.user.name ?? null,
        email: admin.user.email ?? null,
        role: admin.user.role,
        sessionExpiresAt: admin.session.expiresAt.toISOString(),
      };
    },

    async plans(): Promise<BillingPlan[]> {
      const rows = await em.find(Plan, {}, { orderBy: { sortOrder: 'asc' } });
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        monthlyBaseFee:
          p.monthlyBaseFeeUsd === null || p.monthlyBaseFeeUsd === undefined ? null : Number(p.monthlyBaseFeeUsd),
        includedApiCalls: p.includedApiCalls,
        overageRate: p.overageRateUsd === null || p.overageRateUsd === undefined ? null : Number(p.overageRateUsd),
        features: p.features,
        limits: { shipments: p.shipmentLimit, users: p.userLimit, storageGb: p.storageGbLimit },
        contactSales: p.monthlyBaseFeeUsd === null || p.monthlyBaseFeeUsd === undefined,
      }));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
