import { randomBytes, type ScryptOptions, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt parameters: N=2^15, r=8 uses 32 MiB per hash — memory-hard, as PRODUCT.md §2 asks. */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * Under Vitest only (it sets `VITEST` in its workers), and never with NODE_ENV=production, new hashes use N=2^10:
 * the test suites hash and check thousands of passwords, and the production cost made a third of the API suite's
 * time (ADR 0037). A stored hash carries its own parameters, so checking is the same code either way; password.test.ts
 * checks that a process without Vitest hashes with the production parameters.
 */
const PARAMS =
  process.env.VITEST && process.env.NODE_ENV !== 'production' ? { N: 2 ** 10, r: 8, p: 1 } : PASSWORD_HASH_PARAMS;
const KEY_LENGTH = 32;
const maxmem = 64 * 1024 * 1024;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length === 0) return false;
  const key = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return timingSafeEqual(key, expected);
}

/** A random password for first-run accounts when none is configured: 20 characters, URL-safe. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
