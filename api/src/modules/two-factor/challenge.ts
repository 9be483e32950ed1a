import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_SECONDS } from '@qafila/contracts';
import type { SessionKind } from '../auth/service.ts';

/**
 * The sign-in challenge between the password and the code: `tf1.<userId>.<kind>.<expiresAtSeconds>.<nonce>.<hmac>`.
 * Signed (so it names only the account whose password was right, for its kind of session), valid for five minutes,
 * and single use: a nonce that opened a session is remembered until the challenge expires (in this process; several
 * replicas would keep them in a shared store, like the rate limits).
 */
export interface ChallengeClaims {
  userId: number;
  kind: SessionKind;
  nonce: string;
  expiresAt: number;
}

const PREFIX = 'tf1';
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function createChallenges(secret: string) {
  const used = new Map<string, number>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [nonce, expiresAt] of used) if (expiresAt <= now) used.delete(nonce);
  }, 60_000);
  sweep.unref();

  return {
    issue(userId: number, kind: SessionKind, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + TWO_FACTOR_CHALLENGE_SECONDS;
      const payload = `${PREFIX}.${userId}.${kind}.${expires}.${randomBytes(18).toString('base64url')}`;
      return `${payload}.${sign(secret, payload)}`;
    },

    /** The claims of a genuine, unexpired, unused challenge of this kind; undefined otherwise. */
    verify(challenge: string, kind: SessionKind, now = Date.now()): ChallengeClaims | undefined {
      const parts = challenge.split('.');
      if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
      const [, id, k, exp, nonce, signature] = parts as [string, string, string, string, string, string];
      if (!/^\d{1,12}$/.test(id) || !/^\d{1,12}$/.test(exp) || k !== kind) return undefined;
      const expected = Buffer.from(sign(secret, parts.slice(0, 5).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = Number(exp) * 1000;
      if (expiresAt <= now || used.has(nonce)) return undefined;
      return { userId: Number(id), kind, nonce, expiresAt };
    },

    /** Marks a challenge used (once its code was right); false when another request used it first. */
    consume(claims: ChallengeClaims): boolean {
      if (used.has(claims.nonce)) return false;
      used.set(claims.nonce, claims.expiresAt);
      return true;
    },
  };
}
