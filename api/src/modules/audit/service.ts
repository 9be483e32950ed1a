import type { EntityManager } from '@mikro-orm/core';
import type { AuditEntryDto } from '@qafila/contracts';
import { AuditEntry } from '../../db/entities/index.ts';
import { InvalidInputError } from '../../domain/errors.ts';

/** Who made a change: a user, or an operator of the CLI (id null, username 'cli'). */
export interface Actor {
  id: number | null;
  username: string;
}

export const CLI_ACTOR: Actor = { id: null, username: 'cli' };

export interface AuditRecord {
  actor: Actor;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records an administrator's write in the unit of work of `em`: it is written by the same flush, so in the same
 * transaction as the change it describes.
 */
export function recordAudit(em: EntityManager, entry: AuditRecord): void {
  em.create(AuditEntry, {
    actor: entry.actor.id ?? null,
    actorUsername: entry.actor.username,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export const AUDIT_LIMIT_DEFAULT = 100;
export const AUDIT_LIMIT_MAX = 1000;

export function createAuditService(em: EntityManager) {
  return {
    /** Newest first; `action` filters exactly (e.g. org.suspend) or by prefix when it ends with '.' or '*'. */
    async list(options: { limit?: unknown; action?: unknown } = {}): Promise<AuditEntryDto[]> {
      let limit = AUDIT_LIMIT_DEFAULT;
      if (options.limit !== undefined && options.limit !== '') {
        const n = Number(options.limit);
        if (!Number.isInteger(n) || n < 1 || n > AUDIT_LIMIT_MAX)
          throw new InvalidInputError(`limit must be a whole number from 1 to ${AUDIT_LIMIT_MAX}`);
        limit = n;
      }
      const where: Record<string, unknown> = {};
      if (options.action !== undefined && options.action !== '') {
        const action = String(options.action);
        if (!/^[a-z-]+(\.[a-z-]*)?\*?$/.test(action))
          throw new InvalidInputError('action must look like user.create or org.*');
        const prefix = action.endsWith('*') ? action.slice(0, -1) : action.endsWith('.') ? action : undefined;
        where.action = prefix ? { $like: `${prefix}%` } : action;
      }
      const rows = await em.find(AuditEntry, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
      return rows.map((r) => ({
        id: r.id,
        actor: { id: r.actor?.id ?? null, username: r.actorUsername },
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        before: r.before ?? null,
        after: r.after ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
