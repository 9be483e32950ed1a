import type { EntityManager } from '@mikro-orm/core';
import { TooManyAttemptsError } from '../../domain/errors.ts';
import { dubaiMonth, dubaiMonthRange } from '../../lib/dubai-calendar.ts';
import { planOf } from './limits.ts';
import type { UsageMeter } from './meter.ts';

/** How long a read of an organization's plan and count is trusted before it is read again. */
const REFRESH_MS = 10_000;

interface Entry {
  month: string;
  /** The plan's included API calls a month; -1 unlimited. */
  limit: number;
  plan: string;
  /** Calls this month: the meter's figure at `readAt` plus the calls let through since. */
  count: number;
  readAt: number;
}

/**
 * The monthly API-call limit (issue 16): a signed-in call of an organization whose plan's included calls this
 * Dubai month are used up is answered 429 with Retry-After = seconds until the next month starts there. The plan
 * and the meter's count are read at most every 10 s per organization and counted on in memory between reads, so
 * a request costs no query. `onCount` hears every counted call with the new count and the limit (the warnings).
 */
export function createApiCallLimit(options: {
  em: EntityManager;
  meter: UsageMeter;
  onCount?: (organizationId: number, count: number, limit: number) => void;
}) {
  const entries = new Map<number, Entry>();
  const reading = new Map<number, Promise<Entry>>();

  async function read(organizationId: number, now: Date): Promise<Entry> {
    const em = options.em.fork();
    const plan = await planOf(em, organizationId);
    const month = dubaiMonth(now);
    const limit = plan ? plan.includedApiCalls : -1;
    const count =
      limit < 0 ? 0 : ((await options.meter.apiCalls([organizationId], em, month)).get(organizationId) ?? 0);
    const entry = { month, limit, plan: plan?.name ?? '', count, readAt: now.getTime() };
    entries.set(organizationId, entry);
    return entry;
  }

  async function entryOf(organizationId: number, now: Date): Promise<Entry> {
    const entry = entries.get(organizationId);
    if (entry && entry.month === dubaiMonth(now) && now.getTime() - entry.readAt < REFRESH_MS) return entry;
    let pending = reading.get(organizationId);
    if (!pending) {
      pending = read(organizationId, now).finally(() => reading.delete(organizationId));
      reading.set(organizationId, pending);
    }
    return pending;
  }

  return {
    /**
     * Counts one API call of the organization, or throws TooManyAttemptsError (429) when its plan's calls this
     * month are used up (the refused call is not counted).
     */
    async take(organizationId: number, now = new Date()): Promise<void> {
      const entry = await entryOf(organizationId, now);
      if (entry.limit >= 0 && entry.count >= entry.limit) {
        const retryAfter = Math.max(1, Math.ceil((dubaiMonthRange(entry.month).end.getTime() - now.getTime()) / 1000));
        throw new TooManyAttemptsError(
          `Your ${entry.plan} plan includes ${entry.limit.toLocaleString('en')} API calls a month and this month's are used up. They start again when the next month begins (Asia/Dubai), or upgrade the plan.`,
          retryAfter,
        );
      }
      options.meter.hit(organizationId, now);
      if (entry.limit >= 0) {
        entry.count++;
        options.onCount?.(organizationId, entry.count, entry.limit);
      }
    },

    /** Forgets what was read (a plan changed): the next call reads again. */
    forget(organizationId?: number): void {
      if (organizationId === undefined) entries.clear();
      else entries.delete(organizationId);
    },
  };
}
export type ApiCallLimit = ReturnType<typeof createApiCallLimit>;
