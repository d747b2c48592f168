// Implements: dice-masters-battle-for-faerun — "ENERGY AND COSTS", "COSTS" (a purchase never below 1:
// the rule floors the total) and "ACTIVE AND FIELDED" (an active character: a card with dice in the field):
// this card costs its owner `delta` more to purchase (less when negative) for each of their active cards
// of an alignment, not counting cards of its own title — its answer to the cost query (abilities/
// queries.ts), which rules/main-step.ts adds to the printed cost.
import { z } from 'zod';
import type { Alignment } from '../cards/types.js';
import type { DmState } from '../types.js';
import type { AbilityModule } from './ability.js';
import type { QueryAnswers } from './queries.js';

function activeCards(s: DmState, defs: Parameters<QueryAnswers['cost']>[1], player: number, alignment: Alignment, notTitle: string): number {
  const seen = new Set<number>();
  for (const d of s.dice) {
    if (d.owner !== player || (d.zone !== 'field' && d.zone !== 'attack') || seen.has(d.card)) continue;
    const c = defs[d.card];
    if (!c || c.alignment !== alignment || c.title === notTitle || c.faces[d.face]?.t !== 'char') continue;
    seen.add(d.card);
  }
  return seen.size;
}

const answer: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  const c = defs[card];
  const a = c?.abilities.find((x) => x.kind === 'cost-per-active');
  if (!c || !a || a.kind !== 'cost-per-active' || of !== 'purchase' || s.cards[card]?.owner !== player) return 0;
  return a.delta * activeCards(s, defs, player, a.alignment, c.title);
};

export const costPerActive: AbilityModule<'cost-per-active'> = {
  kind: 'cost-per-active',
  section: 'COSTS; ACTIVE AND FIELDED',
  params: z.object({ delta: z.number().int(), alignment: z.enum(['good', 'neutral', 'evil']) }).strict(),
  text: (a) =>
    `This card costs you ${Math.abs(a.delta)} ${a.delta < 0 ? 'less' : 'more'} to purchase for each of your active ${a.alignment} characters of another title (never below 1).`,
  steps: {},
  queries: { cost: answer },
};
