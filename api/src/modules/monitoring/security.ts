import type { EntityManager, FilterQuery } from '@mikro-orm/core';
import {
  ACCOUNT_UNDER_ATTACK_FAILURES,
  type MonitoringWindow,
  type SecurityReport,
  WINDOW_MINUTES,
} from '@qafila/contracts';
import type { Logger } from 'pino';
import { AuditEntry, SecurityEvent, Session, User } from '../../db/entities/index.ts';
import { NotFoundError } from '../../domain/errors.ts';
import { periodicFlush } from '../../lib/periodic-flush.ts';
import { recordAudit } from '../audit/service.ts';
import { publicSessionId, type SessionService } from '../sessions/service.ts';

type Kind = SecurityEvent['kind'];

export interface Pending {
  kind: Kind;
  at: Date;
  username?: string;
  userId?: number;
  organizationId?: number;
  ip?: string;
  route?: string;
}

/** Events kept in memory between two writes; beyond it (a flood) the surplus is counted, not kept. */
const MAX_PENDING = 5_000;
const HOUR_MS = 3_600_000;
const LIST_LIMIT = 50;
export const SECURITY_RETENTION_DAYS = 30;

/**
 * The security signals the product did not keep (issue 20): failed and throttled sign-ins, 429 answers and password
 * changes, written in batches every few seconds (and on demand, and at close) to `security_events`; a failed
 * sign-in's name is matched to its account at write time, so that the organization's Security Center sees attacks
 * on its own users only. Reports read them with the sessions and the audit log.
 */
