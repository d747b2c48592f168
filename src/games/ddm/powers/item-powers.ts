// Implements ddm-battle-rules-2011, "HOW TO READ AN ITEM STAT CARD", Actions: "A creature that has an
// item assigned to it is treated as though having all powers listed here on its stat card, if it can
// use that item." Every reader of a creature's powers (reaction windows, action powers, resist/immune,
// set-up) asks `powersOf`, so an item's triggered, action and defensive powers work like the card's.
// This file reads the card table directly (not rules/common.ts) so common.ts can import it.
import type { Power, Trigger } from '../cards/schema.js';
import type { CreatureState, DdmState } from '../state.js';
import { powerAnswers } from '../abilities/queries.js';

const NONE: readonly Power[] = [];

/** The powers printed on the creature's card followed by those of the items it can use. */
export function powersOf(s: DdmState, c: CreatureState): readonly Power[] {
  const own = s.cards[c.card]?.powers ?? NONE;
  // The common case (no usable item) returns the card's own array: no allocation in hot paths.
  if (c.usableItems.length === 0) return own;
  const out = [...own];
  for (const i of c.usableItems) for (const p of s.items[i]?.powers ?? NONE) out.push(p);
  return out;
}

/** Whether the creature (card or usable item) has a triggered power for `trigger`. */
export function hasTriggered(s: DdmState, c: CreatureState, trigger: Trigger): boolean {
  for (const p of powerAnswers(s, c).triggered) if (p.trigger === trigger) return true;
  return false;
}
