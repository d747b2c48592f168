import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng, seedRng, type Decision, type Game, type GameState } from '../core/index.js';
import { createAgent, parseAgentSpec, type Agent } from './index.js';
import type { GameHeuristics } from './heuristics.js';
import { nimBundle } from './fixtures/nim.js';
import { bagBundle, type BagState } from './fixtures/bag.js';
import { matchup } from '../sim/matchup.js';
import { param } from './params.js';
import { GREEDY_PARAMS } from './greedy.js';
import type { MctsAgent } from './mcts.js';

type AnyGame = Game<GameState, unknown>;
const SPECS = ['random', 'greedy', 'greedy:samples=3,chain=0', 'mcts:it=60', 'mcts:it=40,rollout=5,c=1.2'];
const fixtureRef = (file: string, name: string) => ({ kind: 'module' as const, url: new URL(`./fixtures/${file}`, import.meta.url).href, export: name });

/** Plays a whole game between two agents, checking at every step that the choice is legal and the state untouched. */
function playChecked(game: AnyGame, heuristics: GameHeuristics<GameState>, config: unknown, seed: number, specs: readonly string[]): string[] {
  const state = (game.setup(config, seed) as { ok: true; value: { state: GameState } }).value.state;
  const agents = specs.map((s, i) => {
    const a = createAgent(s, { seed: seed * 7 + i, heuristics });
    if (!a.ok) throw new Error(a.error);
    return a.value;
  });
  const ids: string[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    const p = game.pending(state);
    if (p.terminal) return ids;
    const before = game.hash(state);
    const id = (agents[p.player] as Agent).choose(game, state, p);
    expect(game.hash(state)).toBe(before);
    expect(p.options.map((o) => o.id)).toContain(id);
    expect(game.apply(state, p.rqid, id).ok).toBe(true);
    ids.push(id);
  }
  throw new Error('game did not end');
}

