import { RETENTION_PERIODS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test-harness.ts';

const harness = () => cliHarness();

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
