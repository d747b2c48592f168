// Custom power "scion-of-the-zulkir" (Scion of the Zulkir: "This creature and adjacent Arcane allies have
// +4 DEF against {c} and {a} attacks."): ddm-battle-rules-2011, "Bonuses and Penalties" (a permissive
// card), APPENDIX A ("DEF": Fortitude, Reflex and Will) — +4 to those defenses of this creature, and of
// each ally with the Arcane keyword adjacent to it on the map, against a close or an area attack. Read
// from the `defense` query, which the attack's numbers ask with the attack's kind (rules/attack-options.ts).
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { owner, type CustomPower } from './module.js';

/** `who` is the power's creature, or an Arcane ally of it adjacent to it. */
function covered(s: DdmState, me: number, who: number): boolean {
  if (who === me) return true;
  const c = s.creatures[me];
  const o = s.creatures[who];
  if (!c || !o || !onMap(c) || !onMap(o) || enemies(s, c, o)) return false;
  return (s.cards[o.card]?.keywords ?? []).includes('Arcane') && isAdjacent(geo(s), c, o);
}

export const scionOfTheZulkir: CustomPower = {
  id: 'scion-of-the-zulkir',
  section: 'ddm-battle-rules-2011, "Bonuses and Penalties", APPENDIX A (DEF)',
  text: 'this creature and adjacent Arcane allies have +4 Fortitude, Reflex and Will against close and area attacks',
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (a.defense !== 'AC' && (a.range === 'close' || a.range === 'area') && covered(s, owner(e.params), a.creature) ? v + 4 : v),
      },
    },
  },
};
