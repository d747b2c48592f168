// The action-power effect "heal-bloodied-allies" (cards/schema.ts): "each bloodied ally within N
// squares heals M hit points" — ddm-battle-rules-2011, "Damage and Healing" (HEAL: up to the
// creature's maximum). The heal is reported under the name of the power that granted it, read from
// the creature's own powers (card or usable item), so no card's name lives in rule code. Whom it may
// heal is the target part "each ally within N squares" (`targets/allies.ts`), then the bloodied ones.
import { onMap } from '../rules/common.js';
import { powersOf } from '../powers/item-powers.js';
import { handler } from '../steps.js';
import type { CreatureState, DdmState } from '../state.js';
import { alliesOf } from './targets/allies.js';

/** The name of the creature's power that heals bloodied allies by `amount` within `within`. */
function powerName(s: DdmState, c: CreatureState, within: number, amount: number): string {
  for (const p of powersOf(s, c))
    if (p.kind === 'action' && p.effect.kind === 'heal-bloodied-allies' && p.effect.within === within && p.effect.amount === amount) return p.name;
  return 'heal bloodied allies';
}

/** The step `heal-allies`: heals every bloodied ally within range (not the user itself). */
export const healAllies = handler<'heal-allies'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    const why = powerName(s, c, st.within, st.amount);
    for (const o of alliesOf(s, c, { within: st.within, self: false })) {
      if (o.hp > o.bloodied) continue;
      o.hp = Math.min(o.maxHp, o.hp + st.amount);
      ctx.emit('heal', { creature: o.id, label: o.label, amount: st.amount, why, hp: o.hp });
    }
  },
});
