// The agents on the registered games (Dice Masters, DDM) through the same generic API as the
// fixtures: legal play, no peeking at hidden dice faces or the RNG, and strength ordering on fixed seeds.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng, type Decision, type Game, type GameState } from '../core/index.js';
import { moduleFor } from '../games/index.js';
import { createAgent } from './index.js';
import { heuristicsFor } from './registry.js';
import { matchup } from '../sim/matchup.js';
import type { DmState } from '../games/dicemasters/types.js';

type AnyGame = Game<GameState, unknown>;
const dm = moduleFor('dicemasters');
const ddm = moduleFor('ddm');

function start(game: AnyGame, config: unknown, seed: number): GameState {
  const r = game.setup(config, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Positions reached by random play, at decisions with a real choice. */
function positions(game: AnyGame, config: unknown, count: number, every: number): GameState[] {
  const out: GameState[] = [];
  const rng = new Rng(seedRng(17));
  for (let seed = 1; out.length < count && seed < 50; seed++) {
    const state = start(game, config, seed);
    for (let k = 0; k < 3000 && out.length < count; k++) {
      const p = game.pending(state);
      if (p.terminal) break;
      if (p.options.length > 2 && k % every === every - 1) out.push(game.clone(state));
      game.apply(state, p.rqid, (p.options[rng.int(0, p.options.length - 1)] as { id: string }).id);
    }
  }
  return out;
}

function playChecked(game: AnyGame, config: unknown, seed: number, specs: readonly string[], maxDecisions: number): number | null {
  const h = heuristicsFor(game.id);
  const state = start(game, config, seed);
  const agents = specs.map((s, i) => {
    const a = createAgent(s, { seed: seed + i, heuristics: h });
    if (!a.ok) throw new Error(a.error);
    return a.value;
  });
  for (let n = 0; n < maxDecisions; n++) {
    const p = game.pending(state);
    if (p.terminal) return p.returns[0] === 1 ? 0 : p.returns[1] === 1 ? 1 : null;
    const before = game.hash(state);
    const id = (agents[p.player] as { choose: (g: AnyGame, s: GameState, d: Decision) => string }).choose(game, state, p);
    expect(game.hash(state)).toBe(before);
    expect(p.options.some((o) => o.id === id)).toBe(true);
    expect(game.apply(state, p.rqid, id).ok).toBe(true);
  }
  return null;
}

describe.skipIf(!dm)('Dice Masters', () => {
  const game = dm?.game as AnyGame;
  const config = dm?.presets['first-game']?.();

  it('random, greedy and mcts play whole games legally without touching the real state', () => {
    playChecked(game, config, 1, ['greedy', 'random'], 2000);
    playChecked(game, config, 2, ['mcts:it=20,rollout=3', 'greedy:samples=2'], 2000);
  });

  it('search does not see the faces of dice in bags, prep areas and used piles, nor the RNG', () => {
    const h = heuristicsFor('dicemasters');
    const hiddenZones = new Set(['bag', 'prep', 'used', 'supply', 'out']);
    const scramble = (s: GameState, seed: number): GameState => {
      const c = game.clone(s) as DmState;
      const rng = new Rng(seedRng(seed));
      for (const d of c.dice) if (hiddenZones.has(d.zone)) d.face = rng.int(0, 5);
      c.core.rng = seedRng(seed + 1);
      return c as GameState;
    };
    const pick = (spec: string, s: GameState): string => {
      const a = createAgent(spec, { seed: 5, heuristics: h });
      if (!a.ok) throw new Error(a.error);
      return a.value.choose(game, s, game.pending(s) as Decision);
    };
    for (const s of positions(game, config, 6, 7)) {
      expect(new Set([1, 2, 3].map((k) => game.hash(scramble(s, k)))).size).toBe(3);
      for (const spec of ['mcts:it=60,rollout=5', 'greedy:samples=2']) {
        const real = pick(spec, s);
        for (const k of [1, 2, 3]) expect(pick(spec, scramble(s, k))).toBe(real);
      }
    }
  });

  it('greedy beats random on fixed seeds (both seatings)', async () => {
    const r = await matchup({ ref: { kind: 'registered', id: 'dicemasters' }, config, a: 'greedy', b: 'random', pairs: 8, seed: 1, workers: 0 });
    expect(r.winsA).toBeGreaterThanOrEqual(13);
  });
});

describe.skipIf(!ddm)('DDM', () => {
  const game = ddm?.game as AnyGame;
  const config = ddm?.presets.starter?.();

  it('the AI copy (shared card and map data) never changes the original state', () => {
    const h = heuristicsFor('ddm');
    const rng = new Rng(seedRng(3));
    for (const s of positions(game, config, 8, 37)) {
      const before = game.hash(s);
      for (let k = 0; k < 5; k++) {
        const c = (h.clone as (x: GameState) => GameState)(s);
        for (let step = 0; step < 40; step++) {
          const p = game.pending(c);
          if (p.terminal) break;
          expect(game.apply(c, p.rqid, (p.options[rng.int(0, p.options.length - 1)] as { id: string }).id).ok).toBe(true);
        }
      }
      expect(game.hash(s)).toBe(before);
    }
  });

  it('greedy beats random on fixed seeds and plays legally', () => {
    const winners = [1, 2].map((seed) => playChecked(game, config, seed, seed === 1 ? ['greedy', 'random'] : ['random', 'greedy'], 5000));
    expect(winners).toEqual([0, 1]);
  });
});
