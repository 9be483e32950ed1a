import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (integration credentials, custom API keys, webhook signing secrets, WhatsApp tokens): AES-256-GCM
 * with a random 96-bit IV per value and the 128-bit tag (ADR 0030). A sealed value names the key that sealed it, so
 * keys can be rotated: previous keys still open old values, and `qafila secrets rotate` seals them again under the
 * current key.
 *
 * Format: `v1.<keyId>.<iv>.<tag>.<ciphertext>`, base64url parts; the key id is the first 8 hex characters of the
 * key's SHA-256, which identifies a key without revealing it.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** Throws SecretBoxError when the value is not sealed, its key is unknown, or it was altered. */
  open(sealed: string): string;
  /** False when the value was sealed under a previous key (or is not a sealed value). */
  isCurrent(sealed: string): boolean;
  /** The current key's id (shown by the CLI, never the key). */
  readonly keyId: string;
}

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/**
 * Reads a 32-byte key written as base64 (standard or url-safe) or 64 hex characters; throws with a message that
 * names the expected forms (the key itself never appears in it).
 */
export function parseEncryptionKey(text: string): Buffer {
  const t = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (key.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(t) && !/^[A-Za-z0-9+/_-]{43}=?$/.test(t))) {
    throw new SecretBoxError('must be 32 bytes written as base64 (44 characters) or hex (64 characters)');
  }
  return key;
}

/** A new random key in the form `parseEncryptionKey` reads (base64). */
export function generateEncryptionKey(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

export function createSecretBox(keys: { current: Buffer; previous?: readonly Buffer[] }): SecretBox {
  const byId = new Map<string, Buffer>();
  for (const key of [keys.current, ...(keys.previous ?? [])]) {
    if (key.length !== KEY_BYTES) throw new SecretBoxError('an encryption key must be 32 bytes');
    const id = keyIdOf(key);
    if (!byId.has(id)) byId.set(id, key);
  }
  const currentId = keyIdOf(keys.current);

  return {
    keyId: currentId,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.current, iv);
      // The key id is authenticated too: a value cannot be relabelled to another key.
      cipher.setAAD(Buffer.from(`${VERSION}.${currentId}`));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, currentId, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        '.',
      );
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 5 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed value');
      const [version, id, iv, tag, body] = parts as [string, string, string, string, string];
      const key = byId.get(id);
      if (!key) throw new SecretBoxError(`sealed under an unknown key (${id}): is QAFILA_ENCRYPTION_KEY right?`);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(`${version}.${id}`));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the sealed value was altered or is damaged');
      }
    },
    isCurrent(sealed) {
      const parts = sealed.split('.');
      return parts.length === 5 && parts[0] === VERSION && parts[1] === currentId;
    },
  };
}
