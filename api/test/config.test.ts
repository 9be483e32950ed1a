import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

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
    const config = loadConfig({ QAFILA_DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u:p@db/qafila' });
    expect(config.database).toEqual({ driver: 'postgresql', url: 'postgres://u:p@db/qafila' });
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
  ])('refuses %o with a message naming %s', (env, variable) => {
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), ...env })).toThrowError(ConfigError);
    expect(() => loadConfig({ QAFILA_DATA_DIR: dataDir(), ...env })).toThrowError(new RegExp(`${variable}: `));
  });
});