export function createSecurityMonitor(options: { em: EntityManager; logger: Logger; flushEveryMs?: number }) {
  let pending: Pending[] = [];
  let dropped = 0;

  async function flushOnce(): Promise<void> {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    if (dropped) options.logger.warn({ dropped }, 'security events dropped (more than the batch holds)');
    dropped = 0;
    try {
      const em = options.em.fork();
      const names = [...new Set(batch.filter((e) => e.username && !e.userId).map((e) => e.username!))];
      const users = names.length
        ? await em.find(
            User,
            // The super admin's account is the platform's, never an organization's signal.
            { username: { $in: names }, role: { $ne: 'super_admin' } },
            { fields: ['id', 'username', 'organization'] },
          )
        : [];
      const byName = new Map(users.map((u) => [u.username.toLowerCase(), u]));
      for (const e of batch) {
        const user = e.username ? byName.get(e.username) : undefined;
        em.create(SecurityEvent, {
          occurredAt: e.at,
          kind: e.kind,
          organizationId: e.organizationId ?? user?.organization.id ?? null,
          userId: e.userId ?? user?.id ?? null,
          username: e.username?.slice(0, 100) ?? null,
          ip: e.ip?.slice(0, 64) ?? null,
          route: e.route?.slice(0, 120) ?? null,
        });
      }
      await em.flush();
    } catch (err) {
      options.logger.error({ err }, 'security events write failed; this batch dropped');
    }
  }

  const flusher = periodicFlush(flushOnce, options.flushEveryMs ?? 5_000);

  return {
    record(event: Omit<Pending, 'at'>) {
      if (flusher.closed) return;
      if (pending.length >= MAX_PENDING) {
        dropped += 1;
        return;
      }
      pending.push({ ...event, username: event.username?.trim().toLowerCase(), at: new Date() });
    },

    flush: flusher.flush,

    /** The signals of an organization's users, or of the platform (organizationId undefined), over the window. */
    async report(organizationId: number | undefined, window: MonitoringWindow): Promise<SecurityReport> {
      await flusher.flush();
      const em = options.em.fork();
      const now = new Date();
      const from = new Date(now.getTime() - WINDOW_MINUTES[window] * 60_000);
      const scoped = organizationId === undefined ? {} : { organizationId };
      const events = await em.find(
        SecurityEvent,
        { ...scoped, occurredAt: { $gte: from } } as FilterQuery<SecurityEvent>,
        { orderBy: { occurredAt: 'asc' } },
      );
      const failed = events.filter((e) => e.kind === 'login_failed');

      const perHour = new Map<number, number>();
      const perIp = new Map<string, number>();
      const perAccount = new Map<string, { failures: number; ips: Set<string> }>();
      for (const e of failed) {
        const hour = Math.floor(e.occurredAt.getTime() / HOUR_MS) * HOUR_MS;
        perHour.set(hour, (perHour.get(hour) ?? 0) + 1);
        if (e.ip) perIp.set(e.ip, (perIp.get(e.ip) ?? 0) + 1);
        if (e.username) {
          const a = perAccount.get(e.username) ?? { failures: 0, ips: new Set<string>() };
          a.failures += 1;
          if (e.ip) a.ips.add(e.ip);
          perAccount.set(e.username, a);
        }
      }
      const lockouts = events.filter((e) => e.kind === 'login_throttled').length;
      const rateLimited = events.filter((e) => e.kind === 'rate_limited').length;
      const accountsUnderAttack = [...perAccount.entries()]
        .filter(([, a]) => a.failures >= ACCOUNT_UNDER_ATTACK_FAILURES)
        .map(([username, a]) => ({ username, failures: a.failures, ips: a.ips.size }))
        .sort((a, b) => b.failures - a.failures || a.username.localeCompare(b.username));

      const userScope =
        organizationId === undefined ? {} : { user: { organization: organizationId, role: { $ne: 'super_admin' } } };
      const live = await em.find(
        Session,
        { ...userScope, revokedAt: null, expiresAt: { $gt: now } } as FilterQuery<Session>,
        { populate: ['user'], orderBy: { lastSeenAt: 'desc' } },
      );
      const audit = await em.find(
        AuditEntry,
        {
          createdAt: { $gte: from },
          ...(organizationId === undefined
            ? {}
            : { actor: { organization: organizationId, role: { $ne: 'super_admin' } } }),
        } as FilterQuery<AuditEntry>,
        { orderBy: { createdAt: 'desc' }, limit: LIST_LIMIT },
      );
      const changes = events.filter((e) => e.kind === 'password_changed');
      const threatLevel =
        accountsUnderAttack.length > 0 || lockouts > 0
          ? 'high'
          : failed.length > 0 || rateLimited > 0
            ? 'elevated'
            : 'low';
      return {
        scope: organizationId === undefined ? 'platform' : 'organization',
        window,
        from: from.toISOString(),
        to: now.toISOString(),
        threatLevel,
        activeSessions: live.length,
        suspiciousIPs: perIp.size,
        blockedRequests: rateLimited,
        sessions: live.slice(0, LIST_LIMIT).map((s) => ({
          id: publicSessionId(s.id),
          username: s.user.username,
          role: s.user.role,
          ip: s.ip ?? null,
          userAgent: s.userAgent ?? null,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
        })),
        failedLogins: {
          total: failed.length,
          perHour: [...perHour.entries()].map(([hour, count]) => ({ hour: new Date(hour).toISOString(), count })),
          topIps: [...perIp.entries()]
            .map(([ip, count]) => ({ ip, count }))
            .sort((a, b) => b.count - a.count || a.ip.localeCompare(b.ip))
            .slice(0, 10),
          accountsUnderAttack,
        },
        lockouts,
        rateLimited,
        passwordChanges: changes
          .slice(-LIST_LIMIT)
          .reverse()
          .map((e) => ({ username: e.username ?? '', at: e.occurredAt.toISOString() })),
        adminActions: audit.map((a) => ({
          at: a.createdAt.toISOString(),
          actor: a.actorUsername,
          action: a.action,
          targetType: a.targetType,
          targetId: a.targetId,
        })),
      };
    },

    /**
     * An organization admin ends a live session of one of the organization's own users (not the super admin's),
     * found by its public id; 404 for any other. Audited.
     */
    async revokeSession(admin: User, publicId: string, sessions: SessionService): Promise<{ success: true }> {
      const em = options.em.fork();
      const live = await em.find(
        Session,
        {
          user: { organization: admin.organization.id, role: { $ne: 'super_admin' } },
          kind: 'user',
          revokedAt: null,
          expiresAt: { $gt: new Date() },
        } as FilterQuery<Session>,
        { populate: ['user'] },
      );
      const session = live.find((s) => publicSessionId(s.id) === publicId);
      if (!session) throw new NotFoundError('Session not found');
      await sessions.revoke(session.user.id, 'user', publicId);
      recordAudit(em, {
        actor: { id: admin.id, username: admin.username },
        action: 'session.revoke',
        targetType: 'user',
        targetId: session.user.id,
      });
      await em.flush();
      return { success: true };
    },

    /** Failed sign-ins since `since` per organization (null: names that are no account), for the alert rules. */
    /** Events of a kind since `since`, per organization (null: the platform's, no organization's user). */
    async countSince(kind: Kind, since: Date): Promise<Map<number | null, number>> {
      await flusher.flush();
      const rows = await options.em
        .fork()
        .find(SecurityEvent, { kind, occurredAt: { $gte: since } }, { fields: ['organizationId'] });
      const counts = new Map<number | null, number>();
      for (const r of rows) counts.set(r.organizationId ?? null, (counts.get(r.organizationId ?? null) ?? 0) + 1);
      return counts;
    },

    async prune(now: Date = new Date()): Promise<number> {
      const before = new Date(now.getTime() - SECURITY_RETENTION_DAYS * 86_400_000);
      return options.em.fork().nativeDelete(SecurityEvent, { occurredAt: { $lt: before } });
    },

    close: flusher.close,
  };
}
export type SecurityMonitor = ReturnType<typeof createSecurityMonitor>;
