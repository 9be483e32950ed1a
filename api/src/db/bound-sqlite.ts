import { type Configuration, isRaw, JsonProperty, raw, Utils } from '@mikro-orm/core';
import {
  AbstractSqlDriver,
  BaseSqliteConnection,
  NativeQueryBuilder,
  NodeSqliteDialect,
  SqlitePlatform,
} from '@mikro-orm/sql';

/**
 * SQLite with every value bound as a statement parameter.
 *
 * MikroORM 7's `AbstractSqlConnection.execute()` (and `stream()`) turn `(sql, params)` into one SQL text with
 * `platform.formatQuery()` — every value is quoted into the statement — and run it with an empty parameter list
 * (there is no option to change that: mikro-orm/mikro-orm#6827, #8001). SQLite stops reading a statement at a
 * NUL character, so any string containing U+0000 ended the statement inside a quoted literal and failed with
 * `unrecognized token` (a 500). This connection keeps MikroORM's query building and result handling but
 * replaces the inlining step: each `?` value becomes a bound parameter, converted exactly as
 * `SqlitePlatform.quoteValue()` would have written it (so stored data is unchanged). `??` identifiers and raw
 * fragments are still expanded into the SQL text, as they are SQL, not values.
 */

type SqliteValue = null | number | bigint | string | Uint8Array;

/**
 * Kysely's `CompiledQuery.raw(sql, parameters)`, written out: kysely is @mikro-orm/sql's dependency, not ours, and
 * its executor reads only `sql`, `parameters`, `query` (a raw node) and `queryId` (a key for plugins).
 */
function compiledQuery(sql: string, parameters: SqliteValue[], kind: 'RawNode' | 'SelectQueryNode' = 'RawNode') {
  const query = kind === 'RawNode' ? { kind, sqlFragments: [sql], parameters: [] } : { kind };
  return Object.freeze({ sql, parameters: Object.freeze(parameters), query, queryId: { queryId: '' } });
}

/** One parameter value as SQLite stores it; mirrors `SqlitePlatform.quoteValue`/`escape`. */
function toSqliteValue(value: unknown): SqliteValue {
  if (value == null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Date) return +value;
  if (Buffer.isBuffer(value)) return value;
  if (Utils.isPlainObject(value) || (value as Record<symbol, unknown>)[JsonProperty]) return JSON.stringify(value);
  return String(value);
}

export interface BoundQuery {
  sql: string;
  params: SqliteValue[];
}

/**
 * Turns MikroORM's `?`/`??` SQL and its parameters into SQL with `?` placeholders and bound values.
 * Returns undefined for SQL using the `\?` escape (a literal question mark outside a string, which SQLite would
 * read as a placeholder): such statements are left to MikroORM's own formatting.
 */
export function bindQuery(platform: SqlitePlatform, sql: string, params: readonly unknown[]): BoundQuery | undefined {
  if (params.length === 0) return { sql, params: [] };
  if (sql.includes('\\?')) return undefined;
  const out: SqliteValue[] = [];
  let text = '';
  let next = 0;
  let pos = 0;
  const addValue = (value: unknown): string | undefined => {
    if (isRaw(value)) {
      const inner = bindQuery(platform, value.sql, value.params);
      if (!inner) return undefined;
      out.push(...inner.params);
      return inner.sql;
    }
    if (Array.isArray(value) && !(value as unknown as Record<symbol, unknown>)[JsonProperty]) {
      // `escape()` writes an array as a comma-separated list, e.g. for `in (?)`.
      const parts: string[] = [];
      for (const item of value) {
        const part = addValue(item);
        if (part === undefined) return undefined;
        parts.push(part);
      }
      return parts.join(', ');
    }
    out.push(toSqliteValue(value));
    return '?';
  };
  while (pos < sql.length) {
    const idx = sql.indexOf('?', pos);
    if (idx === -1) {
      text += sql.slice(pos);
      break;
    }
    text += sql.slice(pos, idx);
    if (sql[idx + 1] === '?') {
      text += platform.quoteIdentifier(params[next++] as string);
      pos = idx + 2;
    } else {
      const part = addValue(params[next++]);
      if (part === undefined) return undefined;
      text += part;
      pos = idx + 1;
    }
  }
  return { sql: text, params: out };
}

type ExecuteArgs = Parameters<BaseSqliteConnection['execute']>;
type LoggerContext = ExecuteArgs[4] & { signal?: AbortSignal; inflightQueryAbortStrategy?: unknown };

/** The query and parameters as `AbstractSqlConnection.prepareQuery` (private) reads them. */
function normalize(query: ExecuteArgs[0], params: ExecuteArgs[1]): { query: string; params: unknown[] } {
  let q: unknown = query;
  let p: unknown = params ?? [];
  if (q instanceof NativeQueryBuilder) q = q.toRaw();
  if (typeof q === 'string' && !Array.isArray(p)) q = raw(q, p as Record<string, unknown>);
  if (isRaw(q)) {
    p = q.params;
    q = q.sql;
  }
  return { query: q as string, params: p as unknown[] };
}

export class BoundSqliteConnection extends BaseSqliteConnection {
  /** The query as logged: with values written in only when parameter logging is on. */
  private logged(query: string, params: unknown[], context: LoggerContext | undefined): string {
    const logger = this.config.getLogger();
    if (logger.isEnabled('query', context) && logger.isEnabled('query-params', context)) {
      return this.platform.formatQuery(query, params);
    }
    return query;
  }

