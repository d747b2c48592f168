// Continuous "defense-bonus-adjacent-ally" (Phalanx Fighting: "+2 AC while adjacent to an ally"; "Whenever
// this creature is targeted by an attack, if it is adjacent to an ally: +2 AC against that attack"):
// +N to one defense while an ally is adjacent to it (ddm-battle-rules-2011, "Bonuses and Penalties";
// "Adjacent"). Allies are the other creatures of its side on the map (geo.ts isAdjacent).
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function allyAdjacent(s: DdmState, id: number): boolean {
  const me = s.creatures[id];
  if (!me || !onMap(me)) return false;
  const g = geo(s);
  return s.creatures.some((o) => o.id !== id && o.owner === me.owner && onMap(o) && isAdjacent(g, me, o));
}

export const defenseBonusAdjacentAlly: ContinuousModule<'defense-bonus-adjacent-ally'> = {
  kind: 'defense-bonus-adjacent-ally',
  text: (e) => `+${e.amount} ${e.defense} while adjacent to an ally`,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.creature === src(e) && a.defense === e.params['defense'] && allyAdjacent(s, a.creature) ? v + num(e, 'amount') : v),
      },
    },
  },
};
