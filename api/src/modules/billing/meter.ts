import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import { UsageCounter } from '../../db/entities/usage-counter.ts';
import { UsageDayCounter } from '../../db/entities/usage-day-counter.ts';
import { dubaiDay, dubaiMonth } from '../../lib/dubai-calendar.ts';
import { periodicFlush } from '../../lib/periodic-flush.ts';

const key = (orgId: number, day: string) => `${orgId}|${day}`;

/**
 * Counts API calls per organization and day in memory and adds them to `usage_counters` (per month) and
 * `usage_day_counters` (per day) every few seconds and on close. Reads add what is not yet written, so they are
 * exact at any moment.
 */
export function createUsageMeter(options: { em: EntityManager; logger: Logger; flushEveryMs?: number }) {
  let pending = new Map<string, number>();
  /** Counts being written: still added by reads until the write commits. */
  let inflight = new Map<string, number>();

  async function write(batch: Map<string, number>) {
    // A fork of its own: the meter writes in the background, on a timer and at close, outside any request.
    const em = options.em.fork();
    await em.transactional(async (tx) => {
      // Hand-written SQL: an upsert that adds to the stored count (`api_calls + excluded.api_calls`) in one atomic
      // statement, the same text on SQLite and PostgreSQL; em.upsert would overwrite the count instead.
      const conn = tx.getConnection();
      for (const [k, n] of batch) {
        const [org, day] = k.split('|') as [string, string];
        await conn.execute(
          'insert into usage_counters (organization_id, month, api_calls) values (?, ?, ?) ' +
            'on conflict (organization_id, month) do update set api_calls = usage_counters.api_calls + excluded.api_calls',
          [Number(org), day.slice(0, 7), n],
          'run',
          tx.getTransactionContext(),
        );
        await conn.execute(
          'insert into usage_day_counters (organization_id, day, api_calls) values (?, ?, ?) ' +
            'on conflict (organization_id, day) do update set api_calls = usage_day_counters.api_calls + excluded.api_calls',
          [Number(org), day, n],
          'run',
          tx.getTransactionContext(),
        );
      }
    });
  }

  async function flushOnce(): Promise<void> {
    if (pending.size === 0) return;
    inflight = pending;
    pending = new Map();
    try {
      await write(inflight);
    } catch (err) {
      // Kept for the next attempt (an organization deleted meanwhile fails its foreign key: dropped).
      options.logger.error({ err }, 'usage meter flush failed; will retry');
      for (const [k, n] of inflight) pending.set(k, (pending.get(k) ?? 0) + n);
    } finally {
      inflight = new Map();
    }
  }

  /** Adds the counts not yet written (pending or being written) of the days matching `inPeriod`. */
  function addUnwritten(result: Map<number, number>, orgIds: number[], inPeriod: (day: string) => boolean) {
    const wanted = new Set(orgIds);
    for (const counts of [pending, inflight]) {
      for (const [k, n] of counts) {
        const [org, day] = k.split('|') as [string, string];
        const id = Number(org);
        if (wanted.has(id) && inPeriod(day)) result.set(id, (result.get(id) ?? 0) + n);
      }
    }
  }

  /** The written counts `read` answers plus the unwritten ones of the days matching `inPeriod`. */
  async function apiCallsOf(
    orgIds: number[],
    read: () => Promise<{ organization: number | string; apiCalls: number | string }[]>,
    inPeriod: (day: string) => boolean,
  ): Promise<Map<number, number>> {
    const result = new Map<number, number>();
    if (orgIds.length === 0) return result;
    await flusher.inFlight(); // a write under way lands first, so it is counted once
    for (const r of await read()) result.set(Number(r.organization), Number(r.apiCalls));
    addUnwritten(result, orgIds, inPeriod);
    return result;
  }

  const flusher = periodicFlush(flushOnce, options.flushEveryMs ?? 5_000);
  const { flush } = flusher;

  return {
    /** Counts one call of an organization now. */
    hit(orgId: number, at: Date = new Date()): void {
      if (flusher.closed) return;
      const k = key(orgId, dubaiDay(at));
      pending.set(k, (pending.get(k) ?? 0) + 1);
    },

    flush,

    /** API calls per organization in a month: written counts plus those still in memory. */
    apiCalls(orgIds: number[], em: EntityManager = options.em, month: string = dubaiMonth()) {
      return apiCallsOf(
        orgIds,
        () =>
          (em as SqlEntityManager)
            .createQueryBuilder(UsageCounter)
            .select(['organization', 'apiCalls'])
            .where({ month, organization: { $in: orgIds } })
            .execute('all'),
        (day) => day.startsWith(`${month}-`),
      );
    },

    /** API calls per organization on a day (Asia/Dubai): written counts plus those still in memory. */
    apiCallsOnDay(orgIds: number[], em: EntityManager = options.em, day: string = dubaiDay()) {
      return apiCallsOf(
        orgIds,
        () =>
          (em as SqlEntityManager)
            .createQueryBuilder(UsageDayCounter)
            .select(['organization', 'apiCalls'])
            .where({ day, organization: { $in: orgIds } })
            .execute('all'),
        (d) => d === day,
      );
    },

    /** Stops the timer and writes what is left. */
    close: flusher.close,
  };
}
export type UsageMeter = ReturnType<typeof createUsageMeter>;
