// Continuous "attack-bonus-per-creature": +N Attack (melee attacks only if `melee`) for each other
// creature of a keyword near this creature — adjacent (`within` 1) or within `within` counted squares;
// allies only if `allies` ("for each Kruthik ally adjacent"), else any creature ("for each other Ibixian
// creature within 5 squares"); at most `max` in all when printed — ddm-battle-rules-2011, "Bonuses and
// Penalties" (a permissive card: "CORE RULES AND EXCEPTIONS" level 1), "Counting Distance". Instead of a
// keyword, `power`: creatures whose card has a power of that name (Volley: "+2 {r} Attack for each
// adjacent ally with Volley"; Spear Wall N's "with Spear Wall" counts a power of that name and any
// number, "Spear Wall 5"); `ranged`: ranged attacks only; `damage`: +N Damage instead of Attack.
import { Tier } from '../../../../core/index.js';
import { dist, geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

/** A power named `power`, or `power` and a number ("Spear Wall 5" for "with Spear Wall"). */
const named = (name: string, power: string): boolean => name === power || (name.startsWith(`${power} `) && /^\d+$/.test(name.slice(power.length + 1)));

/** The bonus for creature `me` now: `amount` per counted creature, capped at `max` (0: no cap). */
function bonusOf(s: DdmState, me: number, params: Readonly<Record<string, unknown>>): number {
  const c = s.creatures[me];
  if (!c || !onMap(c)) return 0;
  const g = geo(s);
  const keyword = typeof params['keyword'] === 'string' ? params['keyword'] : null;
  const power = typeof params['power'] === 'string' ? params['power'].toLowerCase() : null;
  const within = typeof params['within'] === 'number' ? params['within'] : 1;
  const count = s.creatures.filter(
    (o) =>
      o.id !== c.id &&
      onMap(o) &&
      (params['allies'] !== true || !enemies(s, c, o)) &&
      (keyword === null || (s.cards[o.card]?.keywords ?? []).includes(keyword)) &&
      (power === null || (s.cards[o.card]?.powers ?? []).some((p) => 'name' in p && named(p.name.toLowerCase(), power))) &&
      (within === 1 ? isAdjacent(g, o, c) : dist(g, o, c) <= within),
  ).length;
  const total = count * (typeof params['amount'] === 'number' ? params['amount'] : 0);
  const max = typeof params['max'] === 'number' ? params['max'] : 0;
  return max > 0 ? Math.min(total, max) : total;
}

/** Whether the attack is this creature's and of the kind the bonus names (melee, ranged or any). */
const fits = (
  a: { readonly attacker: number; readonly melee: boolean; readonly range?: string | undefined },
  params: Readonly<Record<string, unknown>>,
  me: number,
): boolean => a.attacker === me && (params['melee'] !== true || a.melee) && (params['ranged'] !== true || a.range === 'ranged');

export const attackBonusPerCreature: ContinuousModule<'attack-bonus-per-creature'> = {
  kind: 'attack-bonus-per-creature',
  text: (e) =>
    `+${e.amount} ${e.damage ? 'Damage' : 'Attack'}${e.melee ? ' with melee attacks' : e.ranged ? ' with ranged attacks' : ''} for each other ${e.keyword !== undefined ? `${e.keyword} ` : ''}${e.allies ? 'ally' : 'creature'}${e.power !== undefined ? ` with ${e.power}` : ''} ${e.within === 1 ? 'adjacent to' : `within ${e.within} squares of`} this creature${e.max !== undefined ? ` (at most +${e.max})` : ''}`,
  handler: {
    queries: {
      attackBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (e.params['damage'] !== true && fits(a, e.params, src(e)) && num(e, 'amount') > 0 ? v + bonusOf(s, src(e), e.params) : v),
      },
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) => (e.params['damage'] === true && fits(a, e.params, src(e)) && num(e, 'amount') > 0 ? v + bonusOf(s, src(e), e.params) : v),
      },
    },
  },
};
