import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const KEY = randomBytes(32).toString('base64');
const dataDir = () => mkdtempSync(join(tmpdir(), 'qafila-config-'));

describe('loadConfig', () => {
  it('has defaults for the embedded mode', () => {
    const dir = dataDir();
    const config = loadConfig({ QAFILA_DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ driver: 'sqlite', path: join(dir, 'qafila.sqlite') });
    expect(config.secret.length).toBeGreaterThanOrEqual(32);
    expect(config.logLevel).toBe('info');
  });

  it('generates the signing secret once and reuses it', () => {
    const dir = dataDir();
    expect(loadConfig({ QAFILA_DATA_DIR: dir }).secret).toBe(loadConfig({ QAFILA_DATA_DIR: dir }).secret);
  });

  it('selects PostgreSQL from DATABASE_URL', () => {
    const config = loadConfig({
      QAFILA_DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u:p@db/qafila',
      QAFILA_ENCRYPTION_KEY: KEY,
    });
    expect(config.database).toEqual({ driver: 'postgresql', url: 'postgres://u:p@db/qafila' });
    expect(config.encryption.current).toEqual(Buffer.from(KEY, 'base64'));
  });

  it('generates the encryption key once into the data dir (0600) in the embedded mode', () => {
    const dir = dataDir();
    const first = loadConfig({ QAFILA_DATA_DIR: dir }).encryption.current;
    expect(first).toHaveLength(32);
    expect(loadConfig({ QAFILA_DATA_DIR: dir }).encryption.current).toEqual(first);
    expect(statSync(join(dir, 'encryption.key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ QAFILA_DATA_DIR: dir, QAFILA_ENCRYPTION_KEY: KEY }).encryption.current).toEqual(
      Buffer.from(KEY, 'base64'),
    );
  });

  it('requires the encryption key with PostgreSQL, where replicas share the database', () => {
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db/qafila' })).toThrowError(
      /QAFILA_ENCRYPTION_KEY: required with PostgreSQL/,
    );
  });

  it('reads previous encryption keys and the outbound allow list', () => {
    const previous = randomBytes(32);
    const config = loadConfig({
      QAFILA_DATA_DIR: dataDir(),
      QAFILA_ENCRYPTION_KEYS_PREVIOUS: `${previous.toString('hex')}, `,
      QAFILA_OUTBOUND_ALLOW: '127.0.0.1, 10.20.0.0/16,::1',
    });
    expect(config.encryption.previous).toEqual([previous]);
    expect(config.outboundAllow).toEqual(['127.0.0.1', '10.20.0.0/16', '::1']);
    expect(loadConfig({ QAFILA_DATA_DIR: dataDir() }).outboundAllow).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ QAFILA_SECRET: 'short' }, 'QAFILA_SECRET'],
    [{ QAFILA_ADMIN_PASSWORD: 'short' }, 'QAFILA_ADMIN_PASSWORD'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ QAFILA_ANALYTICS: 'google' }, 'QAFILA_ANALYTICS'],
    [{ QAFILA_ENCRYPTION_KEY: 'not-32-bytes' }, 'QAFILA_ENCRYPTION_KEY'],
    [{ QAFILA_ENCRYPTION_KEYS_PREVIOUS: 'x' }, 'QAFILA_ENCRYPTION_KEYS_PREVIOUS'],
    [{ QAFILA_OUTBOUND_ALLOW: 'partner.example' }, 'QAFILA_OUTBOUND_ALLOW'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), ...env })).toThrowError(new RegExp(`${variable}: `));
  });
});
