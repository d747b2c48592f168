// Custom power "combustible": destroyed by a close or area attack, this creature is worth 7 victory
// points to the opponent instead of its point cost (ddm-battle-rules-2011, "Assault", Destroying
// enemy creatures: the opponent scores the creature's cost plus its items'; "Close Attacks", "Area
// Attacks"). The attack that destroys it is the one being resolved against it.
import { Tier } from '../../../../core/index.js';
import { cardOf } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

function byCloseOrArea(s: DdmState, creature: number, by: number): boolean {
  const attacker = s.creatures[by];
  if (!attacker) return false;
  return Object.values(s.attacks).some((r) => {
    const kind = r.attacker === by && r.target === creature ? cardOf(s, attacker).attacks[r.attack]?.range.kind : undefined;
    return kind === 'close' || kind === 'area';
  });
}

export const combustible: CustomPower = {
  id: 'combustible',
  section: 'ddm-battle-rules-2011, "Assault" (Destroying enemy creatures), "Close Attacks", "Area Attacks"',
  text: 'destroyed by a close or area attack, this creature scores 7 VP for the opponent instead of its cost',
  handler: {
    queries: {
      destroyedCost: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.creature === owner(e.params) && byCloseOrArea(s, a.creature, a.by) ? 7 : v) },
    },
  },
};
