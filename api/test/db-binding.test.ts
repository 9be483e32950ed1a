import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, User } from '../src/db/entities/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

/**
 * Issue 12: values reached SQLite written into the SQL text (MikroORM's formatQuery), so a NUL ended the statement
 * inside a quoted literal ("unrecognized token"). On SQLite every value is now a bound parameter.
 * PostgreSQL cannot store U+0000 in text at all; the request schemas refuse it there (and here) first.
 */
let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.close());

/** PostgreSQL refuses U+0000 in text whatever the client does, so there the same cases run without it. */
const nul = () => (srv.services.config.database.driver === 'sqlite' ? '\u0000' : '');

describe('every value reaches the database intact (bound on SQLite)', () => {
  it('passes a NUL (SQLite) and a quote through raw SQL parameters unchanged', async () => {
    const conn = srv.services.orm.em.getConnection();
    const rows = await conn.execute<{ v: string; n: number | string }[]>('select ? as v, length(?) as n', [
      `a${nul()}b`,
      `it's${nul()}`,
    ]);
    // SQLite's length() of text stops at a NUL: 4 either way.
    expect({ ...rows[0], n: Number(rows[0]?.n) }).toEqual({ v: `a${nul()}b`, n: 4 });
  });

  it('stores and finds an entity whose text holds NUL (SQLite), quotes and question marks', async () => {
    const em = srv.services.orm.em.fork();
    const message = `line one${nul()} it's ? and ?? and \\? -- ; drop table leads`;
    const lead = em.create(Lead, {
      name: `N${nul()}UL`,
      company: 'Qafila',
      email: 'nul@example.ae',
      companySize: '',
      message,
      language: 'ar',
      consent: { analytics: true, "it's": false },
    });
    await em.flush();
    const found = await srv.services.orm.em.fork().findOneOrFail(Lead, { message, name: `N${nul()}UL` });
    expect(found.id).toBe(lead.id);
    expect(found.message).toBe(message);
    expect(found.consent).toEqual({ analytics: true, "it's": false });
    expect(found.createdAt).toBeInstanceOf(Date);
  });

  it('looks up with NUL (SQLite), $in lists and $like without a driver error', async () => {
    const em = srv.services.orm.em.fork();
    expect(await em.find(User, { username: `demo${nul()}x` })).toEqual([]);
    expect(await em.count(User, { username: { $like: 'dem%' } })).toBe(1);
    const some = await em.find(
      User,
      { username: { $in: ['demo', 'ops', `x${nul()}`] } },
      { orderBy: { username: 'asc' } },
    );
    expect(some.map((u) => u.username)).toEqual(['demo', 'ops']);
    expect(await em.count(User, { username: "demo' or '1'='1" })).toBe(0);
  });
});
