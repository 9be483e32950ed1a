import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Orm, openOrm } from './orm.ts';
import { currentEntityManager, withOrmContext } from './orm-context.ts';

let orm: Orm;
beforeAll(async () => {
  orm = await openOrm({ driver: 'sqlite', path: ':memory:' });
});
afterAll(() => orm.close(true));

describe('withOrmContext', () => {
  it('gives a request one EntityManager of its own, never the root one nor another request’s', async () => {
    const [a, b] = await withOrmContext(orm.em, async () => [orm.em.getContext(), orm.em.getContext()]);
    const other = await withOrmContext(orm.em, async () => orm.em.getContext());
    expect(a).toBe(b);
    expect(a).not.toBe(orm.em);
    expect(other).not.toBe(a);
  });

  it('keeps the request’s EntityManager across awaits, and concurrent requests apart', async () => {
    const seen = await Promise.all(
      [1, 2].map((n) =>
        withOrmContext(orm.em, async () => {
          const first = orm.em.getContext();
          await new Promise((resolve) => setTimeout(resolve, 5 * n));
          return { first, after: orm.em.getContext() };
        }),
      ),
    );
    expect(seen[0]!.after).toBe(seen[0]!.first);
    expect(seen[1]!.after).toBe(seen[1]!.first);
    expect(seen[0]!.first).not.toBe(seen[1]!.first);
  });

  it('forks only when the request uses the database', async () => {
    const fork = vi.spyOn(orm.em, 'fork');
    await withOrmContext(orm.em, async () => {});
    expect(fork).not.toHaveBeenCalled();
    await withOrmContext(orm.em, async () => {
      orm.em.getContext();
      orm.em.getContext();
    });
    expect(fork).toHaveBeenCalledTimes(1);
    fork.mockRestore();
  });

  it('leaves the root EntityManager unusable outside any context', () => {
    expect(currentEntityManager(orm.em.name)).toBeUndefined();
    expect(() => orm.em.getContext()).toThrow(/global EntityManager/);
  });
});
