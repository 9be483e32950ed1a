import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { ApiUsage } from '@qafila/contracts';
import type { Logger } from 'pino';
import { ApiKey, ApiUsageDay, WebhookDelivery, WebhookEndpoint } from '../../db/entities/index.ts';
import { dubaiDay } from '../../lib/dubai-calendar.ts';
import { mapFlush } from '../../lib/periodic-flush.ts';

interface Tally {
  calls: number;
  keyCalls: number;
  errors: number;
  totalMs: number;
}

const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Calls per organization, Asia/Dubai day and route, for the API usage page (issue 17): counted in memory and added
 * to `api_usage_days` every few seconds and on close, like the billing meter. Every call of a member of staff or a
 * customer of the organization and every API-key call counts; `keyCalls` are those made with a key.
 */
export function createApiUsageRecorder(options: { em: EntityManager; logger: Logger; flushEveryMs?: number }) {
  async function write(batch: Map<string, Tally>) {
    const em = options.em.fork();
    await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      for (const [k, t] of batch) {
        const [org, day, endpoint] = k.split('|') as [string, string, string];
        // An upsert that adds to the stored counts in one statement, the same text on SQLite and PostgreSQL.
        await conn.execute(
          'insert into api_usage_days (organization_id, day, endpoint, calls, key_calls, errors, total_ms) values (?, ?, ?, ?, ?, ?, ?) ' +
            'on conflict (organization_id, day, endpoint) do update set calls = api_usage_days.calls + excluded.calls, ' +
            'key_calls = api_usage_days.key_calls + excluded.key_calls, errors = api_usage_days.errors + excluded.errors, ' +
            'total_ms = api_usage_days.total_ms + excluded.total_ms',
          [Number(org), day, endpoint, t.calls, t.keyCalls, t.errors, Math.round(t.totalMs)],
          'run',
          tx.getTransactionContext(),
        );
      }
    });
  }

  const flusher = mapFlush(write, {
    everyMs: options.flushEveryMs ?? 5_000,
    logger: options.logger,
    failure: 'API usage flush failed; counts of this batch dropped',
  });
  const { flush } = flusher;

  return {
    /** Counts one answered call of a route for an organization. */
    record(call: { organizationId: number; endpoint: string; status: number; ms: number; viaKey: boolean; at?: Date }) {
      if (flusher.closed) return;
      const k = `${call.organizationId}|${dubaiDay(call.at ?? new Date())}|${call.endpoint.slice(0, 120)}`;
      const t = flusher.pending.get(k) ?? { calls: 0, keyCalls: 0, errors: 0, totalMs: 0 };
      t.calls += 1;
      if (call.viaKey) t.keyCalls += 1;
      if (call.status >= 400) t.errors += 1;
      t.totalMs += call.ms;
      flusher.pending.set(k, t);
    },

    flush,

    /** The usage page of an organization: the last 30 Dubai days up to `now`, its keys and its webhooks. */
    async report(organizationId: number, now: Date = new Date()): Promise<ApiUsage> {
      await flush();
      const em = options.em as SqlEntityManager;
      const days = Array.from({ length: USAGE_DAYS }, (_, i) =>
        dubaiDay(new Date(now.getTime() - (USAGE_DAYS - 1 - i) * DAY_MS)),
      );
      const from = days[0]!;
      const to = days[days.length - 1]!;
      const rows = await em.find(ApiUsageDay, { organization: organizationId, day: { $gte: from, $lte: to } });
      const perDay = new Map(days.map((d) => [d, { day: d, calls: 0, keyCalls: 0, errors: 0 }]));
      const perEndpoint = new Map<string, { endpoint: string; calls: number; errors: number; totalMs: number }>();
      for (const r of rows) {
        const d = perDay.get(r.day);
        if (d) {
          d.calls += r.calls;
          d.keyCalls += r.keyCalls;
          d.errors += r.errors;
        }
        const e = perEndpoint.get(r.endpoint) ?? { endpoint: r.endpoint, calls: 0, errors: 0, totalMs: 0 };
        e.calls += r.calls;
        e.errors += r.errors;
        e.totalMs += r.totalMs;
        perEndpoint.set(r.endpoint, e);
      }
      const dayList = [...perDay.values()];
      const sum = (f: (d: (typeof dayList)[number]) => number) => dayList.reduce((n, d) => n + f(d), 0);
      const calls = sum((d) => d.calls);
      const errors = sum((d) => d.errors);

      const keys = await em.find(ApiKey, { organization: organizationId }, { fields: ['revokedAt', 'lastUsedAt'] });
      const lastUsed = keys.reduce<Date | null>(
        (latest, k) => (k.lastUsedAt && (!latest || k.lastUsedAt > latest) ? k.lastUsedAt : latest),
        null,
      );
      const endpoints = await em.find(WebhookEndpoint, { organization: organizationId }, { fields: ['enabled'] });
      const since = new Date(now.getTime() - DAY_MS);
      const outcome = async (status: 'delivered' | 'failed' | 'pending') =>
        em.count(WebhookDelivery, { endpoint: { organization: organizationId }, status, createdAt: { $gte: since } });
      const [delivered, failed, pendingCount] = await Promise.all([
        outcome('delivered'),
        outcome('failed'),
        outcome('pending'),
      ]);

      return {
        from,
        to,
        days: dayList,
        totals: { calls, keyCalls: sum((d) => d.keyCalls), errors, errorRate: calls ? errors / calls : null },
        endpoints: [...perEndpoint.values()]
          .sort((a, b) => b.calls - a.calls || a.endpoint.localeCompare(b.endpoint))
          .map((e) => ({
            endpoint: e.endpoint,
            calls: e.calls,
            errors: e.errors,
            avgLatencyMs: e.calls ? Math.round((e.totalMs / e.calls) * 10) / 10 : 0,
          })),
        keys: {
          active: keys.filter((k) => !k.revokedAt).length,
          revoked: keys.filter((k) => k.revokedAt).length,
          lastUsedAt: lastUsed?.toISOString() ?? null,
        },
        webhooks: {
          endpoints: endpoints.length,
          disabled: endpoints.filter((e) => !e.enabled).length,
          delivered,
          failed,
          pending: pendingCount,
        },
      };
    },

    close: flusher.close,
  };
}
export type ApiUsageRecorder = ReturnType<typeof createApiUsageRecorder>;
