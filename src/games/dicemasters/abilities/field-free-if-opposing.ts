// Implements: dice-masters-battle-for-faerun — "FIELD CHARACTERS", "COSTS" (fielding never costs less than
// 0: the rule floors the total) and "LEXICON" (opposing; NPCs): a die of this card is fielded for free
// while the opponent of its owner has `count` or more non-NPC characters in the field — its answer to the
// cost query (abilities/queries.ts) takes away the whole fielding cost.
import { z } from 'zod';
import type { QueryAnswers } from './queries.js';
import type { AbilityModule } from './ability.js';

const free: QueryAnswers['cost'] = (s, defs, player, card, of) => {
  const c = defs[card];
  const a = c?.abilities.find((x) => x.kind === 'field-free-if-opposing');
  if (of !== 'field' || !c || !a || a.kind !== 'field-free-if-opposing' || s.cards[card]?.owner !== player) return 0;
  let n = 0;
  for (const d of s.dice) {
    if (d.owner === player || (d.zone !== 'field' && d.zone !== 'attack')) continue;
    const o = defs[d.card];
    if (o && o.key !== 'npc' && o.faces[d.face]?.t === 'char') n++;
  }
  // Fielding costs at most the highest level's cost; taking that much away leaves 0 after the floor.
  return n >= a.count ? -Math.max(0, ...c.faces.map((f) => (f.t === 'char' ? f.cost : 0))) : 0;
};

export const fieldFreeIfOpposing: AbilityModule<'field-free-if-opposing'> = {
  kind: 'field-free-if-opposing',
  section: 'FIELD CHARACTERS; COSTS',
  params: z.object({ count: z.number().int().min(1) }).strict(),
  text: (a) => `A die of this card is fielded for free while your opponent has ${a.count} or more non-NPC characters in the field.`,
  steps: {},
  queries: { cost: free },
};
