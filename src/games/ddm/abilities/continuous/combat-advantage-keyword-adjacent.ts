// Continuous "combat-advantage-keyword-adjacent": Surrounding Spikes ("Whenever this creature makes a
// {m} attack against an enemy adjacent to 2 or more Kruthik enemies or allies: This creature has combat
// advantage on that attack.", Kruthik Adult) — a card's own source of combat advantage (ddm-battle-
// rules-2011, "Combat Advantage": +2 Attack; a permissive card, "CORE RULES AND EXCEPTIONS" level 1), on
// melee attacks only. Counted: creatures on the map with the keyword adjacent to the target, of either
// side, the attacker itself included when it has the keyword (our reading: "enemies or allies" is of
// the target, so any creature but the target). It answers `powerCombatAdvantage`, which
// rules/attack-options.ts combatAdvantage asks; the attacker must still see the target and the target's
// own powers (grantsCombatAdvantage) may still say no.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function holds(s: DdmState, attacker: number, target: number, keyword: unknown, count: number): boolean {
  const c = s.creatures[attacker];
  const t = s.creatures[target];
  if (!c || !t || typeof keyword !== 'string' || !enemies(s, c, t)) return false;
  const g = geo(s);
  const around = s.creatures.filter((o) => o.id !== t.id && onMap(o) && (s.cards[o.card]?.keywords ?? []).includes(keyword) && isAdjacent(g, o, t));
  return around.length >= count;
}

export const combatAdvantageKeywordAdjacent: ContinuousModule<'combat-advantage-keyword-adjacent'> = {
  kind: 'combat-advantage-keyword-adjacent',
  text: (e) => `this creature has combat advantage on its melee attacks against an enemy adjacent to ${e.count} or more ${e.keyword} creatures`,
  handler: {
    queries: {
      powerCombatAdvantage: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => v || (a.melee && a.attacker === src(e) && holds(s, a.attacker, a.target, e.params['keyword'], num(e, 'count'))),
      },
    },
  },
};
