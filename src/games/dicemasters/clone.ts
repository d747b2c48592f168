// A hand-written copy of the Dice Masters state for hot loops (bots, the simulator, the benchmark):
// the state's shape is fixed, so copying it field by field is much faster than a generic deep copy.
import type { CoreState, Step } from '../../core/index.js';
import { cloneData } from '../../core/index.js';
import type { DieState, DmState } from './types.js';

function cloneDie(d: DieState): DieState {
  return { ...d, engaged: d.engaged.slice(), control: d.control ? { ...d.control } : null };
}

export function cloneState(s: DmState): DmState {
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
  return {
    core,
    cards: s.cards.map((x) => ({ ...x })),
    dice: s.dice.map(cloneDie),
    players: s.players.map((p) => ({ ...p })),
    active: s.active,
    step: s.step,
    turn: s.turn,
    float: s.float,
    floatOwner: s.floatOwner,
    knockedOut: s.knockedOut.slice(),
  };
}
