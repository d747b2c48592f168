// A hand-written copy of the Dice Masters state for hot loops (bots, the simulator, the benchmark):
// the state's shape is fixed, so copying it field by field is much faster than a generic deep copy.
import { copyCore } from '../../core/index.js';
import type { DieState, DmState } from './types.js';

/**
 * A die copied field by field, in the order `newDie` (setup.ts) creates them, so every copy has one
 * object shape: a spread copies whatever shape the original has, and after a search has run the
 * dice of a state come in several shapes, which makes every rule that reads a die slow. The two
 * nested values are shared, not copied: `engaged` and `control` are readonly and the rules replace
 * them, never change them in place. clone.test.ts fails when a die field is missing here.
 */
export function cloneDie(d: DieState): DieState {
  return {
    id: d.id,
    card: d.card,
    owner: d.owner,
    face: d.face,
    zone: d.zone,
    damage: d.damage,
    bonusA: d.bonusA,
    bonusD: d.bonusD,
    partial: d.partial,
    usedThisTurn: d.usedThisTurn,
    engaged: d.engaged,
    blocked: d.blocked,
    capturedBy: d.capturedBy,
    returnTo: d.returnTo,
    attachedTo: d.attachedTo,
    control: d.control,
  };
}

export function cloneState(s: DmState): DmState {
  // map(), not a preallocated array: a `new Array(n)` is "holey" in V8 and slows every later read.
  const dice = s.dice.map(cloneDie);
  return {
    core: copyCore(s.core),
    // Shared, not copied: card slots are replaced, never written in place (cleanup.ts gives a state a
    // new array when a card gains experience), so the copies can share them — and with them the card
    // definitions that rules/dice.ts caches per slot array.
    cards: s.cards,
    dice,
    // The lists are replaced, never changed in place (rules/zones.ts): a copy of the outer array will do.
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
