// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "COSTS" (a purchase never costs less
// than 1, fielding never less than 0: the callers floor the total), "ACTIVE AND FIELDED" ("while
// active": once however many of the card's dice are in the field) and "GAME STATES" (effects end at the
// end of the turn). The change to what a player pays to purchase or field a card's die, two answers to
// the cost query (abilities/queries.ts): the `cost-change` abilities of active cards
// (abilities/cost-change.ts) and the turn-long changes the `cost-change-this-turn` op left in play
// (abilities/ops/cost-change-this-turn.ts). They read only the state and the card definitions.
import { z } from 'zod';
import type { EffectInstance } from '../../../core/index.js';
import { perCardSet } from '../cards/per-card-set.js';
import type { Ability, CardDef, CostFilter } from '../cards/types.js';
import type { QueryAnswers } from './queries.js';
import { activeWithText } from './lost-card-text.js';

export const costFilterSchema: z.ZodType<CostFilter> = z
  .object({
    kind: z.enum(['character', 'action', 'gear']).optional(),
    energy: z.enum(['fist', 'bolt', 'mask', 'shield']).optional(),
    alignment: z.enum(['good', 'neutral', 'evil']).optional(),
    subtype: z.string().min(1).optional(),
    maxCost: z.number().int().min(0).optional(),
  })
  .strict();

/** The core effect handler name of a turn-long cost change (its params: `CostChangeParams`). */
export const COST_CHANGE_TURN = 'cost-change-turn';

/** What a turn-long cost change records: who it favours, which cost, by how much, for which cards, and
 *  the card slot and ability index it came from (a "first each turn" change is recorded once). */
const turnChange = z.object({
  player: z.number().int(),
  of: z.enum(['purchase', 'field']),
  delta: z.number().int(),
  filter: costFilterSchema,
  slot: z.number().int(),
  ability: z.number().int(),
});
export type CostChangeParams = z.infer<typeof turnChange>;

/** The record of a turn-long cost change effect (null: not one). */
export function turnCostChange(e: EffectInstance): CostChangeParams | null {
  if (e.handler !== COST_CHANGE_TURN) return null;
  const r = turnChange.safeParse(e.params);
  return r.success ? r.data : null;
}

type CostChange = Extract<Ability, { kind: 'cost-change' }>;

interface Holder {
  readonly card: number;
  readonly r: CostChange;
}

/** The cards of a game with a standing cost change (an empty list makes the common case one comparison). */
const holders = perCardSet((defs): readonly Holder[] => {
  const out: Holder[] = [];
  defs.forEach((c, card) => c.abilities.forEach((a) => (a.kind === 'cost-change' ? out.push({ card, r: a }) : undefined)));
  return out;
});

/** Whether a cost change for `f` applies to a die of card `c`. */
export function costFilterAllows(f: CostFilter, c: CardDef): boolean {
  if (f.kind && c.kind !== f.kind) return false;
  if (f.energy && c.energy !== f.energy) return false;
  if (f.alignment && c.alignment !== f.alignment) return false;
  if (f.subtype && !c.subtitle.toLowerCase().split(/\s+/).includes(f.subtype.toLowerCase())) return false;
  if (f.maxCost !== undefined && c.cost > f.maxCost) return false;
  return true;
}

/** The `cost-change` abilities' change to what `player` pays to `of` (purchase or field) a die of card slot `card`. */
export const standingCostChange: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  const c = defs[card];
  if (!c || c.key === 'npc') return 0;
  let n = 0;
  for (const h of holders(defs)) {
    if (h.r.of !== of || !costFilterAllows(h.r.filter, c)) continue;
    if (h.r.whose === 'own' && s.cards[h.card]?.owner !== player) continue;
    // Active through a die that keeps its card text (abilities/lost-card-text.ts).
    if (activeWithText(s, defs, h.card)) n += h.r.delta;
  }
  return n;
};

/** The turn-long changes in play (`cost-change-this-turn`) to what `player` pays to `of` a die of card slot `card`. */
export const turnCostChanges: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  const c = defs[card];
  if (!c || c.key === 'npc') return 0;
  let n = 0;
  for (const e of s.core.effects) {
    const p = turnCostChange(e);
    if (p && p.player === player && p.of === of && costFilterAllows(p.filter, c)) n += p.delta;
  }
  return n;
};

/** "evil characters", "mask characters", "gear dice", "dragons with a purchase cost of 3 or less", … */
export function costFilterText(f: CostFilter): string {
  const words = [...(f.alignment ? [f.alignment] : []), ...(f.energy ? [f.energy] : [])];
  const noun = f.subtype
    ? `${f.subtype.toLowerCase()}s`
    : f.kind === 'action'
      ? 'action dice'
      : f.kind === 'gear'
        ? 'gear dice'
        : f.kind === 'character'
          ? 'characters'
          : 'dice';
  let text = [...words, noun].join(' ');
  if (f.maxCost !== undefined) text += ` with a purchase cost of ${f.maxCost} or less`;
  return text;
}
