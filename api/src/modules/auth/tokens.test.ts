import { describe, expect, it } from 'vitest';
import { issueToken, newSessionId, verifyToken } from './tokens.ts';

describe('verifyToken', () => {
  const secret = 'a-secret-of-the-tests-0123456789';
  const expiresAt = new Date(Date.now() + 3_600_000);
  const sessionId = newSessionId();
  const token = issueToken(secret, { sessionId, expiresAt });

  it('gives the claims of a good token, the first time and after', () => {
    expect(verifyToken(secret, token)?.sessionId).toBe(sessionId);
    expect(verifyToken(secret, token)?.sessionId).toBe(sessionId);
  });

  it('refuses a token once checked good under another secret, a changed signature, and an expired one', () => {
    verifyToken(secret, token);
    expect(verifyToken('another-secret-0123456789abcdef', token)).toBeUndefined();
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(verifyToken(secret, `${token.slice(0, -1)}${last}`)).toBeUndefined();
    expect(verifyToken(secret, token, new Date(expiresAt.getTime() + 1))).toBeUndefined();
    expect(verifyToken(secret, token)?.sessionId).toBe(sessionId);
  });
});
