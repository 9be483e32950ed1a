import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

const harness = (stdin = '') => cliHarness({ stdin, env: { QAFILA_PUBLIC_ORIGIN: 'https://app.qafila.test' } });

describe('qafila users create --org', () => {
  it('adds an account to an existing organization with a role, by the API’s rules', async () => {
    const h = harness('a long enough password\n');
    expect(await h.run('db', 'seed')).toBe(0);
    const create = (...extra: string[]) =>
      h.run('users', 'create', '--org', 'demo', '-u', 'omar', '-e', 'omar@demo.ae', '--password-stdin', ...extra);
    expect(await create('--role', 'org_admin', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toMatchObject({ username: 'omar', role: 'org_admin', organization: 'demo' });
    expect(await create()).toBe(1);
    expect(h.err.at(-1)).toBe('error: A user with this username already exists');
    expect(
      await h.run(
        'users',
        'create',
        '--org',
        'nowhere',
        '-u',
        'x.y',
        '-e',
        'x@y.ae',
        '--password',
        'a long enough password',
      ),
    ).toBe(1);
    expect(h.err.at(-1)).toBe("error: no organization with the subdomain 'nowhere'");
    expect(await h.run('users', 'create', '--org', 'demo', '-u', 'x.y', '-e', 'x@y.ae', '--role', 'super_admin')).toBe(
      2,
    );
    expect(
      await h.run(
        'users',
        'create',
        '--org',
        'demo',
        '-u',
        'x.y',
        '-e',
        'x@y.ae',
        '--enterprise',
        '--password',
        'a long enough password',
      ),
    ).toBe(2);
    expect(await h.run('audit', 'list', '--action', 'user.create', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)[0]).toMatchObject({ action: 'user.create', actor: { username: 'cli' } });
  });
});

describe('qafila customers import', () => {
  it('imports a CSV all or nothing, printing every problem by line, then the invitation links', async () => {
    const h = harness();
    expect(await h.run('db', 'seed')).toBe(0);
    const bad = join(h.dataDir, 'bad.csv');
    writeFileSync(bad, 'name,email,phone,company\nAmina,amina@trade.ae,,\n,nobody,,\n');
    expect(await h.run('customers', 'import', bad, '--org', 'demo')).toBe(1);
    expect(h.err.join('\n')).toMatch(/LINE\s+FIELD\s+PROBLEM\n-[- ]+\n3\s+name\s+name is required\n3\s+email/);
    expect(h.err.at(-1)).toMatch(/nothing was imported/);
    const good = join(h.dataDir, 'good.csv');
    writeFileSync(
      good,
      'name,email,phone,company\nAmina,amina@trade.ae,+971500000001,Amina LLC\nKhalid,khalid@trade.ae,,\n',
    );
    expect(await h.run('customers', 'import', good, '--org', 'demo', '--json')).toBe(0);
    const result = JSON.parse(h.out.at(-1)!);
    expect(result).toMatchObject({ imported: 2, emailed: false });
    expect(result.customers[0].link).toMatch(/^https:\/\/app\.qafila\.test\/invite\/[A-Za-z0-9_-]{43}$/);
    // Imported once: the same file again clashes on every e-mail.
    expect(await h.run('customers', 'import', good, '--org', 'demo')).toBe(1);
    expect(await h.run('customers', 'import', join(h.dataDir, 'missing.csv'), '--org', 'demo')).toBe(1);
    expect(h.err.at(-1)).toMatch(/^error: cannot read/);
    expect(await h.run('customers', 'import', good)).toBe(2);
  });
});
