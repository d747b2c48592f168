// Effect "push-other": this creature pushes the other creature of its trigger ("that enemy") — or whom
// the power's target part names — N squares, with no attack roll (ddm-battle-rules-2011,
// "Forced-Movement Effects"; "PIT": a creature forced into a pit by an effect without an attack roll
// gets no followup and is put out at the end of the turn). This creature's player picks the end
// square (the `forced` step).
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';
import { forcedTargets, THAT_CREATURE } from './forced-targets.js';
import { targetText } from '../targets/index.js';

export const pushOther: PowerEffectModule<'push-other'> = {
  kind: 'push-other',
  text: (e, _d, target = THAT_CREATURE) => `this creature pushes ${targetText(target)} ${e.squares} square${e.squares > 1 ? 's' : ''}`,
  possible: (x, _e, use) => forcedTargets(x, use).length > 0,
  resolve(x, e, use) {
    for (const t of forcedTargets(x, use).reverse())
      x.ctx.push(step('forced', { attacker: x.subject.id, target: t.id, how: 'push', squares: e.squares, attackIndex: -1 }));
  },
};
