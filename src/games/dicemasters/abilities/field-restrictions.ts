// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS" (a character die is fielded from the
// reserve pool), "FUNDAMENTAL RULES" ("can't" beats "can"), "ACTIVE AND FIELDED" ("while active") and
// "ENERGY AND COSTS" (energy types): two answers to the query whether a player may field a die under card
// text (abilities/queries.ts `mayField`) — not an NPC while an opposing card with `field-restriction` is
// active (abilities/field-restriction.ts), not a character of an energy type the opponent named for this
// turn (abilities/ops/forbid-field-type-next-turn.ts, a core effect that applies on the turn it names).
import type { EffectInstance } from '../../../core/index.js';
import { perCardSet } from '../cards/per-card-set.js';
import type { EnergyType } from '../types.js';
import type { QueryAnswers } from './queries.js';
import { activeWithText } from './lost-card-text.js';

/** The core effect handler name of a named energy type its player cannot field on one turn. */
export const FIELD_FORBIDDEN = 'field-forbidden';

/** A `field-forbidden` effect's player, energy type and turn (null: not one). */
export function forbidden(e: EffectInstance): { player: number; energy: EnergyType; turn: number } | null {
  if (e.handler !== FIELD_FORBIDDEN) return null;
  const { player, energy, turn } = e.params;
  if (typeof player !== 'number' || typeof turn !== 'number') return null;
  if (energy !== 'fist' && energy !== 'bolt' && energy !== 'mask' && energy !== 'shield') return null;
  return { player, energy, turn };
}

/** The card slots with a `field-restriction` (asked for every die in a reserve at every fielding decision). */
const restricting = perCardSet((defs): readonly number[] => defs.flatMap((c, slot) => (c.abilities.some((a) => a.kind === 'field-restriction') ? [slot] : [])));

/** `field-restriction`: `player` may not field an NPC die while an opposing card with it is active. */
export const npcFieldRestriction: QueryAnswers['mayField'] = (s, defs, player, d) => {
  if (defs[d.card]?.key !== 'npc') return true;
  for (const slot of restricting(defs)) {
    if (s.cards[slot]?.owner === player) continue;
    // Active through a die that keeps its card text (abilities/lost-card-text.ts).
    if (activeWithText(s, defs, slot)) return false;
  }
  return true;
};

/** `forbid-field-type-next-turn`: `player` may not field a character of the energy type named for this turn. */
export const namedEnergyFieldBan: QueryAnswers['mayField'] = (s, defs, player, d) => {
  const c = defs[d.card];
  if (!c) return true;
  for (const e of s.core.effects) {
    const f = forbidden(e);
    if (f && f.player === player && f.turn === s.turn && c.energy === f.energy) return false;
  }
  return true;
};
