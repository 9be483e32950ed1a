import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices, loadConfig, sqliteMigrations, verifyPassword } from '@qafila/api';
import { describe, expect, it } from 'vitest';
import { run } from './cli.ts';

function harness(stdin = '') {
  const dataDir = mkdtempSync(join(tmpdir(), 'qafila-cli-'));
  const out: string[] = [];
  const err: string[] = [];
  const env: Record<string, string> = {
    QAFILA_DATA_DIR: dataDir,
    QAFILA_ADMIN_PASSWORD: 'initial-admin-pass',
    QAFILA_DEMO_PASSWORD: 'initial-demo-pass',
  };
  const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), env, readStdin: async () => stdin };
  return { dataDir, env, out, err, run: (...argv: string[]) => run(argv, io) };
}

async function adminPasswordMatches(env: Record<string, string>, password: string) {
  const services = await createServices(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const row = await services.orm.em
      .fork()
      .getConnection()
      .execute<{ password_hash: string }[]>("select password_hash from users where username = 'admin'");
    return verifyPassword(password, row[0]!.password_hash);
  } finally {
    await services.close();
  }
}

describe('qafila', () => {
  it('migrates, seeds once, lists users and reseeds with --reset', async () => {
    const h = harness();
    expect(await h.run('db', 'migrate')).toBe(0);
    expect(h.out.at(-1)).toBe(`Database is up to date (${sqliteMigrations.length} migrations applied).`);
    expect(await h.run('db', 'seed')).toBe(0);
    expect(h.out.at(-1)).toMatch(/Seeded 2 organizations, 2 users, 8 shipments/);
    expect(await h.run('db', 'seed')).toBe(0);
    expect(h.out.at(-1)).toMatch(/already present/);

    expect(await h.run('users', 'list', '--json')).toBe(0);
    const users = JSON.parse(h.out.at(-1)!);
    expect(users.map((u: { username: string }) => u.username)).toEqual(['demo', 'admin']);
    expect(users[0]).toMatchObject({ id: 1, role: 'customer', organization: 'demo' });
    expect(JSON.stringify(users)).not.toMatch(/password|scrypt/i);

    expect(await h.run('users', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/^ID\s+USERNAME\s+ROLE/);
    expect(h.out.at(-1)).toMatch(/admin\s+super_admin\s+platform/);

    expect(await h.run('db', 'seed', '--reset')).toBe(0);
    expect(h.out).toContain('Database reset.');
    expect(h.out.at(-1)).toMatch(/Seeded 2 organizations/);
  });

  it('sets the admin password from stdin or an option, enforcing the policy', async () => {
    const h = harness('a brand new admin password\n');
    await h.run('db', 'seed');
    expect(await h.run('admin', 'set-password', '--password-stdin')).toBe(0);
    expect(await adminPasswordMatches(h.env, 'a brand new admin password')).toBe(true);

    expect(await h.run('admin', 'set-password', '--password', 'short')).toBe(1);
    expect(h.err.at(-1)).toBe('error: password must be at least 12 characters');
    expect(await h.run('admin', 'set-password', '-u', 'adminadminadmin', '--password', 'adminadminadmin')).toBe(1);
    expect(h.err.at(-1)).toBe('error: password must not be the same as the username');
    expect(await h.run('admin', 'set-password', '-u', 'demo', '--password', 'long enough password')).toBe(1);
    expect(h.err.at(-1)).toBe("error: no super admin named 'demo'");
    expect(await h.run('admin', 'set-password')).toBe(2);
    expect(await adminPasswordMatches(h.env, 'a brand new admin password')).toBe(true);
  });

  it('exits 2 with help on usage errors and 0 on --help', async () => {
    const h = harness();
    expect(await h.run('nonsense')).toBe(2);
    expect(h.err.join('\n')).toMatch(/unknown command 'nonsense'/);
    expect(await h.run('users', 'list', '--bogus')).toBe(2);
    expect(await h.run('--help')).toBe(0);
    expect(h.out.join('\n')).toMatch(/Usage: qafila/);
    expect(await h.run('users', 'list', '--help')).toBe(0);
    expect(h.out.join('\n')).toMatch(/Examples:/);
  });

  it('reports bad configuration with exit 1 and the variable name', async () => {
    const h = harness();
    h.env.DATABASE_URL = 'mysql://nope';
    expect(await h.run('users', 'list')).toBe(1);
    expect(h.err.at(-1)).toMatch(/DATABASE_URL: must start with sqlite: or postgres:\/\//);
  });
});

describe('qafila leads', () => {
  it('lists and exports the demo requests sent through the API', async () => {
    const h = harness();
    await h.run('db', 'seed');
    expect(await h.run('leads', 'list')).toBe(0);
    expect(h.out.at(-1)).toBe('No demo requests yet.');
    const services = await createServices(loadConfig({ ...h.env, LOG_LEVEL: 'silent' }));
    await services.contact.submit(
      { name: 'Omar', company: '=HYPERLINK("x")', email: 'omar@example.ae', message: 'Hello, "world"' },
      'en',
    );
    await services.close();

    expect(await h.run('leads', 'list')).toBe(0);
    expect(h.out.at(-1)).toMatch(/omar@example\.ae/);
    expect(await h.run('leads', 'list', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)[0]).toMatchObject({ name: 'Omar', email: 'omar@example.ae' });

    expect(await h.run('leads', 'export', '--format', 'csv')).toBe(0);
    const csv = h.out.at(-1)!.split('\n');
    expect(csv[0]).toBe('id,createdAt,name,company,email,companySize,message,language,consent');
    expect(csv[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv[1]).toContain('"Hello, ""world"""');
    expect(await h.run('leads', 'export', '--format', 'xml')).toBe(2);
    expect(h.err.at(-1)).toMatch(/--format must be csv or json/);
  });
});
