import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, generateEncryptionKey, keyIdOf, parseEncryptionKey, SecretBoxError } from './secret-box.ts';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox({ current: key });

  it('seals with a fresh IV each time and opens what it sealed', () => {
    const a = box.seal('shpat_0123456789abcdef');
    const b = box.seal('shpat_0123456789abcdef');
    expect(a).not.toBe(b);
    expect(a).not.toContain('shpat');
    expect(a.startsWith(`v1.${keyIdOf(key)}.`)).toBe(true);
    expect(box.open(a)).toBe('shpat_0123456789abcdef');
    expect(box.open(box.seal('مفتاح سري'))).toBe('مفتاح سري');
  });

  it('refuses an altered value, a relabelled key id and a value that is not sealed', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const tampered = [...parts.slice(0, 4), body.toString('base64url')].join('.');
    expect(() => box.open(tampered)).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow('not a sealed value');
    const other = randomBytes(32);
    const both = createSecretBox({ current: key, previous: [other] });
    const relabelled = [parts[0], keyIdOf(other), ...parts.slice(2)].join('.');
    expect(() => both.open(relabelled)).toThrow('altered');
  });

  it('opens values of a previous key, tells they need rotating, and refuses an unknown key', () => {
    const oldKey = randomBytes(32);
    const sealedOld = createSecretBox({ current: oldKey }).seal('old secret');
    const rotated = createSecretBox({ current: key, previous: [oldKey] });
    expect(rotated.open(sealedOld)).toBe('old secret');
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    expect(() => box.open(sealedOld)).toThrow('unknown key');
  });

  it('reads keys as base64 or hex and refuses other lengths', () => {
    const generated = generateEncryptionKey();
    expect(parseEncryptionKey(generated)).toHaveLength(32);
    expect(parseEncryptionKey(key.toString('hex'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseEncryptionKey('too-short')).toThrow('32 bytes');
    expect(() => parseEncryptionKey(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
