// Effect "damage-self": this creature takes N damage of a type, with no attack roll — ddm-battle-rules-
// 2011, "Damage" (damage that is not from an attack: Immune, Resist and Vulnerable apply, Weakened and
// Insubstantial concern attacks only, as for ongoing damage), "TYPE Healing" (rules/type-healing.ts).
// Nobody is credited with it (as terrain's): the creature hurts itself. `unlessCharged`: not in a turn
// in which it charged (Young Blood: "At end of this creature's turn, if it did not charge this turn, it
// takes 5 psychic Damage" — "Charge": the turn's `charged` mark). `unlessMeleeAttacked`: not in a turn
// in which it made a melee attack (Burnout; the turn's note in abilities/recharge-end-of-turn.ts).
import { computeDamage } from '../../rules/damage.js';
import { defencesOf, onMap } from '../../rules/common.js';
import { takeDamage } from '../../rules/hit-points.js';
import { typeHealing } from '../../rules/type-healing.js';
import type { PowerEffectModule } from '../language.js';
import { meleeAttackedThisTurn } from '../recharge-end-of-turn.js';

export const damageSelf: PowerEffectModule<'damage-self'> = {
  kind: 'damage-self',
  text: (e) =>
    `${e.unlessCharged ? 'if it did not charge this turn, ' : ''}${e.unlessMeleeAttacked ? 'if it did not make a melee attack this turn, ' : ''}this creature takes ${e.amount} ${e.type === 'untyped' ? '' : `${e.type} `}damage`,
  possible: ({ ctx, subject }, e) =>
    onMap(subject) &&
    !(e.unlessCharged && ctx.state.turn?.creature === subject.id && ctx.state.turn.charged) &&
    !(e.unlessMeleeAttacked && meleeAttackedThisTurn(ctx, subject)),
  resolve({ ctx, subject }, e, use) {
    if (!onMap(subject)) return;
    const part = { amount: e.amount, type: e.type };
    const dmg = computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(ctx.state, subject) });
    takeDamage(ctx, subject, dmg.total, -1, use.name);
    typeHealing(ctx, subject, [part]);
  },
};
