import { execFileSync } from 'node:child_process';
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_PARAMS, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('hashes with scrypt N=2^15, r=8, p=1 outside the test runner', () => {
    expect(PASSWORD_HASH_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    // A process without Vitest's variable, as the server runs: the production cost.
    const env = { ...process.env };
    delete env.VITEST;
    const script = `import('${new URL('./password.ts', import.meta.url).href}').then(async (m) => console.log(await m.hashPassword('correct horse')))`;
    const hash = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env,
      encoding: 'utf8',
    }).trim();
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('checks a hash made with the production parameters, and refuses a wrong password', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('correct horse', salt, 32, { ...PASSWORD_HASH_PARAMS, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('checks the cheaper hashes made under the test runner the same way', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'scrypt$1024$8$1$$')).toBe(false);
  });
});
