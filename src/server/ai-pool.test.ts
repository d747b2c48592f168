// The AI pool's deadline per decision (issue #23 item 6): a search that overruns it — its budget is
// within the caps, but an iteration's cost depends on the game — loses its worker thread, which a
// fresh one replaces, and the seat answers with a random legal option; the pool goes on serving.
import { afterAll, describe, expect, it } from 'vitest';
import type { Decision } from '../core/index.js';
import { createAiPool } from './ai-pool.js';
import { duelGame } from './fixtures/duel.js';

const duelUrl = { url: new URL('./fixtures/duel.ts', import.meta.url).href, name: 'duelModule' };
const timedOut: string[] = [];
const pool = createAiPool(2, [duelUrl], { decisionTimeoutMs: 600, onTimeout: (r) => timedOut.push(r.spec) });
afterAll(() => pool.close());

function openDecision(): { state: ReturnType<typeof duelGame.clone>; decision: Decision } {
  const s = duelGame.setup({ rounds: 3 }, 12);
  if (!s.ok) throw new Error(s.error.message);
  const p = duelGame.pending(s.value.state);
  if (p.terminal) throw new Error('no decision');
  return { state: s.value.state, decision: p };
}

describe('AI pool deadline', () => {
  it('a search over the deadline is stopped and answered with a legal random option; the pool still serves', async () => {
    const { state, decision } = openDecision();
    const ask = (spec: string) => pool.choose({ table: 'T1', game: 'duel', seat: 0, spec, tableSeed: 12, state, decision });
    const t0 = performance.now();
    const option = await ask('mcts:time=20000');
    const ms = performance.now() - t0;
    expect(decision.options.map((o) => o.id)).toContain(option);
    expect(timedOut).toEqual(['mcts:time=20000']);
    // Stopped at the deadline, well before the 20 s it asked for. The bound leaves room for the worker
    // thread's start-up (it compiles the game modules), which takes seconds on a loaded 2-core machine.
    expect(ms).toBeLessThan(15_000);
    // Both workers (the replacement included) answer afterwards, within budget and without the fallback.
    const answers = await Promise.all([
      ask('greedy'),
      pool.choose({ table: 'T2', game: 'duel', seat: 0, spec: 'mcts:time=50', tableSeed: 3, state, decision }),
    ]);
    for (const a of answers) expect(decision.options.map((o) => o.id)).toContain(a);
    expect(timedOut).toHaveLength(1);
  });
});
