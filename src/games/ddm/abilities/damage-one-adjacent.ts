// The step of the action-power effect "damage-one-adjacent" (cards/schema.ts): "1 adjacent Immobilized
// creature takes 10 Damage" — the creature's player (its turn's controller) picks one adjacent creature
// with the condition, enemy or ally (the power says "creature"; an enemy only when it says "enemy",
// Constrict), asked only when there is a choice; it
// takes the damage with no attack roll (ddm-battle-rules-2011, "Damage": Immune, Resist and Vulnerable
// apply, Weakened and Insubstantial concern attacks only; "TYPE Healing"), credited to this creature
// ("Destroyed by") under the power's name, read from its own powers so no card's name lives here.
import type { ConditionName, DamageType } from '../cards/schema.js';
import { geo, isAdjacent } from '../geo.js';
import { computeDamage } from '../rules/damage.js';
import { defencesOf, enemies, onMap } from '../rules/common.js';
import { has } from '../rules/conditions.js';
import { takeDamage } from '../rules/hit-points.js';
import { typeHealing } from '../rules/type-healing.js';
import { powersOf } from '../powers/item-powers.js';
import { handler } from '../steps.js';
import type { CreatureState } from '../state.js';
import type { DdmCtx } from '../ctx.js';

/** Which adjacent creatures qualify: those with condition `vs` (any, when absent), enemies of it only with `enemy`. */
export interface AdjacentFilter {
  readonly vs?: ConditionName | undefined;
  readonly enemy?: true | undefined;
}

/** The creatures on the map adjacent to `c` (not itself) that the filter admits. */
export function adjacentWith(ctx: DdmCtx, c: CreatureState, f: AdjacentFilter): CreatureState[] {
  if (!onMap(c)) return [];
  const s = ctx.state;
  const g = geo(s);
  return s.creatures.filter(
    (o) => o.id !== c.id && onMap(o) && o.hp > 0 && isAdjacent(g, c, o) && (f.vs === undefined || has(o, f.vs)) && (f.enemy !== true || enemies(s, c, o)),
  );
}

/** The name of the creature's action power with this effect (for the damage's "why"). */
function powerName(ctx: DdmCtx, c: CreatureState, amount: number, f: AdjacentFilter): string {
  for (const p of powersOf(ctx.state, c))
    if (p.kind === 'action' && p.effect.kind === 'damage-one-adjacent' && p.effect.amount === amount && p.effect.vs === f.vs && p.effect.enemy === f.enemy)
      return p.name;
  return 'damage one adjacent creature';
}

function hurt(ctx: DdmCtx, c: CreatureState, o: CreatureState, amount: number, type: DamageType, f: AdjacentFilter): void {
  const part = { amount, type };
  const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, o) });
  takeDamage(ctx, o, dmg.total, c.id, powerName(ctx, c, amount, f));
  typeHealing(ctx, o, [part]);
}

/** The step `damage-one-adjacent`: asks which qualifying adjacent creature (when several), then damages it. */
export const damageOneAdjacentStep = handler<'damage-one-adjacent'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const list = adjacentWith(ctx, c, st);
    const only = list[0];
    if (list.length === 1 && only) return void hurt(ctx, c, only, st.amount, st.type, st);
    if (list.length === 0) return;
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    return ctx.ask(
      who,
      'choose-target',
      `${c.label}: which adjacent creature takes ${st.amount} damage?`,
      list.map((o) => ({ id: String(o.id), label: o.label })),
    );
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const o = ctx.state.creatures[Number(option.id)];
    if (o && adjacentWith(ctx, c, st).includes(o)) hurt(ctx, c, o, st.amount, st.type, st);
  },
});
