// The step `power-damage`: a power deals a creature N damage of a type with no attack roll, pushed by a
// power's own file that cannot reach the hit-point rules itself (a custom power: cards/custom/ sits below
// rules/hit-points.ts in the import graph) — ddm-battle-rules-2011, "Damage" (not from an attack: Immune,
// Resist and Vulnerable apply, Weakened and Insubstantial concern attacks only), "TYPE Healing"
// (rules/type-healing.ts); `by` is credited with it ("Destroyed by"), under the power's name `why`.
import { computeDamage } from '../rules/damage.js';
import { defencesOf, onMap } from '../rules/common.js';
import { takeDamage } from '../rules/hit-points.js';
import { typeHealing } from '../rules/type-healing.js';
import { handler } from '../steps.js';

export const powerDamageStep = handler<'power-damage'>({
  run(ctx, st) {
    const c = ctx.state.creatures[st.creature];
    if (!c || !onMap(c)) return;
    const part = { amount: st.amount, type: st.type };
    const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, c) });
    takeDamage(ctx, c, dmg.total, st.by, st.why);
    typeHealing(ctx, c, [part]);
  },
});
