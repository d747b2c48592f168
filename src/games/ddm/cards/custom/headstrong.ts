// Custom power "headstrong": +2 to this creature's attack rolls while no ally of a higher level is
// within 5 squares of it (ddm-battle-rules-2011, "Bonuses and Penalties"; "Measuring Distance";
// "Making an Attack" 5, the modified attack roll).
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

function leaderNear(s: DdmState, id: number): boolean {
  const me = s.creatures[id];
  if (!me || !onMap(me)) return false;
  const level = cardOf(s, me).level;
  const g = geo(s);
  return s.creatures.some((o) => o.id !== me.id && onMap(o) && !enemies(s, me, o) && cardOf(s, o).level > level && dist(g, me, o) <= 5);
}

export const headstrong: CustomPower = {
  id: 'headstrong',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties", "Measuring Distance"',
  text: 'while no higher-level ally is within 5 squares, +2 Attack',
  handler: {
    queries: {
      attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.attacker === owner(e.params) && !leaderNear(s, a.attacker) ? v + 2 : v) },
    },
  },
};
