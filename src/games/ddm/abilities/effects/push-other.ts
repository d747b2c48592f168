// Effect "push-other": this creature pushes the other creature of its trigger ("that enemy") N
// squares, with no attack roll (ddm-battle-rules-2011, "Forced-Movement Effects"; "PIT": a creature
// forced into a pit by an effect without an attack roll gets no followup and is put out at the end of
// the turn). This creature's player picks the end square (the `forced` step).
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const pushOther: PowerEffectModule<'push-other'> = {
  kind: 'push-other',
  text: (e) => `this creature pushes that creature ${e.squares} square${e.squares > 1 ? 's' : ''}`,
  possible: ({ subject, other }) => !!other && onMap(other) && onMap(subject),
  resolve({ ctx, subject, other }, e) {
    if (!other || !onMap(other) || !onMap(subject)) return;
    ctx.push(step('forced', { attacker: subject.id, target: other.id, how: 'push', squares: e.squares, attackIndex: -1 }));
  },
};
