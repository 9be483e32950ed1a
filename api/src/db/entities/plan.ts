import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A billing plan (PRODUCT.md §3: plans are data). -1 is unlimited; a null fee is priced by sales. */
export const Plan = defineEntity({
  name: 'Plan',
  tableName: 'plans',
  properties: {
    id: p.string().length(32).primary(),
    name: p.string().length(100),
    monthlyBaseFeeUsd: p.double().nullable(),
    includedApiCalls: p.integer(),
    overageRateUsd: p.double().nullable(),
    features: p.json<string[]>(),
    shipmentLimit: p.integer(),
    userLimit: p.integer(),
    storageGbLimit: p.integer(),
    sortOrder: p.integer(),
  },
});
export type Plan = InferEntity<typeof Plan>;
