import type { ChangeSet, EntityManager, EventSubscriber, FlushEventArgs } from '@mikro-orm/core';

/**
 * How long a verified session is answered from memory. Any change made through this process to what
 * authentication reads (a session revoked, a user or organization changed, a feature assigned) empties the cache
 * at once; the time-to-live only bounds how long a change made by another process (a second API instance on the
 * same PostgreSQL, the CLI) can go unnoticed.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Entities whose rows decide what `authenticate()` answers. */
const WATCHED = new Set(['Session', 'User', 'Organization', 'UserFeature', 'Feature']);

/** A session's own `lastSeenAt` bookkeeping changes nothing authentication decides. */
const onlyLastSeen = (cs: ChangeSet<object>) =>
  cs.meta.className === 'Session' &&
  cs.type === 'update' &&
  Object.keys(cs.payload ?? {}).every((k) => k === 'lastSeenAt');

/**
 * Verified sessions by session id, for a few seconds. `generation()` before a read and `set(…, generation)` after
 * it: a value read before an invalidation is never stored after it.
 */
export function createSessionCache<T extends { user: { id: number } }>(
  em: EntityManager,
  ttlMs: number = SESSION_CACHE_TTL_MS,
) {
  const entries = new Map<string, { value: T; until: number }>();
  let generation = 0;
  let dirtyTransaction = false;
  const clear = () => {
    generation += 1;
    entries.clear();
  };

  const subscriber: EventSubscriber = {
    afterFlush(args: FlushEventArgs) {
      const changed = args.uow.getChangeSets().some((cs) => WATCHED.has(cs.meta.className) && !onlyLastSeen(cs));
      if (!changed) return;
      clear();
      // Inside a transaction, readers may still see the old rows until it commits: cleared again then.
      if (args.em.isInTransaction()) dirtyTransaction = true;
    },
    afterTransactionCommit() {
      if (!dirtyTransaction) return;
      dirtyTransaction = false;
      clear();
    },
  };
  em.getEventManager().registerSubscriber(subscriber);

  return {
    generation: () => generation,

    get(sessionId: string): T | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        entries.delete(sessionId);
        return undefined;
      }
      return entry.value;
    },

    /** Stores a value read under `readGeneration`, unless something was invalidated since. */
    set(sessionId: string, value: T, readGeneration: number): void {
      if (readGeneration !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(sessionId, { value, until: Date.now() + ttlMs });
    },

    forgetSession(sessionId: string): void {
      generation += 1;
      entries.delete(sessionId);
    },

    forgetUser(userId: number): void {
      generation += 1;
      for (const [id, entry] of entries) if (entry.value.user.id === userId) entries.delete(id);
    },

    clear,
  };
}
