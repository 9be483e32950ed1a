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

const sqliteOnly = () => srv.services.config.database.driver !== 'sqlite';

describe('SQLite binds every value', () => {
  it('passes a NUL through raw SQL parameters unchanged', async (t) => {
    if (sqliteOnly()) t.skip();
    const conn = srv.services.orm.em.getConnection();
    const rows = await conn.execute<{ v: string; n: number }[]>('select ? as v, length(?) as n', [
      'a\u0000b',
      "it's\u0000",
    ]);
    expect(rows[0]).toEqual({ v: 'a\u0000b', n: 4 });
  });

  it('stores and finds an entity whose text holds NUL, quotes and question marks', async (t) => {
    if (sqliteOnly()) t.skip();
    const em = srv.services.orm.em.fork();
    const message = "line one\u0000 it's ? and ?? and \\? -- ; drop table leads";
    const lead = em.create(Lead, {
      name: 'N\u0000UL',
      company: 'Qafila',
      email: 'nul@example.ae',
      companySize: '',
      message,
      language: 'ar',
      consent: { analytics: true, "it's": false },
    });
    await em.flush();
    const found = await srv.services.orm.em.fork().findOneOrFail(Lead, { message, name: 'N\u0000UL' });
    expect(found.id).toBe(lead.id);
    expect(found.message).toBe(message);
    expect(found.consent).toEqual({ analytics: true, "it's": false });
    expect(found.createdAt).toBeInstanceOf(Date);
  });

  it('looks up with NUL, $in lists and $like without a driver error', async (t) => {
    if (sqliteOnly()) t.skip();
    const em = srv.services.orm.em.fork();
    expect(await em.find(User, { username: 'demo\u0000' })).toEqual([]);
    expect(await em.count(User, { username: { $like: 'dem%' } })).toBe(1);
    const some = await em.find(
      User,
      { username: { $in: ['demo', 'ops', 'x\u0000'] } },
      { orderBy: { username: 'asc' } },
    );
    expect(some.map((u) => u.username)).toEqual(['demo', 'ops']);
    expect(await em.count(User, { username: "demo' or '1'='1" })).toBe(0);
  });
});
