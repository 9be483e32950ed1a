import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { FEATURE_CATEGORIES } from '@qafila/contracts';

/** The feature catalogue (spec 001 §3): what can be enabled for a user. */
export const Feature = defineEntity({
  name: 'Feature',
  tableName: 'features',
  properties: {
    id: p.string().length(64).primary(),
    name: p.string().length(200),
    category: p.enum(FEATURE_CATEGORIES),
    description: p.text(),
    isActive: p.boolean().default(true),
  },
});
export type Feature = InferEntity<typeof Feature>;
