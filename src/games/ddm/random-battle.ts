// A seeded random-vs-random battle driver for tests and the benchmark (bots pick uniformly among the
// offered options). Not a rule file: it only speaks the Game API.
import { Rng, seedRng, type Choice } from '../../core/index.js';
import { game, type DdmConfig } from './game.js';
import type { DdmState } from './state.js';

export interface BattleRun {
  readonly state: DdmState;
  readonly choices: Choice[];
  readonly decisions: number;
}

export function randomBattle(config: DdmConfig, seed: number, onStep?: (s: DdmState) => void, maxDecisions = 200_000): BattleRun {
  const started = game.setup(config, seed);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const bot = new Rng(seedRng(seed ^ 0x5f3759df));
  const choices: Choice[] = [];
  for (let i = 0; i < maxDecisions; i++) {
    const p = game.pending(state);
    if (p.terminal) break;
    const o = p.options[bot.int(0, p.options.length - 1)];
    if (!o) throw new Error('no option');
    choices.push({ rqid: p.rqid, option: o.id });
    const r = game.apply(state, p.rqid, o.id);
    if (!r.ok) throw new Error(r.error.message);
    onStep?.(state);
  }
  return { state, choices, decisions: choices.length };
}