describe('agent specs', () => {
  it('parses name[:k=v,…] and normalises the order of parameters', () => {
    const r = parseAgentSpec(' mcts:rollout=4, it=200 ');
    expect(r).toEqual({ ok: true, value: { name: 'mcts', params: { rollout: 4, it: 200 }, text: 'mcts:it=200,rollout=4' } });
    expect(parseAgentSpec('random')).toEqual({ ok: true, value: { name: 'random', params: {}, text: 'random' } });
  });

  it("a parameter comes from the spec, else the game's defaults, else the agent's own", () => {
    const spec = parseAgentSpec('greedy:chain=1');
    if (!spec.ok) throw new Error(spec.error);
    expect(param(spec.value, GREEDY_PARAMS, 'chain', { chain: 0, max: 8 })).toBe(1);
    expect(param(spec.value, GREEDY_PARAMS, 'max', { chain: 0, max: 8 })).toBe(8);
    expect(param(spec.value, GREEDY_PARAMS, 'samples', { chain: 0, max: 8 })).toBe(1);
  });

  it.each([
    ['alphazero', /unknown agent "alphazero"/],
    ['mcts:depth=3', /no parameter "depth" \(it takes it, time, c, prior, pmax, psamples, pchain, rollout, policy, leaf, lmax, quiet, reuse, ev, seed\)/],
    ['mcts:it=abc', /it=abc is not a number/],
    ['mcts:it=2.5', /it must be a whole number/],
    ['mcts:it=0', /it must be between 1 and/],
    ['greedy:samples', /not of the form key=value/],
    ['greedy:', /has a colon but no parameters/],
    ['mcts:it=5,it=6', /sets it twice/],
  ])('rejects %s with a clear message', (text, message) => {
    const r = parseAgentSpec(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});

describe('every agent plays legally and deterministically', () => {
  for (const [name, bundle] of [
    ['nim', nimBundle],
    ['bag', bagBundle],
  ] as const) {
    it(`${name}: always a legal option, the real state never changed, same seed → same game`, () => {
      const game = bundle.game as unknown as AnyGame;
      const h = bundle.heuristics as unknown as GameHeuristics<GameState>;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(...SPECS), fc.constantFrom(...SPECS), (seed, a, b) => {
          const first = playChecked(game, h, bundle.config, seed, [a, b]);
          const again = playChecked(game, h, bundle.config, seed, [a, b]);
          expect(again).toEqual(first);
        }),
        { numRuns: 25, seed: 42 },
      );
    });
  }

  it('a seed= parameter overrides the seed the runner gives', () => {
    const game = nimBundle.game as unknown as AnyGame;
    const h = nimBundle.heuristics as unknown as GameHeuristics<GameState>;
    const run = (seedA: number, spec: string) => {
      const state = (game.setup({ heaps: [9, 9], max: 3 }, 1) as { ok: true; value: { state: GameState } }).value.state;
      const a = createAgent(spec, { seed: seedA, heuristics: h });
      if (!a.ok) throw new Error(a.error);
      const picks: string[] = [];
      for (let i = 0; i < 20; i++) picks.push(a.value.choose(game, state, game.pending(state) as Decision));
      return picks.join(' ');
    };
    expect(run(1, 'random:seed=5')).toBe(run(2, 'random:seed=5'));
    expect(run(1, 'random')).not.toBe(run(2, 'random'));
  });
});

describe('strength ordering on fixed seeds (duplicate matches, both seatings)', () => {
  it('greedy beats random at Nim and at the bag game', async () => {
    const nim = await matchup({ ref: fixtureRef('nim.ts', 'nimBundle'), config: nimBundle.config, a: 'greedy', b: 'random', pairs: 40, seed: 11, workers: 0 });
    const bag = await matchup({ ref: fixtureRef('bag.ts', 'bagBundle'), config: bagBundle.config, a: 'greedy', b: 'random', pairs: 40, seed: 11, workers: 0 });
    expect(nim.winsA / nim.games).toBeGreaterThanOrEqual(0.6);
    expect(bag.winsA / bag.games).toBeGreaterThanOrEqual(0.6);
  });

  it('mcts beats greedy at Nim, where only lookahead finds the multiples of 4', async () => {
    const r = await matchup({
      ref: fixtureRef('nim.ts', 'nimBundle'),
      config: nimBundle.config,
      a: 'mcts:it=300',
      b: 'greedy',
      pairs: 30,
      seed: 5,
      workers: 0,
    });
    expect(r.winsA / r.games).toBeGreaterThanOrEqual(0.8);
  });
});

describe('mcts economy', () => {
  const game = nimBundle.game as unknown as AnyGame;
  const h = nimBundle.heuristics as unknown as GameHeuristics<GameState>;
  const mcts = (spec: string): MctsAgent => {
    const a = createAgent(spec, { seed: 3, heuristics: h });
    if (!a.ok) throw new Error(a.error);
    return a.value as MctsAgent;
  };
  const fresh = (heaps: number[]): GameState => (game.setup({ heaps, max: 3 }, 1) as { ok: true; value: { state: GameState } }).value.state;

  it('a deterministic game is searched from cached positions: one apply per new node, one copy per iteration at most', () => {
    const agent = mcts('mcts:it=400,prior=0');
    const s = fresh([30]);
    agent.choose(game, s, game.pending(s) as Decision);
    const st = agent.lastStats;
    expect(st?.iterations).toBe(400);
    // Every iteration expands exactly one node below a cached one (or reaches the end of the game).
    expect(st?.applies).toBeLessThanOrEqual(400);
    expect(st?.copies).toBeLessThanOrEqual(401);
  });

  it('without caching (a determinization that draws from the generator) the same search replays every move', () => {
    const agent = createAgent('mcts:it=400,prior=0', { seed: 3, heuristics: { ...h, determinize: (_s, _p, rng) => void rng.int(0, 1) } });
    if (!agent.ok) throw new Error(agent.error);
    const s = fresh([30]);
    agent.value.choose(game, s, game.pending(s) as Decision);
    expect((agent.value as MctsAgent).lastStats?.applies).toBeGreaterThan(800);
  });

  it('keeps its tree between its own consecutive decisions only when the position is the one the tree foresaw', () => {
    // Nim alternates players, so a kept subtree is never at the agent's next decision: no reuse.
    const agent = mcts('mcts:it=100');
    const s = fresh([12]);
    for (let k = 0; k < 3; k++) {
      const p = game.pending(s);
      if (p.terminal) break;
      const id = agent.choose(game, s, p as Decision);
      expect(agent.lastStats?.reused).toBe(false);
      game.apply(s, p.rqid, id);
    }
  });

  it('pmax searches a sample of a wide decision, and still returns a legal option', () => {
    const agent = mcts('mcts:it=50,pmax=2');
    const s = fresh([0, 0, 9, 9]);
    const p = game.pending(s) as Decision;
    const id = agent.choose(game, s, p);
    expect(p.options.map((o) => o.id)).toContain(id);
    expect(Object.keys(agent.lastStats?.visits ?? {})).toHaveLength(2);
  });
});

describe('mcts prior averaged over determinizations (psamples)', () => {
  const game = bagBundle.game as unknown as AnyGame;
  const h = bagBundle.heuristics as unknown as GameHeuristics<GameState>;
  // Every token is a 1: the first decision is "score the 1" (a sure point, the token leaves the hand)
  // or "gamble" (a d6, 5–6 scores 4: worth 4/3 on average, and the token stays). With the prior
  // dominating one iteration, the choice is the prior's: read from one roll it follows that roll's
  // luck; averaged over many it is the better bet every time.
  const first = (seed: number): { s: GameState; d: Decision } => {
    const s = (game.setup({ tokens: [1, 1, 1, 1, 1, 1], target: 12 }, seed) as { ok: true; value: { state: GameState } }).value.state;
    return { s, d: game.pending(s) as Decision };
  };
  const picks = (spec: string): string[] =>
    [...Array(16).keys()].map((k) => {
      const { s, d } = first(k + 1);
      expect(d.options.map((o) => o.id).sort()).toEqual(['gamble', 'play:1']);
      const a = createAgent(spec, { seed: 500 + k, heuristics: h });
      if (!a.ok) throw new Error(a.error);
      return a.value.choose(game, s, d);
    });

  it('one determinization: the prior follows the luck of one roll', () => {
    expect(new Set(picks('mcts:it=1,prior=1000,psamples=1'))).toEqual(new Set(['gamble', 'play:1']));
  });

  it('64 determinizations: the prior is the expectation, and the better bet is chosen every time', () => {
    expect(new Set(picks('mcts:it=1,prior=1000,psamples=64'))).toEqual(new Set(['gamble']));
  });
});

describe('search never peeks at the RNG or hidden parts', () => {
  const game = bagBundle.game as unknown as Game<BagState, unknown>;

  /** Reachable positions of the bag game, with some decisions to search. */
  function positions(): BagState[] {
    const out: BagState[] = [];
    for (let seed = 1; out.length < 12; seed++) {
      const state = (game.setup(bagBundle.config, seed) as { ok: true; value: { state: BagState } }).value.state;
      const rng = new Rng(seedRng(seed));
      for (let step = 0; step < 8; step++) {
        const p = game.pending(state);
        if (p.terminal) break;
        if (step >= 2 && p.options.length > 2) out.push(game.clone(state));
        game.apply(state, p.rqid, (p.options[rng.int(0, p.options.length - 1)] as { id: string }).id);
      }
    }
    return out;
  }

  /** Another world consistent with what `viewer` sees: the bag and the other hand reshuffled, a new engine RNG. */
  function scramble(s: BagState, viewer: number, seed: number): BagState {
    const c = game.clone(s);
    const rng = new Rng(seedRng(seed));
    const other = 1 - viewer;
    const pool = rng.shuffle([...c.bag, ...(c.hands[other] as number[])]);
    c.hands[other] = pool.splice(0, (c.hands[other] as number[]).length);
    c.bag = pool;
    c.core.rng = seedRng(seed + 1);
    return c;
  }

  const choose = (spec: string, h: GameHeuristics<BagState>, s: BagState): string => {
    const a = createAgent(spec, { seed: 99, heuristics: h as unknown as GameHeuristics<GameState> });
    if (!a.ok) throw new Error(a.error);
    return a.value.choose(game as unknown as AnyGame, s as GameState, game.pending(s) as Decision);
  };

  it.each(['mcts:it=200,rollout=20', 'greedy:samples=4'])('%s chooses the same in every scrambled copy', (spec) => {
    for (const s of positions()) {
      const viewer = (game.pending(s) as Decision).player;
      // The scrambled copies really differ in what is hidden (else the test would prove nothing).
      expect(new Set([0, 1, 2, 3].map((k) => game.hash(scramble(s, viewer, 1000 + k)))).size).toBeGreaterThan(1);
      const real = choose(spec, bagBundle.heuristics, s);
      for (let k = 0; k < 4; k++) expect(choose(spec, bagBundle.heuristics, scramble(s, viewer, 1000 + k))).toBe(real);
    }
  });

  it('the same check catches a determinization that leaks the real order (so the test above has teeth)', () => {
    // A faulty hook: shuffles the hidden tokens without first sorting them, so the result depends on the real order.
    const leaky: GameHeuristics<BagState> = {
      ...bagBundle.heuristics,
      determinize(s, player, rng) {
        const pool = [...s.bag, ...(s.hands[1 - player] as number[])];
        rng.shuffle(pool);
        s.hands[1 - player] = pool.splice(0, (s.hands[1 - player] as number[]).length);
        s.bag = pool;
      },
    };
    let differs = 0;
    for (const s of positions()) {
      const viewer = (game.pending(s) as Decision).player;
      const real = choose('mcts:it=200,rollout=20', leaky, s);
      for (let k = 0; k < 4; k++) if (choose('mcts:it=200,rollout=20', leaky, scramble(s, viewer, 1000 + k)) !== real) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
