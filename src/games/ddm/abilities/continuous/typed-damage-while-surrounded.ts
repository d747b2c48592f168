// Continuous "typed-damage-while-surrounded": +N Damage of a type on its hits while `count` or more
// enemies are adjacent to this creature (Thundering Might: "+10 thunder Damage while adjacent to 2 or
// more enemies") — ddm-battle-rules-2011, "Bonuses and Penalties", "Applying Damage" (typed bonus damage:
// only with base damage, not doubled by a critical; the type's resistances apply — rules/attack.ts).
import { Tier } from '../../../../core/index.js';
import type { DamagePart } from '../../cards/schema.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function adjacentEnemies(s: DdmState, me: number): number {
  const c = s.creatures[me];
  if (!c || !onMap(c)) return 0;
  const g = geo(s);
  return s.creatures.filter((o) => o.id !== c.id && onMap(o) && enemies(s, c, o) && isAdjacent(g, o, c)).length;
}

export const typedDamageWhileSurrounded: ContinuousModule<'typed-damage-while-surrounded'> = {
  kind: 'typed-damage-while-surrounded',
  text: (e) => `+${e.amount} ${e.type} Damage while adjacent to ${e.count} or more enemies`,
  handler: {
    queries: {
      typedDamageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) =>
          a.attacker === src(e) && adjacentEnemies(s, src(e)) >= num(e, 'count')
            ? [...v, { amount: num(e, 'amount'), type: e.params['type'] as DamagePart['type'] }]
            : v,
      },
    },
  },
};
