// Effect "basic-melee-vs-attacker": this creature makes a basic melee attack against the attacker
// (guidelines "Declare target(s)" T2, Defender; ddm-battle-rules-2011 "Immediate Action").
import { geo } from '../../geo.js';
import { basicAttacksAgainst } from '../../rules/attack-options.js';
import { cardOf } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { DdmCtx } from '../../ctx.js';
import type { PowerEffectModule } from '../language.js';

function meleeBasicAgainst(ctx: DdmCtx, subject: CreatureState, other: CreatureState): number | undefined {
  const s = ctx.state;
  return basicAttacksAgainst(ctx, geo(s), subject, other).find((k) => cardOf(s, subject).attacks[k]?.range.kind === 'melee');
}

export const basicMeleeVsAttacker: PowerEffectModule<'basic-melee-vs-attacker'> = {
  kind: 'basic-melee-vs-attacker',
  text: () => 'this creature makes a basic melee attack against the attacker',
  grantsAction: true,
  possible: ({ ctx, subject, other }) => !!other && meleeBasicAgainst(ctx, subject, other) !== undefined,
  resolve({ ctx, subject, other }) {
    if (!other) return;
    const k = meleeBasicAgainst(ctx, subject, other);
    if (k !== undefined) ctx.push(step('attack', { attacker: subject.id, attackIndex: k, target: other.id, mode: 'immediate' }));
  },
};
