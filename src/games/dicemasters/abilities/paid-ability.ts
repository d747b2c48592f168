// Implements: dice-masters-battle-for-faerun — "MAIN STEP" (the active player's actions, in any order),
// "ENERGY AND COSTS", "ACTIVE AND FIELDED" (a character's ability works while its die is in the field),
// "CARD TEXT DETAILS" (a cost is what the text says you do: pay energy, send a die to the used pile,
// knock out a die, remove a token; "once per turn") and "PREVENTING AND REDIRECTING" (costs stay paid when
// the use is prevented). A character ability its owner may use in their main step, from one of the card's
// dice in their field, paying a cost that is not always energy. rules/main-step.ts offers it as one kind
// of main-step option (one option per source die and way to pay); this file is the cost vocabulary: what
// each cost can be paid with, how it is paid, and its words.
import { z } from 'zod';
import type { DmCtx } from '../rules/context.js';
import type { PaidCost } from '../cards/types.js';
import { cardDefs, dieName, fieldChars, isNpc } from '../rules/dice.js';
import { knockOut, leaveField } from '../rules/damage.js';
import type { CardSlot, DieState, DmState } from '../types.js';
import { energyTypeSchema } from './params.js';
import { effectSchema, opText } from './ops/index.js';
import type { AbilityModule } from './ability.js';
import { textLost } from './lost-card-text.js';

const paidCostSchema: z.ZodType<PaidCost> = z.union([
  z.object({ energy: z.union([energyTypeSchema, z.literal('any')]) }).strict(),
  z.object({ part: z.enum(['self-to-used', 'ko-own-npc', 'remove-token']) }).strict(),
]);

/** The dice of card slot `slot` that `player` may use its ability from: theirs, in the field (not attacking: it is the main step), with their card text (abilities/lost-card-text.ts). */
export function paidSources(s: DmState, player: number, slot: number): DieState[] {
  return fieldChars(s, player).filter((d) => d.card === slot && d.zone === 'field' && d.owner === player && !textLost(s, cardDefs(s), d));
}

/**
 * The ways to pay a cost that is not energy, each a number the option carries: 0 for sending the source
 * die to the used pile or removing a token (when there is one), the die id of each NPC of `player` in
 * the field that may be knocked out. Energy costs are paid from the reserve (rules/energy.ts).
 */
export function costParts(s: DmState, player: number, cost: PaidCost, slot: number): number[] {
  if ('energy' in cost) return [];
  switch (cost.part) {
    case 'self-to-used':
      return [0];
    case 'ko-own-npc':
      return fieldChars(s, player)
        .filter((d) => d.zone === 'field' && isNpc(s, d))
        .map((d) => d.id);
    case 'remove-token':
      return ((s.cards[slot] as CardSlot).xp ?? 0) > 0 ? [0] : [];
  }
}

/** Pays a cost that is not energy with way `part` (one `costParts` gave), for the ability of die `source`. */
export function payPart(ctx: DmCtx, player: number, cost: PaidCost, slot: number, source: number, part: number): void {
  if ('energy' in cost) return;
  const s = ctx.state;
  switch (cost.part) {
    case 'self-to-used': {
      const d = s.dice[source] as DieState;
      leaveField(ctx, d, 'used');
      ctx.emit('moved', { die: d.id, to: 'used', name: dieName(s, d) });
      return;
    }
    case 'ko-own-npc':
      knockOut(ctx, s.dice[part] as DieState, player);
      return;
    case 'remove-token': {
      const c = s.cards[slot] as CardSlot;
      // Copies of a state share their card-slot array (clone.ts): write a fresh slot, never in place.
      const cards = s.cards.slice();
      cards[slot] = { key: c.key, owner: c.owner, xp: Math.max(0, c.xp - 1) };
      (s as { cards: CardSlot[] }).cards = cards;
      ctx.emit('status', { die: source, status: `: a token is removed from ${c.key} (${Math.max(0, c.xp - 1)} left)` });
      return;
    }
  }
}

/** The words of one way to pay (the option's label). */
export function partLabel(s: DmState, cost: PaidCost, source: number, part: number): string {
  if ('energy' in cost) return '';
  switch (cost.part) {
    case 'self-to-used':
      return `send ${dieName(s, s.dice[source] as DieState)} to your used pile`;
    case 'ko-own-npc':
      return `knock out your ${dieName(s, s.dice[part] as DieState)}`;
    case 'remove-token':
      return 'remove a token from this card';
  }
}

function costText(c: PaidCost): string {
  if ('energy' in c) return `pay 1 ${c.energy === 'any' ? 'energy' : c.energy}`;
  switch (c.part) {
    case 'self-to-used':
      return 'send one of its dice in the field to your used pile';
    case 'ko-own-npc':
      return 'knock out one of your NPCs in the field';
    case 'remove-token':
      return 'remove a token from this card';
  }
}

export const paidAbility: AbilityModule<'paid-ability'> = {
  kind: 'paid-ability',
  section: 'MAIN STEP; ENERGY AND COSTS; CARD TEXT DETAILS',
  params: z.object({ cost: paidCostSchema, effect: effectSchema, oncePerTurn: z.boolean() }).strict(),
  text: (a) =>
    `In your main step${a.oncePerTurn ? ', once per turn' : ''}, while a die of this card is in the field, you may ${costText(a.cost)}: ${opText(a.effect)}`,
  steps: {},
};
