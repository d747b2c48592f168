// Continuous "aura-ally-bonus" ("Bugbear and Goblin allies within 5 have +2 attack and +5 damage"): allies
// of one of `keywords` within `radius` squares of this creature (not itself) have +N Attack and +M Damage
// on their attacks. ddm-battle-rules-2011, "Continuous Powers", Aura (off while this creature is inactive,
// as the other ally auras); "Bonuses and Penalties" (a permissive card).
import { Tier } from '../../../../core/index.js';
import type { DdmState } from '../../state.js';
import type { EffectInstance } from '../../../../core/index.js';
import { dist, geo } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { num, src, type ContinuousModule } from './module.js';

/** Whether `attacker` is an ally of the aura's creature, of one of its keywords, within its radius. */
function inAura(s: DdmState, e: EffectInstance, attacker: number): boolean {
  const me = s.creatures[src(e)];
  const o = s.creatures[attacker];
  if (!me || !o || me.id === o.id || !onMap(me) || !onMap(o) || enemies(s, me, o)) return false;
  const keywords = Array.isArray(e.params['keywords']) ? e.params['keywords'] : [];
  if (!(s.cards[o.card]?.keywords ?? []).some((k) => keywords.includes(k))) return false;
  return dist(geo(s), me, o) <= num(e, 'radius');
}

export const auraAllyBonus: ContinuousModule<'aura-ally-bonus'> = {
  kind: 'aura-ally-bonus',
  text: (e) => {
    const parts = [e.attack > 0 ? `+${e.attack} Attack` : '', e.damage > 0 ? `+${e.damage} Damage` : ''].filter((p) => p !== '');
    return `(Aura ${e.radius}) ${e.keywords.join(' and ')} allies in the aura have ${parts.join(' and ')}`;
  },
  aura: true,
  handler: {
    queries: {
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (num(e, 'attack') > 0 && inAura(s, e, a.attacker) ? v + num(e, 'attack') : v),
      },
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (num(e, 'damage') > 0 && inAura(s, e, a.attacker) ? v + num(e, 'damage') : v),
      },
    },
  },
};
