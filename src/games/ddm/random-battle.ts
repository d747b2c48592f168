// A seeded random-vs-random battle driver for tests and the benchmarks (bots pick uniformly among the
// offered options, unless a test steers them). Not a rule file: it only speaks the Game API.
import { NO_EVENTS, Rng, seedRng, type Choice, type Decision, type GameEvent, type Option } from '../../core/index.js';
import { game, type DdmConfig } from './game.js';
import type { DdmState } from './state.js';

export interface BattleRun {
  readonly state: DdmState;
  readonly choices: Choice[];
  readonly decisions: number;
}

export interface RandomPlay {
  /** The bot's choice (default: uniform over the options, drawn from `bot`). */
  readonly pick?: (d: Decision, bot: Rng) => Option | undefined;
  /** Called after every decision with the state, the events it caused and the decision answered. */
  readonly onStep?: (s: DdmState, events: readonly GameEvent[], d: Decision) => void;
  readonly maxDecisions?: number;
}

const uniform = (d: Decision, bot: Rng): Option | undefined => d.options[bot.int(0, d.options.length - 1)];

/** Plays `state` on with a bot seeded by `botSeed` until the battle ends (or `maxDecisions`); returns the choices made. */
export function playRandomly(state: DdmState, botSeed: number, play: RandomPlay = {}): Choice[] {
  const bot = new Rng(seedRng(botSeed));
  const pick = play.pick ?? uniform;
  const choices: Choice[] = [];
  for (let i = 0; i < (play.maxDecisions ?? 200_000); i++) {
    const p = game.pending(state);
    if (p.terminal) break;
    const o = pick(p, bot);
    if (!o) throw new Error('no option');
    choices.push({ rqid: p.rqid, option: o.id });
    // Events are built only for an `onStep` that reads them (`ApplyOptions.events`).
    const r = game.apply(state, p.rqid, o.id, play.onStep ? undefined : NO_EVENTS);
    if (!r.ok) throw new Error(r.error.message);
    play.onStep?.(state, r.value, p);
  }
  return choices;
}

export function randomBattle(config: DdmConfig, seed: number, onStep?: (s: DdmState) => void, maxDecisions = 200_000): BattleRun {
  const started = game.setup(config, seed);
  if (!started.ok) throw new Error(started.error.message);
  const state = started.value.state;
  const choices = playRandomly(state, seed ^ 0x5f3759df, { onStep, maxDecisions });
  return { state, choices, decisions: choices.length };
}
