/**
 * Issue 21, bugs 1 and 2, measured old against new in one run: mcts iterations per CPU second with
 * the state copy before and after each fix, on the same positions with the same seeds, and whether
 * every choice came out the same.
 *
 *   npx tsx bench/clone-compare.ts [rounds]      (default 3 rounds)
 *
 * Each measurement runs in its own child process, old and new alternating (old, new, old, new …), so
 * one variant's object shapes and compiled code cannot slow the other, and load from other processes
 * falls on both alike. A child plays seeded random games for its positions, warms up with a few
 * searches (the slowdown of bug 1 appears after a search has run), then times iteration-limited
 * searches. Old copies: Dice Masters dice copied with an object spread (clone.ts before the fix);
 * DDM copied by rfdc with everything but the card data and maps (heuristics.ts before the fix). New:
 * the game's own `clone`.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CoreState, Decision, Game, GameState, Step } from '../src/core/index.js';
import { cloneData } from '../src/core/index.js';
import { createAgent } from '../src/ai/index.js';
import type { MctsAgent } from '../src/ai/mcts.js';
import type { GameHeuristics } from '../src/ai/heuristics.js';
import { heuristicsFor } from '../src/ai/registry.js';
import type { DieState, DmState } from '../src/games/dicemasters/types.js';
import type { DdmState } from '../src/games/ddm/state.js';
import { moduleFor } from '../src/games/index.js';
import { cpuSeconds, machine } from './harness.js';

type GameId = 'dicemasters' | 'ddm';
type Variant = 'old' | 'new';

/** clone.ts before the fix: the dice copied with an object spread. */
function oldDmClone(s: DmState): DmState {
  const c = s.core;
  const core: CoreState = {
    rng: c.rng.slice(),
    stack: c.stack.map((st) => cloneData(st) as Step),
    pending: c.pending,
    seq: c.seq,
    terminal: c.terminal,
    counters: { turnUsed: { ...c.counters.turnUsed }, spent: { ...c.counters.spent }, turn: c.counters.turn },
    effects: c.effects.map((e) => ({ ...e, params: { ...e.params } })),
    nextEffectId: c.nextEffectId,
    players: c.players,
  };
  if (c.forced) core.forced = c.forced.slice();
  const dice = s.dice.map((d: DieState): DieState => ({ ...d }));
  return {
    core,
    cards: s.cards,
    dice,
    zoneIndex: s.zoneIndex.slice(),
    players: s.players.map((p) => ({ ...p })),
    active: s.active,
    step: s.step,
    turn: s.turn,
    float: s.float,
    floatOwner: s.floatOwner,
    knockedOut: s.knockedOut.slice(),
  };
}

/** ddmHeuristics.clone before the fix: rfdc over everything but the card data and maps (the open question included). */
function oldDdmClone(s: DdmState): DdmState {
  const { cards, items, map, maps, ...rest } = s;
  return { ...cloneData(rest), cards, items, map, maps } as DdmState;
}

/** The game and set-up of each measurement, its search (iteration-limited: the choices are comparable) and its old copy. */
function subject(id: GameId): { game: Game<GameState, unknown>; config: () => unknown; spec: string; old: (s: GameState) => GameState } {
  const m = moduleFor(id);
  const preset = m?.presets[id === 'dicemasters' ? 'first-game' : 'starter'];
  if (!m || !preset) throw new Error(`no ${id} module`);
  return id === 'dicemasters'
    ? { game: m.game, config: preset, spec: 'mcts:it=1000,rollout=0,prior=0', old: (s) => oldDmClone(s as DmState) }
    : { game: m.game, config: preset, spec: 'mcts:it=100,rollout=0,prior=0', old: (s) => oldDdmClone(s as DdmState) };
}

const next = (x: number): number => (Math.imul(x, 1103515245) + 12345) >>> 0;

/** Positions from seeded random games (every 17th decision with a choice), `n` of them. */
function positions(id: GameId, n: number): GameState[] {
  const { game, config } = subject(id);
  const out: GameState[] = [];
  for (let seed = 7000; out.length < n; seed++) {
    const r = game.setup(config(), seed);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value.state;
    let x = seed;
    for (let k = 0; out.length < n; k++) {
      const p = game.pending(s);
      if (p.terminal) break;
      if (k % 17 === 5 && p.options.length > 1) out.push(game.clone(s));
      x = next(x);
      const a = game.apply(s, p.rqid, (p.options[x % p.options.length] as { id: string }).id);
      if (!a.ok) throw new Error(a.error.message);
    }
  }
  return out;
}

/** The child: warm-up searches, then timed ones; prints iterations per CPU second and the choices. */
function child(id: GameId, variant: Variant): void {
  const { game, spec, old } = subject(id);
  const base = heuristicsFor(id);
  const heuristics: GameHeuristics<GameState> = variant === 'old' ? { ...base, clone: old } : base;
  const made = createAgent(spec, { seed: 1, heuristics });
  if (!made.ok) throw new Error(made.error);
  const agent = made.value as MctsAgent;
  const all = positions(id, 12);
  const search = (p: GameState): string => agent.choose(game, game.clone(p), game.pending(p) as Decision);
  for (const p of all.slice(0, 4)) search(p);
  const choices: string[] = [];
  let iterations = 0;
  const c0 = process.cpuUsage();
  for (const p of all.slice(4)) {
    choices.push(search(p));
    iterations += agent.lastStats?.iterations ?? 0;
  }
  console.log(JSON.stringify({ itPerSec: iterations / cpuSeconds(c0), choices }));
}

function parent(rounds: number): void {
  const self = fileURLToPath(import.meta.url);
  const result: Record<string, unknown> = { machine: machine(), date: new Date().toISOString(), rounds };
  for (const id of ['dicemasters', 'ddm'] as const) {
    const rates: Record<Variant, number[]> = { old: [], new: [] };
    const choices: Record<Variant, string[]> = { old: [], new: [] };
    for (let r = 0; r < rounds; r++)
      for (const v of ['old', 'new'] as const) {
        const out = spawnSync(process.execPath, ['--import', 'tsx', self, '--child', id, v], { encoding: 'utf8' });
        if (out.status !== 0) throw new Error(`${id} ${v}: ${out.stderr}`);
        const got = JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}') as { itPerSec: number; choices: string[] };
        rates[v].push(got.itPerSec);
        if (r === 0) choices[v] = got.choices;
      }
    const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
    result[id] = {
      oldItPerSec: rates.old.map(Math.round),
      newItPerSec: rates.new.map(Math.round),
      ratioOfMedians: Math.round((100 * median(rates.new)) / median(rates.old)) / 100,
      sameChoices: choices.old.length > 0 && choices.old.join() === choices.new.join(),
    };
  }
  console.log(JSON.stringify(result, null, 2));
}

const args = process.argv.slice(2);
if (args[0] === '--child') child(args[1] as GameId, args[2] as Variant);
else parent(Number(args[0] ?? 3));
