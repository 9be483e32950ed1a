import type { Orm } from './orm.ts';

/**
 * A counter that moves whenever this process may have changed the database, for caches of what it read: a value
 * read while the counter stood at `n` is current as long as the counter still stands at `n`.
 */
export interface WriteClock {
  readonly value: number;
}

/** Statements that only read. Anything else (insert, update, delete, DDL, pragma, `with …`) counts as a write. */
const READ_ONLY = /^\s*select\b/i;

const clocks = new WeakMap<Orm, WriteClock>();

/**
 * Watches every statement the ORM runs, whatever issued it (a flush, a query builder, `em.execute`, raw SQL on the
 * connection). The clock moves before a write is sent (a read that starts afterwards is not stored under the old
 * value), again when it has completed (a read that ran before it landed is dropped), and after every commit and
 * rollback (what readers saw during a transaction is dropped once it ends). One clock per ORM, however often asked. Writes by another process (a second
 * instance on the same PostgreSQL, the CLI) are not seen: caches bound those by their time-to-live.
 */
export function watchWrites(orm: Orm): WriteClock {
  const watched = clocks.get(orm);
  if (watched) return watched;
  const clock = { value: 0 };
  clocks.set(orm, clock);
  const tick = () => {
    clock.value += 1;
  };
  const config = orm.config;
  const previous = config.get('onQuery');
  // Called with the final SQL text of every statement, just before it is sent (see AbstractSqlConnection.prepareQuery
  // and bound-sqlite.ts).
  config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    if (!READ_ONLY.test(sql)) tick();
    return previous(sql, params as unknown[]);
  });
  const connection = orm.em.getDriver().getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = (async (...args: Parameters<typeof execute>) => {
    const before = clock.value;
    try {
      return await execute(...args);
    } finally {
      // It moved while this statement ran (this one was a write, or another was): once more now it has landed.
      if (clock.value !== before) tick();
    }
  }) as typeof connection.execute;
  const commit = connection.commit.bind(connection);
  connection.commit = async (...args) => {
    try {
      return await commit(...args);
    } finally {
      tick();
    }
  };
  const rollback = connection.rollback.bind(connection);
  connection.rollback = async (...args) => {
    try {
      return await rollback(...args);
    } finally {
      tick();
    }
  };
  return clock;
}
