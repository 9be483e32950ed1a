import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@qafila/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = 'Qafila';

/**
 * The one TOTP of the product (RFC 6238): HMAC-SHA-1, 30-second steps, 6 digits unless told (the RFC's test vectors
 * use 8). Enrolment, sign-in and the tests all build codes through this.
 */
export function totpOf(secret: Secret, options: { label?: string; digits?: number } = {}): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: options.label ?? 'account',
    algorithm: 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** A new random secret of 20 bytes (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The code of a base32 secret at `timestamp` (ms). */
export function totpCode(base32: string, timestamp = Date.now()): string {
  return totpOf(Secret.fromBase32(base32)).generate({ timestamp });
}

/**
 * The time step (Unix seconds / 30) whose code `code` is, when it is the code of the current step, the previous one or
 * the next one; null otherwise. A caller that remembers the last step it accepted refuses the same code again.
 */
export function totpStep(base32: string, code: string, timestamp = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(Secret.fromBase32(base32)).validate({ token, timestamp, window: 1 });
  return delta === null ? null : Math.floor(timestamp / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** Whether `code` is the code of the secret for the current step, the previous one or the next one. */
export function verifyTotp(base32: string, code: string, timestamp = Date.now()): boolean {
  return totpStep(base32, code, timestamp) !== null;
}

/** The otpauth:// URL authenticator apps scan, and it as an SVG QR code. */
export async function enrolment(base32: string, label: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpOf(Secret.fromBase32(base32), { label }).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg };
}

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten recovery codes like `k7m2-q9xp-4hw3` (12 characters of 32: 60 bits each). */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}-${group()}`);
}

/** A recovery code as typed (any case, spaces, with or without dashes) to its stored hash. */
export function hashRecoveryCode(code: string): string {
  const plain = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(plain).digest('hex');
}
