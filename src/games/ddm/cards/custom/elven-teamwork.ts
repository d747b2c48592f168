// Custom power "elven-teamwork" (Elven Teamwork: "+2 Attack and +4 DEF(Will) while adjacent to an Elf
// Martial ally."): ddm-battle-rules-2011, "Bonuses and Penalties" (a permissive card) — while an ally
// with both the Elf and the Martial keywords is adjacent to it on the map, +2 on its attack rolls and
// +4 Will. Two bonuses on one condition of an ally with two keywords, which the shared situational
// bonus (one keyword, one statistic kind) does not word.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

const KEYWORDS = ['Elf', 'Martial'];

/** An ally with every one of the keywords is adjacent to creature `id`, both on the map. */
function teamed(s: DdmState, id: number): boolean {
  const me = s.creatures[id];
  if (!me || !onMap(me)) return false;
  const g = geo(s);
  return s.creatures.some(
    (o) => o.id !== me.id && onMap(o) && !enemies(s, me, o) && KEYWORDS.every((k) => (s.cards[o.card]?.keywords ?? []).includes(k)) && isAdjacent(g, me, o),
  );
}

export const elvenTeamwork: CustomPower = {
  id: 'elven-teamwork',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties"',
  text: '+2 Attack and +4 Will while adjacent to an ally with the Elf and Martial keywords',
  handler: {
    queries: {
      attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.attacker === owner(e.params) && teamed(s, a.attacker) ? v + 2 : v) },
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.defense === 'Will' && a.creature === owner(e.params) && teamed(s, a.creature) ? v + 4 : v),
      },
    },
  },
};
