import { AsyncLocalStorage } from 'node:async_hooks';
import { type EntityManager, RequestContext } from '@mikro-orm/core';

/** A request's EntityManager by context name, forked from the root one when it is first asked for. */
class ForkOnFirstUse {
  readonly #root: EntityManager;
  #fork: EntityManager | undefined;
  #forking = false;
  constructor(root: EntityManager) {
    this.#root = root;
  }
  get(name: string): EntityManager | undefined {
    // While the fork is being built it asks for the context itself: there is none yet, as in RequestContext.create.
    if (this.#fork || this.#forking || name !== this.#root.name) return this.#fork;
    this.#forking = true;
    try {
      this.#fork = this.#root.fork({ useContext: true, disableContextResolution: true });
      return this.#fork;
    } finally {
      this.#forking = false;
    }
  }
}

const requests = new AsyncLocalStorage<ForkOnFirstUse>();

/**
 * Runs `next` with a request context: services call the root EntityManager (`orm.em`) and MikroORM resolves it to
 * this request's own fork — one identity map and unit of work per request (or CLI command), nothing shared between
 * requests; outside any context the root one refuses to work (`allowGlobalContext: false`). Unlike
 * `RequestContext.create`, which forks at once, the fork is made when the request first touches the database: the
 * health check, static files and the OpenAPI document pay nothing for it (a fork costs about 10 µs, a third of what
 * the health check may take in all).
 */
export function withOrmContext<T>(root: EntityManager, next: () => Promise<T>): Promise<T> {
  return requests.run(new ForkOnFirstUse(root), next);
}

/**
 * The ORM's `context` option: the EntityManager of the current MikroORM RequestContext if one was created, else the
 * one of `withOrmContext`, else none (the root one then refuses to work).
 */
export function currentEntityManager(name: string): EntityManager | undefined {
  return RequestContext.getEntityManager(name) ?? requests.getStore()?.get(name);
}
