// Continuous "ally-attack-bonus" and "aura-ally-attack-bonus": allies of this creature (never itself) —
// only those with the keyword when one is printed, only those within `radius` squares for the aura —
// have +N Attack and +M Damage, melee attacks only when `melee`. ddm-battle-rules-2011, "Continuous
// Powers" (Aura: off while this creature is inactive), "Bonuses and Penalties", "Duplicate Effects" (an
// ally reached by the same power of two creatures gains its bonus once).
import { Tier, type EffectHandler, type EffectInstance } from '../../../../core/index.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import { dist, geo } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import { inactive } from '../../rules/conditions.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

interface Args {
  readonly attacker: number;
  readonly melee: boolean;
}

/** The power's name: an effect in play is named `<power>#<creature>` (rules/setup.ts). */
const powerOf = (e: EffectInstance): string => e.name.slice(0, e.name.lastIndexOf('#'));

/** Whether the effect `e` (of either kind) gives its bonus to this attack by `a.attacker`. */
function gives(s: DdmState, e: EffectInstance, a: Args): boolean {
  const me = s.creatures[src(e)];
  const o = s.creatures[a.attacker];
  if (!me || !o || me.id === o.id || !onMap(me) || !onMap(o) || enemies(s, me, o)) return false;
  if (e.params['aura'] === true && inactive(me)) return false;
  if (e.params['melee'] === true && !a.melee) return false;
  const keyword = e.params['keyword'];
  if (typeof keyword === 'string' && !(s.cards[o.card]?.keywords ?? []).includes(keyword)) return false;
  return typeof e.params['radius'] !== 'number' || dist(geo(s), me, o) <= e.params['radius'];
}

/** Its bonus to `stat` for this attack: only the first effect of the same power that reaches the attacker counts ("Duplicate Effects"). */
function bonus(s: DdmState, e: EffectInstance, a: Args, stat: 'attack' | 'damage'): number {
  if (num(e, stat) === 0 || !gives(s, e, a)) return 0;
  const first = s.core.effects.find((o) => o.handler === e.handler && powerOf(o) === powerOf(e) && num(o, stat) > 0 && gives(s, o, a));
  return first?.name === e.name ? num(e, stat) : 0;
}

const handler: EffectHandler<DdmState, DdmQueries, DdmCtx> = {
  queries: {
    attackBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + bonus(s, e, a, 'attack') },
    damageBonus: { tier: Tier.PERMISSIVE_CARD, modify: (v, a, s, e) => v + bonus(s, e, a, 'damage') },
  },
};

/** The rules text: who (`where`: " in the aura" for the aura) has which bonus. */
const what = (e: { attack: number; damage: number; keyword?: string | undefined; melee?: true | undefined }, where: string): string => {
  const parts = [e.attack > 0 ? `+${e.attack} Attack` : '', e.damage > 0 ? `+${e.damage} Damage` : ''].filter((x) => x !== '');
  return `${e.keyword !== undefined ? `${e.keyword} allies` : 'allies'}${where} have ${parts.join(' and ')}${e.melee ? ' with melee attacks' : ''}`;
};

export const allyAttackBonus: ContinuousModule<'ally-attack-bonus'> = {
  kind: 'ally-attack-bonus',
  text: (e) => what(e, ''),
  handler,
};

export const auraAllyAttackBonus: ContinuousModule<'aura-ally-attack-bonus'> = {
  kind: 'aura-ally-attack-bonus',
  text: (e) => `(Aura ${e.radius}) ${what(e, ' in the aura')}`,
  aura: true,
  handler,
};
