// Custom power "lancebreaker" (Lancebreaker: "This creature has +2 AC whenever a Mounted enemy attacks
// it. This creature has +2 Attack whenever it makes a {m} attack against a Mounted target."): two
// permissive bonuses (ddm-battle-rules-2011, "Bonuses and Penalties"; "CORE RULES AND EXCEPTIONS" level
// 1) keyed on the Mounted keyword — printed, or gained by mounting ("Mounts and Riders", Mounting: both
// the rider and its mount gain it; rules/mount-links.ts isMounted). The AC bonus is read from the
// `defense` query the attack's numbers ask with the attacker (rules/attack-options.ts rollInfo).
import { Tier } from '../../../../core/index.js';
import { enemies } from '../../rules/common.js';
import { isMounted } from '../../rules/mount-links.js';
import { owner, type CustomPower } from './module.js';

export const lancebreaker: CustomPower = {
  id: 'lancebreaker',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties", "Mounts and Riders"',
  text: '+2 AC against attacks by Mounted enemies; +2 Attack with melee attacks against Mounted targets',
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const me = s.creatures[owner(e.params)];
          const by = a.attacker === undefined ? undefined : s.creatures[a.attacker];
          if (!me || !by || a.creature !== me.id || a.defense !== 'AC') return v;
          return enemies(s, me, by) && isMounted(s, by) ? v + 2 : v;
        },
      },
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          const t = s.creatures[a.target];
          return a.attacker === owner(e.params) && a.melee && t && isMounted(s, t) ? v + 2 : v;
        },
      },
    },
  },
};
