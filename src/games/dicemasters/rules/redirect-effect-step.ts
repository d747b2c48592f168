// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("the target of the effect
// changes from its original target to the new one chosen ... The source of the effect remains
// unchanged"): the `target-chosen` step, the continuation of the `TargetChosen` window in which the
// controller of a character an opposing effect has just picked may redirect it (who may and to what:
// rules/redirect-effect.ts, abilities/effect-redirect.ts). The effect then acts once, on the die decided.
import type { DmHandler } from '../steps.js';
import { opOnTarget } from '../abilities/ops/index.js';

export const targetChosenStep: DmHandler<'target-chosen'> = {
  run(ctx, st) {
    if (ctx.over || !st.payload) return;
    opOnTarget(ctx, st.effectStep, st.effectStep.effect, st.payload.die);
  },
};
