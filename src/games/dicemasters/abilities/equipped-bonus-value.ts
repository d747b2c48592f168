// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Equip: the character carrying
// a gear die gets the gear's bonus) with "BONUSES AND DAMAGE" (bonuses add up before they apply;
// rules/dice.ts floors the total at zero). The Equip module's answer to the stat query
// (abilities/queries.ts). It reads only the state and the card definitions it is handed.
import type { QueryAnswers } from './queries.js';

/** The +A/+D of the gear dice attached to this character (attached gear is in the field). */
export const equippedBonus: QueryAnswers['stat'] = (s, defs, d, which) => {
  let n = 0;
  for (const g of s.dice) {
    if (g.attachedTo !== d.id || (g.zone !== 'field' && g.zone !== 'attack')) continue;
    for (const a of defs[g.card]?.abilities ?? []) if (a.kind === 'equipped-bonus') n += a[which];
  }
  return n;
};
