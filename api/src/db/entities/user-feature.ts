import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Feature } from './feature.ts';
import { User } from './user.ts';

/** A feature assigned to a user by the super admin. */
export const UserFeature = defineEntity({
  name: 'UserFeature',
  tableName: 'user_features',
  uniques: [{ properties: ['user', 'feature'] }],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    feature: () => p.manyToOne(Feature).index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type UserFeature = InferEntity<typeof UserFeature>;