  override async execute<T>(...args: ExecuteArgs): Promise<T> {
    const [query, params, method = 'all', ctx, loggerContext] = args as [
      ExecuteArgs[0],
      ExecuteArgs[1],
      ExecuteArgs[2],
      ExecuteArgs[3],
      LoggerContext | undefined,
    ];
    const n = normalize(query, params);
    const onQuery = this.config.get('onQuery');
    const sqlText = onQuery ? onQuery(n.query, n.params) : n.query;
    const bound = bindQuery(this.platform as SqlitePlatform, sqlText, n.params);
    if (!bound) return super.execute(sqlText, n.params, method, ctx, loggerContext) as Promise<T>;
    await this.ensureConnection();
    const { signal, inflightQueryAbortStrategy, ...logContext } = loggerContext ?? {};
    const abort =
      signal != null || inflightQueryAbortStrategy != null ? { signal, inflightQueryAbortStrategy } : undefined;
    const compiled = compiledQuery(bound.sql, bound.params);
    const logged = this.logged(sqlText, n.params, loggerContext);
    return this.executeQuery(
      logged,
      async () => {
        // biome-ignore lint/suspicious/noExplicitAny: kysely's executeQuery takes an options object MikroORM types loosely
        const res = await (ctx ?? this.getClient()).executeQuery(compiled as any, abort as any);
        return this.transformRawResult<T>(res, method);
      },
      { query: sqlText, params: n.params, ...(logContext as object) },
    );
  }

  override async *stream<T extends object>(
    ...args: Parameters<BaseSqliteConnection['stream']>
  ): AsyncIterableIterator<T> {
    const [query, params, ctx, loggerContext, chunkSize] = args;
    const n = normalize(query, params);
    const onQuery = this.config.get('onQuery');
    const sqlText = onQuery ? onQuery(n.query, n.params) : n.query;
    const bound = bindQuery(this.platform as SqlitePlatform, sqlText, n.params);
    if (!bound) {
      yield* super.stream<T>(sqlText, n.params, ctx, loggerContext, chunkSize);
      return;
    }
    await this.ensureConnection();
    const { signal, inflightQueryAbortStrategy: _strategy, ...logContext } = (loggerContext ?? {}) as LoggerContext;
    const logged = this.logged(sqlText, n.params, loggerContext);
    // A hand-built compiled query with `kind: 'SelectQueryNode'`, as MikroORM does, so kysely lets SQLite stream it.
    const compiled = compiledQuery(bound.sql, bound.params, 'SelectQueryNode');
    try {
      const res = (ctx ?? this.getClient())
        .getExecutor()
        // biome-ignore lint/suspicious/noExplicitAny: see above
        .stream(compiled as any, chunkSize ?? 100, signal ? { signal } : undefined);
      this.logQuery(logged, { sql: logged, params: n.params, ...(logContext as object) });
      for await (const items of res) {
        for (const row of this.transformRawResult<T[]>(items, 'all')) yield row;
      }
    } catch (e) {
      this.logQuery(logged, { sql: logged, params: n.params, ...(logContext as object), level: 'error' });
      throw e;
    }
  }
}

/** `SqliteDriver` from @mikro-orm/sql with the binding connection. */
export class BoundSqliteDriver extends AbstractSqlDriver<BoundSqliteConnection, SqlitePlatform> {
  constructor(config: Configuration) {
    super(config, new SqlitePlatform(), BoundSqliteConnection, ['kysely']);
  }
}

/** How many prepared statements the SQLite connection keeps: the app's statements, plus room for `in (?, …)` lists. */
const STATEMENT_CACHE_SIZE = 500;

interface CachedStatement {
  reader: boolean;
  all(params: readonly SqliteValue[]): unknown[];
  run(params: readonly SqliteValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(params: readonly SqliteValue[]): unknown;
}

/** Kysely's `SqliteDialect`, the parent of `NodeSqliteDialect` (kysely is @mikro-orm/sql's dependency, not ours). */
const SqliteDialect = Object.getPrototypeOf(NodeSqliteDialect) as new (config: {
  database: () => { prepare(sql: string): CachedStatement; close(): void };
}) => NodeSqliteDialect;

/**
 * `NodeSqliteDialect` from @mikro-orm/sql (the same bridge from `node:sqlite` to the better-sqlite3 interface that
 * kysely expects), keeping prepared statements for reuse. The original prepares every statement anew, which cost
 * more than running it for the app's small reads. A statement is keyed by its SQL text (values are bound
 * parameters, see above, so one text serves every call) and the least recently used ones are dropped beyond
 * STATEMENT_CACHE_SIZE. Reusing a statement is safe because `node:sqlite` runs each one to completion
 * synchronously (`all`/`run`/`get`); SQLite re-prepares a statement by itself when the schema changes.
 */
export class CachingNodeSqliteDialect extends SqliteDialect {
  constructor(dbName: string) {
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    super({
      database: () => {
        const db = new DatabaseSync(dbName);
        const statements = new Map<string, CachedStatement>();
        return {
          prepare(sql: string): CachedStatement {
            let cached = statements.get(sql);
            if (cached) {
              // Most recently used last: Map keeps insertion order.
              statements.delete(sql);
              statements.set(sql, cached);
              return cached;
            }
            const stmt = db.prepare(sql);
            cached = {
              reader: /^\s*(select|pragma|explain|with)/i.test(sql) || /\breturning\b/i.test(sql),
              all: (params) => stmt.all(...params),
              run: (params) => stmt.run(...params),
              get: (params) => stmt.get(...params),
            };
            statements.set(sql, cached);
            if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
            return cached;
          },
          close() {
            statements.clear();
            db.close();
          },
        };
      },
    });
  }
}
