import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  API_KEY_RATE_LIMIT_PER_MINUTE,
  type ApiKeyDto,
  type ApiKeyScope,
  type CreateApiKey,
  type CreatedApiKey,
} from '@qafila/contracts';
import { ApiKey, type Organization, type User } from '../../db/entities/index.ts';
import { NotFoundError, TooManyAttemptsError } from '../../domain/errors.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { type Actor, recordAudit } from '../audit/service.ts';
import { hasApiKeyShape, hashApiKey, newApiKey } from './keys.ts';

/** A caller that presented a live API key: it acts as its organization, within its scopes. */
export interface ApiKeyCaller {
  id: number;
  prefix: string;
  scopes: readonly ApiKeyScope[];
  organization: Organization;
}

/** `last_used_at` is written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function toApiKeyDto(k: ApiKey): ApiKeyDto {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdBy ? (k.createdBy.name ?? k.createdBy.username) : null,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

/** Organization API keys (issue 17, ADR 0032): created by org admins, shown once, stored as a hash, revocable. */
export function createApiKeyService(options: { em: EntityManager; perMinute?: number }) {
  const { em } = options;
  const limiter = createRateLimiter({ limit: options.perMinute ?? API_KEY_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });

  /** Revokes the key matching `where` once (again: no change), audited as api-key.revoked. */
  async function revokeWhere(actor: Actor, where: FilterQuery<ApiKey>): Promise<ApiKeyDto> {
    const row = await em.findOne(ApiKey, where, { populate: ['createdBy'] });
    if (!row) throw new NotFoundError('API key not found');
    if (!row.revokedAt) {
      row.revokedAt = new Date();
      recordAudit(em, { actor, action: 'api-key.revoked', targetType: 'api_key', targetId: row.prefix });
      await em.flush();
    }
    return toApiKeyDto(row);
  }

  return {
    async list(organizationId: number): Promise<ApiKeyDto[]> {
      const keys = await em.find(
        ApiKey,
        { organization: organizationId },
        { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } },
      );
      return keys.map(toApiKeyDto);
    },

    async create(admin: User, input: CreateApiKey): Promise<CreatedApiKey> {
      const { key, prefix, hash } = newApiKey();
      const row = em.create(ApiKey, {
        organization: admin.organization,
        name: input.name,
        prefix,
        keyHash: hash,
        scopes: input.scopes,
        createdBy: admin,
        lastUsedAt: null,
        revokedAt: null,
      });
      recordAudit(em, {
        actor: admin,
        action: 'api-key.created',
        targetType: 'api_key',
        targetId: prefix,
        after: { name: input.name, scopes: input.scopes },
      });
      await em.flush();
      return { apiKey: toApiKeyDto(row), key };
    },

    /** An org admin revokes one of their organization's keys (another organization's: 404). */
    revoke(admin: User, id: number): Promise<ApiKeyDto> {
      return revokeWhere(admin, { id, organization: admin.organization.id });
    },

    /** The operators revoke any key (`qafila api-keys revoke <id>`: a key that leaked). */
    revokeAny(actor: Actor, id: number): Promise<ApiKeyDto> {
      return revokeWhere(actor, { id });
    },

    /** Every organization's keys for the operators, newest first; one organization's with its subdomain. */
    async listAll(subdomain?: string): Promise<(ApiKeyDto & { organization: string })[]> {
      const keys = await em.find(ApiKey, subdomain ? { organization: { subdomain } } : {}, {
        populate: ['createdBy', 'organization'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      });
      return keys.map((k) => ({ ...toApiKeyDto(k), organization: k.organization.subdomain }));
    },

    /**
     * The caller behind a bearer token that is meant as a key: undefined when it is malformed, unknown or revoked.
     * Looked up by its hash (a unique index), never compared in clear. Its organization may be suspended: the
     * authentication middleware answers 403 then, as for a member's token.
     */
    async authenticate(token: string, now: Date = new Date()): Promise<ApiKeyCaller | undefined> {
      if (!hasApiKeyShape(token)) return undefined;
      // A fork of its own: the key is read before the request's unit of work starts.
      const fork = em.fork();
      const row = await fork.findOne(ApiKey, { keyHash: hashApiKey(token) }, { populate: ['organization'] });
      if (!row || row.revokedAt) return undefined;
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
        await fork.nativeUpdate(ApiKey, { id: row.id }, { lastUsedAt: now });
      }
      return { id: row.id, prefix: row.prefix, scopes: row.scopes, organization: row.organization };
    },

    /** Counts a call of the key: beyond its calls per minute, 429 with Retry-After. */
    take(key: ApiKeyCaller): void {
      const hit = limiter.hit(`key:${key.id}`);
      if (hit.limited) {
        throw new TooManyAttemptsError(
          `This API key made more than ${options.perMinute ?? API_KEY_RATE_LIMIT_PER_MINUTE} calls in a minute: try again later`,
          hit.retryAfterSeconds,
        );
      }
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
