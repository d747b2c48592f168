// Custom power "occult-boost" (Occult Boost: "+2 attack and +2 speed while an Arcane or Demon ally is on
// the battle map."): two permissive bonuses (ddm-battle-rules-2011, "Bonuses and Penalties"; "CORE
// RULES AND EXCEPTIONS" level 1, so Slowed and Immobilized still fold after the Speed) that hold while
// another creature of its warband with the Arcane or the Demon keyword is on the battle map (not
// destroyed, not yet placed or off the map). +2 Attack on all its attacks; +2 Speed.
import { Tier } from '../../../../core/index.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

const KEYWORDS = ['Arcane', 'Demon'];

/** Another creature on the map allied to `id` with one of the keywords. */
function boosted(s: DdmState, id: number): boolean {
  const me = s.creatures[id];
  if (!me) return false;
  return s.creatures.some((o) => o.id !== me.id && onMap(o) && !enemies(s, me, o) && (s.cards[o.card]?.keywords ?? []).some((k) => KEYWORDS.includes(k)));
}

export const occultBoost: CustomPower = {
  id: 'occult-boost',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties", "CORE RULES AND EXCEPTIONS"',
  text: '+2 Attack and +2 Speed while an Arcane or Demon ally is on the battle map',
  handler: {
    queries: {
      attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.attacker === owner(e.params) && boosted(s, a.attacker) ? v + 2 : v) },
      speed: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => (a.creature === owner(e.params) && boosted(s, a.creature) ? v + 2 : v) },
    },
  },
};
