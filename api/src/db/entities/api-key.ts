import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { ApiKeyScope } from '@qafila/contracts';
import { Organization } from './organization.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/**
 * An organization API key (issue 17, ADR 0032): only the SHA-256 hash of the key (high-entropy, so a plain hash
 * suffices) and its first characters for recognising it are stored; the key itself is shown once, at creation.
 */
export const ApiKey = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.integer().primary(),
    organization: () => p.manyToOne(Organization).index().deleteRule('cascade'),
    name: p.string().length(80),
    /** The key's first API_KEY_VISIBLE_LENGTH characters, e.g. `qk_live_Ab3x`. */
    prefix: p.string().length(12),
    /** Hex SHA-256 of the whole key. */
    keyHash: p.string().length(64).unique(),
    scopes: p.json<ApiKeyScope[]>(),
    createdBy: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type ApiKey = InferEntity<typeof ApiKey>;
