// Custom power "mob-attack": +5 Damage on this creature's melee hit against a target adjacent to two
// or more of its allies that have this power too (ddm-battle-rules-2011, "Bonuses and Penalties";
// "Duplicate Effects": the bonus is this creature's own, so it applies once).
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { powersOf } from '../../powers/item-powers.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

const ID = 'mob-attack';

function mobbed(s: DdmState, attacker: number, target: number): boolean {
  const me = s.creatures[attacker];
  const t = s.creatures[target];
  if (!me || !t || !onMap(t)) return false;
  const g = geo(s);
  let n = 0;
  for (const o of s.creatures) {
    if (o.id === me.id || !onMap(o) || enemies(s, me, o) || !isAdjacent(g, o, t)) continue;
    if (powersOf(s, o).some((p) => p.kind === 'custom' && p.custom === ID) && ++n >= 2) return true;
  }
  return false;
}

export const mobAttack: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties"',
  text: 'when this creature hits with a melee attack a target adjacent to 2 or more allies with Mob Attack, +5 Damage',
  handler: {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.attacker === owner(e.params) && a.melee && mobbed(s, a.attacker, a.target) ? v + 5 : v),
      },
    },
  },
};
