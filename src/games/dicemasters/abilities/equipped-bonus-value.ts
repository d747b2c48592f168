// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES" (Equip: the character carrying
// a gear die gets the gear's bonus) with "BONUSES AND DAMAGE" (bonuses add up before they apply;
// rules/dice.ts floors the total at zero). The Equip module's answer to the stat query that
// rules/dice.ts folds over the abilities of a game's cards (abilities/stat-queries.ts). It reads only
// the state and the card definitions it is handed, so rules/dice.ts can ask it without an import loop.
import type { CardDef } from '../cards/types.js';
import type { DieState, DmState } from '../types.js';
import type { StatQuery } from './stat-query.js';

/** The +A/+D of the gear dice attached to this character (attached gear is in the field). */
export const equippedBonusQuery: StatQuery = {
  kind: 'equipped-bonus',
  bonus(s: DmState, defs: readonly CardDef[], d: DieState, which: 'a' | 'd'): number {
    let n = 0;
    for (const g of s.dice) {
      if (g.attachedTo !== d.id || (g.zone !== 'field' && g.zone !== 'attack')) continue;
      for (const a of defs[g.card]?.abilities ?? []) if (a.kind === 'equipped-bonus') n += a[which];
    }
    return n;
  },
};
