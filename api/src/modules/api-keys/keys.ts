import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@qafila/contracts';

const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Hex SHA-256 of a key: keys carry 256 random bits, so a fast hash cannot be reversed by guessing (ADR 0032). */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key (`qk_live_` and 32 random bytes in base64url), with what is stored of it. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), hash: hashApiKey(key) };
}

/** Whether a bearer token is meant as an API key (then it is never tried as a session token). */
export const isApiKeyToken = (token: string): boolean => token.startsWith('qk_');

/** Whether a token has the shape of a key at all (anything else is refused without a query). */
export const hasApiKeyShape = (token: string): boolean => KEY_SHAPE.test(token);
