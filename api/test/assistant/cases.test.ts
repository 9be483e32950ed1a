import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHAT_ACTIONS } from '@qafila/contracts';
import { describe, expect, it } from 'vitest';
import { createBuiltinAssistant } from '../../src/modules/assistant/builtin.ts';
import { type EvalCase, fill, loadCases, memoryTools, NOW, score } from './fixtures.ts';

const DEV_SET = new URL('../../../../shared/assistant-eval/dev.jsonl', import.meta.url);
const OWN_SET = new URL('./cases.jsonl', import.meta.url);
const MIN_PASS_RATE = 0.95;

interface Outcome {
  passed: number;
  failures: string[];
  latencies: number[];
}

async function run(cases: EvalCase[]): Promise<Outcome> {
  const assistant = createBuiltinAssistant();
  const outcome: Outcome = { passed: 0, failures: [], latencies: [] };
  for (const c of cases) {
    const tools = memoryTools();
    const history = (c.history ?? []).map((h) => ({ ...h, content: fill(h.content) }));
    const started = performance.now();
    const reply = await assistant.reply({ text: fill(c.text), history, uiLanguage: 'en', now: NOW }, tools);
    outcome.latencies.push(performance.now() - started);
    const problems = score(c, reply, tools);
    if (problems.length === 0) outcome.passed++;
    else outcome.failures.push(`${c.id}: "${fill(c.text)}" -> ${problems.join('; ')}`);
  }
  return outcome;
}

function report(name: string, cases: EvalCase[], outcome: Outcome): number {
  const rate = outcome.passed / cases.length;
  console.log(`${name}: ${outcome.passed}/${cases.length} (${(rate * 100).toFixed(1)}%)`);
  for (const f of outcome.failures) console.log(`  FAIL ${f}`);
  return rate;
}

describe('assistant evaluation (scored like shared/assistant-eval/run.mjs)', () => {
  it(`passes at least ${MIN_PASS_RATE * 100}% of the shared dev set`, async () => {
    // The shared set must be there: a missing file is a failure, not a skip.
    expect(existsSync(DEV_SET), `missing ${fileURLToPath(DEV_SET)}`).toBe(true);
    const cases = loadCases(DEV_SET);
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(report('dev.jsonl', cases, await run(cases))).toBeGreaterThanOrEqual(MIN_PASS_RATE);
  });

  it(`passes at least ${MIN_PASS_RATE * 100}% of our own larger set`, async () => {
    const cases = loadCases(OWN_SET);
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const actions = new Set(cases.flatMap((c) => c.actions));
    for (const action of CHAT_ACTIONS) {
      expect(actions, `no case for ${action}`).toContain(action);
    }
    expect(report('cases.jsonl', cases, await run(cases))).toBeGreaterThanOrEqual(MIN_PASS_RATE);
  });
});
