import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETENTION_PERIODS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli.ts';

function harness() {
  const out: string[] = [];
  const err: string[] = [];
  const env = {
    QAFILA_DATA_DIR: mkdtempSync(join(tmpdir(), 'qafila-cli-retention-')),
    QAFILA_ADMIN_PASSWORD: 'initial-admin-pass',
    QAFILA_DEMO_PASSWORD: 'initial-demo-pass',
    QAFILA_OPS_PASSWORD: 'initial-ops-pass',
  };
  const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), env, readStdin: async () => '' };
  return { out, err, run: (...argv: string[]) => run(argv, io) };
}

describe('qafila retention run', () => {
  it('reports every period of the privacy policy, as a table or JSON, with --dry-run removing nothing', async () => {
    const h = harness();
    expect(await h.run('db', 'seed')).toBe(0);
    expect(await h.run('retention', 'run', '--dry-run', '--json')).toBe(0);
    const dry = JSON.parse(h.out.at(-1)!);
    expect(dry.dryRun).toBe(true);
    expect(dry.periods.map((p: { id: string }) => p.id)).toEqual(RETENTION_PERIODS.map((p) => p.id));
    expect(await h.run('retention', 'run')).toBe(0);
    expect(h.out.at(-1)).toMatch(/^Removed:\nPERIOD\s+KEPT FOR\s+OLDER THAN\s+REMOVED\s+WHAT/);
    expect(h.out.at(-1)).toMatch(/analytics\s+18 months/);
    expect(await h.run('audit', 'list', '--action', 'retention.run', '--json')).toBe(0);
    expect(JSON.parse(h.out.at(-1)!)).toHaveLength(1);
    expect(await h.run('retention', 'run', '--help')).toBe(0);
    expect(h.out.join('\n')).toMatch(/Example/);
  });
});
