// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING" — control through a
// die: the source character takes control of an opposing character (up to `maxLevel`) not in a combat
// until the end of the turn or until the source leaves the field; while it controls a die the source
// cannot attack (rules/copy.ts keeps the control).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { dieName } from '../../rules/dice.js';
import { controlTargets, fixedCopier, takeControl } from '../../rules/copy.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const takeControlOp: EffectOpModule<'take-control'> = {
  op: 'take-control',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({ maxLevel: z.number().int().min(1).nullable() }),
  classes: [],
  text: (e) =>
    `Take control of an opposing ${e.maxLevel === null ? '' : `level ${e.maxLevel} or lower `}character not in a combat until the end of the turn or until this character leaves the field; while it controls that die, this character cannot attack (the controlled one can).`,
  usable(s, player, e, source) {
    const c = fixedCopier(s, player, source);
    return c !== null && controlTargets(s, c, e.maxLevel).length > 0;
  },
  run(ctx, st, e) {
    const controller = fixedCopier(ctx.state, st.player, st.source);
    if (!controller) return null;
    const list = controlTargets(ctx.state, controller, e.maxLevel);
    return list.length ? charOptions(ctx.state, list, `${dieName(ctx.state, controller)} takes control of`) : null;
  },
  choose(ctx, st, _e, answer) {
    const controller = fixedCopier(ctx.state, st.player, st.source);
    if (controller) takeControl(ctx, controller, ctx.state.dice[answer.die as number] as DieState);
  },
};
