import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@qafila/contracts';

/** A new signing secret: `whsec_` and 32 random bytes in base64url. The HMAC key is the whole string (UTF-8). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

const hmacHex = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');

/** The `Qafila-Signature` header of a body sent at `t` (unix seconds): `t=<t>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signWebhook(secret: string, body: string, t: number): string {
  return `t=${t},v1=${hmacHex(secret, t, body)}`;
}

export type WebhookVerification = { ok: true } | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

/**
 * What a receiver runs on each request (docs/api-keys.md has the same code to copy): the header parsed, the
 * HMAC of `"<t>.<raw body>"` compared in constant time with every `v1`, and `t` no further than `toleranceSeconds`
 * from now, so a captured request cannot be replayed later.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): WebhookVerification {
  const parts = (header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string?]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v as string);
  if (!Number.isInteger(t) || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(hmacHex(secret, t, rawBody), 'hex');
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: 'mismatch' };
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - t) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true };
}
