// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("card text always supersedes basic
// rule text") and "GAME STATES" (card effects end at the end of the turn). Card: Prismatic Spray, Lesser
// Spell ("All of your opponent's characters lose all their card text until the end of the turn"): the
// turn-long, per-player mark in the game state (a core effect, so clone, hash and replay carry it) that
// every lookup of a character die's card text honours: through the die (rules/copy.ts `textCard`), its
// printed card (`ownText`) or its card's "while active" text (`activeWithText`, `textSource`). Global
// abilities belong to the card, not the die, and are kept. Reading: docs/dicemasters.md.
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

/**
 * The one lookup of a die's own printed card text: its card, or the same card with no ability lines while
 * the die lost its text. Rules that read the printed card of a character die (is it an adventurer, does
 * its card reduce damage, …) read it through this; with no effect in play it is one comparison.
 */
export function ownText(s: DmState, defs: readonly CardDef[], d: DieState): CardDef {
  const c = defs[d.card] as CardDef;
  return s.core.effects.length === 0 || !textLost(s, defs, d) ? c : blankCard(c);
}

/** Whether die `d` is an adventurer (LEXICON: a character with Experience) as its own card text now says. */
export function isAdventurer(s: DmState, defs: readonly CardDef[], d: DieState): boolean {
  return ownText(s, defs, d).abilities.some((a) => a.kind === 'experience');
}

/** Whether die `d` gives its card's "while active" text: one of card slot `card`'s dice, in the field, that has not lost its card text. */
export function givesText(s: DmState, defs: readonly CardDef[], d: DieState, card: number): boolean {
  return d.card === card && (d.zone === 'field' || d.zone === 'attack') && !textLost(s, defs, d);
}

/** "While active" (ACTIVE AND FIELDED) for card text: some die of card slot `card` in the field that has not lost its text. */
export function activeWithText(s: DmState, defs: readonly CardDef[], card: number): boolean {
  for (const d of s.dice) if (givesText(s, defs, d, card)) return true;
  return false;
}

/** The die that makes card slot `card`'s "while active" text work (the first, in die order), if any. */
export function textSource(s: DmState, defs: readonly CardDef[], card: number): DieState | undefined {
  for (const d of s.dice) if (givesText(s, defs, d, card)) return d;
  return undefined;
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
