// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("card text always supersedes basic
// rule text") and "GAME STATES" (card effects end at the end of the turn). Card: Prismatic Spray, Lesser
// Spell ("All of your opponent's characters lose all their card text until the end of the turn"): the
// turn-long, per-player mark in the game state (a core effect, so clone, hash and replay carry it) that
// every lookup of a character die's abilities honours (rules/copy.ts `textCard`, and the standing stat
// changes of abilities/stat-bonus-value.ts, which are read per card). Reading: docs/dicemasters.md.
import type { CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';

/** The core effect handler name of the mark (params: `{ player }`, whose characters have no text). */
export const TEXT_LOST = 'card-text-lost';

/** Whether `player`'s characters have lost all their card text this turn. */
export function playerTextLost(s: DmState, player: number): boolean {
  for (const e of s.core.effects) if (e.handler === TEXT_LOST && e.params.player === player) return true;
  return false;
}

/** Whether die `d` is a character (a character face, in the field) of a player whose characters lost their text. */
export function textLost(s: DmState, defs: readonly CardDef[], d: DieState): boolean {
  if (s.core.effects.length === 0 || (d.zone !== 'field' && d.zone !== 'attack')) return false;
  return defs[d.card]?.faces[d.face]?.t === 'char' && playerTextLost(s, d.owner);
}

/** The text slot (rules/copy.ts `textSlot`) of a die without card text: no card (a lookup by it finds none). */
export const NO_TEXT = -1;

const BLANK = new WeakMap<CardDef, CardDef>();

/** The card as a die that lost all its card text reads it: the same card with no ability lines. */
export function blankCard(c: CardDef): CardDef {
  let b = BLANK.get(c);
  if (!b) {
    b = { ...c, abilities: [] };
    BLANK.set(c, b);
  }
  return b;
}
