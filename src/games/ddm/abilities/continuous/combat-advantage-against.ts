// Continuous "combat-advantage-against": a card's own source of combat advantage — ddm-battle-rules-2011,
// "Combat Advantage" (what grants it) extended by a card ("CORE RULES AND EXCEPTIONS" level 1, permissive):
// Quick Strike ("Combat advantage against creatures with lower Speed": `slower`, the printed Speed of the
// cards — our reading) and Pack Tactics ("Enemies adjacent to an ally of this creature grant combat
// advantage to this creature": `ally-adjacent`). It answers `powerCombatAdvantage`, which
// rules/attack-options.ts combatAdvantage asks; the target's own powers (grantsCombatAdvantage) still
// say no, and the attacker must still see the target.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { src, type ContinuousModule } from './module.js';

function holds(s: DdmState, attacker: number, target: number, against: unknown): boolean {
  const c = s.creatures[attacker];
  const t = s.creatures[target];
  if (!c || !t) return false;
  if (against === 'slower') return (s.cards[t.card]?.speed ?? 0) < (s.cards[c.card]?.speed ?? 0);
  const g = geo(s);
  return enemies(s, c, t) && s.creatures.some((o) => o.id !== c.id && o.id !== t.id && onMap(o) && !enemies(s, c, o) && isAdjacent(g, o, t));
}

export const combatAdvantageAgainst: ContinuousModule<'combat-advantage-against'> = {
  kind: 'combat-advantage-against',
  text: (e) =>
    e.against === 'slower'
      ? 'this creature has combat advantage against creatures with a lower printed Speed'
      : 'enemies adjacent to an ally of this creature grant combat advantage to it',
  handler: {
    queries: {
      powerCombatAdvantage: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => v || (a.attacker === src(e) && holds(s, a.attacker, a.target, e.params['against'])),
      },
    },
  },
};
