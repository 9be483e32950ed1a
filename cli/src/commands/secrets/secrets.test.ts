import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEALED_COLUMNS } from '@qafila/api';
import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

const harness = (env: Record<string, string> = {}) => cliHarness({ env });

describe('qafila secrets', () => {
  it('generate-key prints a new 32-byte key each time', async () => {
    const h = harness();
    expect(await h.run('secrets', 'generate-key')).toBe(0);
    expect(await h.run('secrets', 'generate-key')).toBe(0);
    const [a, b] = h.out;
    expect(Buffer.from(a!, 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
  });

  it('rotate reports every sealed column under the current key, as a table or JSON', async () => {
    const h = harness();
    expect(await h.run('db', 'seed')).toBe(0);
    expect(await h.run('secrets', 'rotate', '--dry-run', '--json')).toBe(0);
    const report = JSON.parse(h.out.at(-1)!);
    expect(report.dryRun).toBe(true);
    expect(report.columns.map((c: { table: string; column: string }) => `${c.table}.${c.column}`)).toEqual(
      SEALED_COLUMNS.map((c) => `${c.table}.${c.column}`),
    );
    // The embedded mode's key, generated into the data dir, is the current one.
    const key = Buffer.from(readFileSync(join(h.dataDir, 'encryption.key'), 'utf8').trim(), 'base64');
    expect(key).toHaveLength(32);
    expect(await h.run('secrets', 'rotate')).toBe(0);
    expect(h.out.at(-1)).toMatch(new RegExp(`^Current key: ${report.keyId}\\nCOLUMN\\s+VALUES\\s+RESEALED`));
  });

  it('refuses a malformed key with a message naming the variable', async () => {
    const h = harness({ QAFILA_ENCRYPTION_KEY: 'short' });
    expect(await h.run('secrets', 'rotate')).toBe(1);
    expect(h.err.join('\n')).toMatch(/QAFILA_ENCRYPTION_KEY: must be 32 bytes/);
  });
});
