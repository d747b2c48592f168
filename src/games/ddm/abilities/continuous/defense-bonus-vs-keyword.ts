// Continuous "defense-bonus-vs-keyword" (Dodge Giants: "+4 AC against Giants", "… against attacks by
// Giant creatures"; Arcane Defense: "+2 DEF against Arcane creatures"): +N to the named defenses against
// an attack made by a creature whose card has the keyword (ddm-battle-rules-2011, "Bonuses and
// Penalties"; "Keywords"; Appendix A: DEF is Fortitude, Reflex and Will). Read from the `defense`
// query, which the attack's numbers ask with the attacker (rules/attack-options.ts).
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

const listed = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1] ?? ''}`);

export const defenseBonusVsKeyword: ContinuousModule<'defense-bonus-vs-keyword'> = {
  kind: 'defense-bonus-vs-keyword',
  text: (e) => `+${e.amount} ${listed(e.defenses)} against attacks by ${e.keyword} creatures`,
  handler: {
    queries: {
      defense: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => {
          if (a.creature !== src(e) || a.attacker === undefined) return v;
          const defenses = e.params['defenses'];
          if (!Array.isArray(defenses) || !defenses.includes(a.defense)) return v;
          const by = s.creatures[a.attacker];
          return by && (s.cards[by.card]?.keywords ?? []).includes(String(e.params['keyword'])) ? v + num(e, 'amount') : v;
        },
      },
    },
  },
};
