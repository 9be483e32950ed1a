import type { EntityManager } from '@mikro-orm/core';
import { TIME_ZONE } from '@qafila/contracts';
import type { Logger } from 'pino';

const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });

/** The calendar month of a moment in Asia/Dubai, as 'YYYY-MM'. */
export function dubaiMonth(at: Date = new Date()): string {
  const parts = monthFormat.formatToParts(at);
  const year = parts.find((p) => p.type === 'year')?.value;
  const month = parts.find((p) => p.type === 'month')?.value;
  return `${year}-${month}`;
}

const key = (orgId: number, month: string) => `${orgId}|${month}`;

/**
 * Counts API calls per organization and month in memory and adds them to `usage_counters` every few seconds
 * and on close. Reads add what is not yet written, so they are exact at any moment.
 */
export function createUsageMeter(options: { em: EntityManager; logger: Logger; flushEveryMs?: number }) {
  let pending = new Map<string, number>();
  /** Counts being written: still added by reads until the write commits. */
  let inflight = new Map<string, number>();
  let flushing: Promise<void> | undefined;
  let closed = false;

  async function write(batch: Map<string, number>) {
    const em = options.em.fork();
    await em.transactional(async (tx) => {
      const conn = tx.getConnection();
      for (const [k, n] of batch) {
        const [org, month] = k.split('|') as [string, string];
        await conn.execute(
          'insert into usage_counters (organization_id, month, api_calls) values (?, ?, ?) ' +
            'on conflict (organization_id, month) do update set api_calls = usage_counters.api_calls + excluded.api_calls',
          [Number(org), month, n],
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

  const flush = (): Promise<void> => {
    flushing ??= flushOnce().finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 5_000);
  timer.unref();

  return {
    /** Counts one call of an organization now. */
    hit(orgId: number, at: Date = new Date()): void {
      if (closed) return;
      const k = key(orgId, dubaiMonth(at));
      pending.set(k, (pending.get(k) ?? 0) + 1);
    },

    flush,

    /** API calls per organization in a month: written counts plus those still in memory. */
    async apiCalls(orgIds: number[], em: EntityManager = options.em.fork(), month: string = dubaiMonth()) {
      const result = new Map<number, number>();
      if (orgIds.length === 0) return result;
      await flushing; // a write under way lands first, so it is counted once
      const rows: { organization_id: number; api_calls: number | string }[] = await em
        .getConnection()
        .execute(
          `select organization_id, api_calls from usage_counters where month = ? and organization_id in (${orgIds.map(() => '?').join(',')})`,
          [month, ...orgIds],
          'all',
          em.getTransactionContext(),
        );
      for (const r of rows) result.set(Number(r.organization_id), Number(r.api_calls));
      for (const id of orgIds) {
        const extra = (pending.get(key(id, month)) ?? 0) + (inflight.get(key(id, month)) ?? 0);
        if (extra) result.set(id, (result.get(id) ?? 0) + extra);
      }
      return result;
    },

    /** Stops the timer and writes what is left. */
    async close(): Promise<void> {
      clearInterval(timer);
      closed = true;
      await flushing;
      await flush();
    },
  };
}
export type UsageMeter = ReturnType<typeof createUsageMeter>;
