// Continuous "aura-attack-penalty" (Stench-style): creatures within `radius` squares of this creature
// — enemies and allies alike, only living ones when `living`, only its enemies when `enemies` (Aura
// of Fear), never those with the keyword `except` — have -N Attack. ddm-battle-rules-2011, "Continuous Powers", Aura (off while this creature is
// inactive); "Living Creatures" (Construct, Object and Undead are not living); "Bonuses and Penalties".
import { Tier } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

const NOT_LIVING = ['Construct', 'Object', 'Undead'];
const keywordsOf = (s: DdmState, c: CreatureState): readonly string[] => s.cards[c.card]?.keywords ?? [];

export const auraAttackPenalty: ContinuousModule<'aura-attack-penalty'> = {
  kind: 'aura-attack-penalty',
  text: (e) =>
    `(Aura ${e.radius}) ${e.living ? 'living ' : ''}${e.enemies ? 'enemies' : 'creatures'} in the aura${e.except ? ` (not ${e.except} creatures)` : ''} have -${e.amount} Attack`,
  aura: true,
  handler: {
    queries: {
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const me = s.creatures[src(e)];
          const o = s.creatures[a.attacker];
          if (!me || !o || me.id === o.id || !onMap(me) || !onMap(o)) return v;
          if (e.params['enemies'] === true && !enemies(s, me, o)) return v;
          const kw = keywordsOf(s, o);
          if (e.params['living'] === true && kw.some((k) => NOT_LIVING.includes(k))) return v;
          if (typeof e.params['except'] === 'string' && kw.includes(e.params['except'])) return v;
          return dist(geo(s), me, o) <= num(e, 'radius') ? v - num(e, 'amount') : v;
        },
      },
    },
  },
};
