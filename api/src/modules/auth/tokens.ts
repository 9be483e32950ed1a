import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Bearer tokens: `v1.<sessionId>.<expiresAtSeconds>.<hmac>`. The signature makes them unforgeable; the
 * session row they name makes them revocable (logout, password change).
 */
export interface TokenClaims {
  sessionId: string;
  expiresAt: Date;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export function issueToken(secret: string, claims: TokenClaims): string {
  const payload = `v1.${claims.sessionId}.${Math.floor(claims.expiresAt.getTime() / 1000)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * Tokens whose signature was found good, with their claims, so that a client's every request does not compute the
 * HMAC again (it was the costliest step of an authenticated request). Only good signatures are kept, under the
 * secret that checked them; expiry is still checked on every use, revocation by the session row as before.
 */
const wellSigned = new Map<string, { secret: string; claims: TokenClaims }>();
const WELL_SIGNED_MAX = 10_000;

/** The claims of a well-signed, unexpired token; undefined for anything else. */
export function verifyToken(secret: string, token: string, now = new Date()): TokenClaims | undefined {
  const known = wellSigned.get(token);
  if (known && known.secret === secret) return known.claims.expiresAt > now ? known.claims : undefined;
  const claims = checkSignature(secret, token);
  if (!claims || claims.expiresAt <= now) return undefined;
  if (wellSigned.size >= WELL_SIGNED_MAX) wellSigned.delete(wellSigned.keys().next().value as string);
  wellSigned.set(token, { secret, claims: Object.freeze(claims) });
  return claims;
}

function checkSignature(secret: string, token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return undefined;
  const [version, sessionId, exp, signature] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{43}$/.test(sessionId) || !/^\d{1,12}$/.test(exp)) return undefined;
  const expected = Buffer.from(sign(secret, `${version}.${sessionId}.${exp}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { sessionId, expiresAt: new Date(Number(exp) * 1000) };
}
