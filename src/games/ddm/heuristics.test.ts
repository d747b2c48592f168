// The DDM AI knowledge (heuristics.ts): the scripted "advance and hit the first target" policy does
// what it says, and greedy with the DDM evaluation beats it (issue #22 item 9: the old evaluation let
// greedy shuffle inside its start area and lose to this script).
import { describe, expect, it } from 'vitest';
import { Rng, seedRng, type Game, type GameState, type RawDecision } from '../../core/index.js';
import { matchup } from '../../sim/matchup.js';
import { ddmHeuristics } from './heuristics.js';
import { ddmModule, starterConfig } from './module.js';
import type { DdmState } from './state.js';

const game = ddmModule.game as Game<GameState, unknown>;

/** Decisions of `kind` met in random play of the starter battle, with the state they were asked in. */
function decisionsOf(kind: string, want: (d: RawDecision) => boolean, count: number): [DdmState, RawDecision][] {
  const out: [DdmState, RawDecision][] = [];
  const rng = new Rng(seedRng(11));
  for (let seed = 1; seed < 20 && out.length < count; seed++) {
    const r = game.setup(starterConfig(), seed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    for (let k = 0; k < 2000 && out.length < count; k++) {
      const p = game.pending(s, { labels: false });
      if (p.terminal) break;
      if (p.kind === kind && want(p)) out.push([game.clone(s) as DdmState, p]);
      game.apply(s, p.rqid, (p.options[rng.int(0, p.options.length - 1)] as { id: string }).id);
    }
  }
  return out;
}

const policy = (s: DdmState, d: RawDecision): number => ddmHeuristics.policy(s, d);

describe('the DDM advance-and-hit policy', () => {
  it('attacks whenever an attack is offered', () => {
    const found = decisionsOf('choose-action', (d) => d.options.some((o) => o.id.startsWith('attack:')), 5);
    expect(found.length).toBeGreaterThan(0);
    for (const [s, d] of found) expect((d.options[policy(s, d)] as { id: string }).id).toMatch(/^attack:/);
  });

  it('moves to the offered square nearest an enemy', () => {
    const found = decisionsOf('choose-destination', (d) => d.options.length > 3, 5);
    expect(found.length).toBeGreaterThan(0);
    for (const [s, d] of found) {
      const mover = s.creatures[s.turn?.creature ?? -1];
      const enemies = s.creatures.filter((e) => e.owner !== mover?.owner && !e.destroyed && e.pos);
      const dist = (o: RawDecision['options'][number]): number => {
        const p = (o as { payload?: { x: number; y: number } }).payload;
        return p ? Math.min(...enemies.map((e) => Math.max(Math.abs((e.pos?.x ?? 0) - p.x), Math.abs((e.pos?.y ?? 0) - p.y)))) : Infinity;
      };
      const chosen = dist(d.options[policy(s, d)] as RawDecision['options'][number]);
      expect(chosen).toBe(Math.min(...d.options.map(dist)));
    }
  });
});

describe('greedy with the DDM evaluation', () => {
  // 6 seeded battles (3 deals, each from both seats; the first deals of docs/ai.md's 200-battle
  // match, seed 2026, where greedy won 189 of 200, 94.5%). At that rate 5 of 6 fails about one time
  // in 25, while an evaluation no better than the script (50%) reaches it about one time in 9; the
  // seeds are fixed, so the result is reproducible. Kept small: a battle costs ~2 s of CPU.
  it('beats the scripted advance-and-hit player', async () => {
    const r = await matchup({ ref: { kind: 'registered', id: 'ddm' }, config: starterConfig(), a: 'greedy', b: 'policy', pairs: 3, seed: 2026, workers: 0 });
    expect(r.winsA).toBeGreaterThanOrEqual(5);
  }, 120_000);
});
