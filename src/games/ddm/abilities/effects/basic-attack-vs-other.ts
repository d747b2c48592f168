// Effect "basic-attack-vs-other": this creature makes a basic attack (a melee one when printed {m})
// against the other creature of the trigger, "that enemy" (ddm-battle-rules-2011, "Making an Attack";
// "Basic Attacks"): the first of its basic attacks (card order) that can target that creature now;
// offered only when one can.
import { geo } from '../../geo.js';
import { basicAttacksAgainst } from '../../rules/attack-options.js';
import { cardOf } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

function basicAgainst(ctx: DdmCtx, subject: CreatureState, other: CreatureState, melee: boolean): number | undefined {
  const s = ctx.state;
  return basicAttacksAgainst(ctx, geo(s), subject, other).find((k) => !melee || cardOf(s, subject).attacks[k]?.range.kind === 'melee');
}

export const basicAttackVsOther: PowerEffectModule<'basic-attack-vs-other'> = {
  kind: 'basic-attack-vs-other',
  text: (e) => `this creature makes a basic ${e.melee ? 'melee ' : ''}attack against that creature`,
  grantsAction: true,
  possible: ({ ctx, subject, other }, e) => !!other && basicAgainst(ctx, subject, other, e.melee) !== undefined,
  resolve({ ctx, subject, other }, e) {
    if (!other) return;
    const k = basicAgainst(ctx, subject, other, e.melee);
    if (k !== undefined) ctx.push(step('attack', { attacker: subject.id, attackIndex: k, target: other.id, mode: 'immediate' }));
  },
};
