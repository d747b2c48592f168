// Custom power "wyrm-blessed" (Wyrm Blessed: "Whenever this creature is hit by a Dragon's Ranged, Burst,
// or Blast attack: This creature has Resist 20 All vs. that attack."): ddm-battle-rules-2011, "Applying
// Damage" (Resist: only the best one applies) and "Keywords" — Resist 20 to all damage of one hit of an
// attack made by a creature with the Dragon keyword (enemy or ally) that is a ranged attack, a close
// burst or blast, or an area attack (an area of a radius is a burst: "Area Attacks"); not a melee attack
// or a close line. Answers the `attackResist` query rules/attack.ts asks for each hit's damage.
import { Tier } from '../../../../core/index.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

const ALL_20 = [{ amount: 20, type: 'all' as const }];

function dragonsBreath(s: DdmState, a: { attacker: number; range: string; shape?: string }): boolean {
  const by = s.creatures[a.attacker];
  if (!by || !(s.cards[by.card]?.keywords ?? []).includes('Dragon')) return false;
  return a.range === 'ranged' || a.range === 'area' || (a.range === 'close' && (a.shape === 'burst' || a.shape === 'blast'));
}

export const wyrmBlessed: CustomPower = {
  id: 'wyrm-blessed',
  section: 'ddm-battle-rules-2011, "Applying Damage" (Resist), "Keywords"',
  text: "Resist 20 All against each hit of a Dragon creature's ranged attack or close or area burst or blast",
  handler: {
    queries: {
      attackResist: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.target === owner(e.params) && dragonsBreath(s, a) ? [...v, ...ALL_20] : v),
      },
    },
  },
};
