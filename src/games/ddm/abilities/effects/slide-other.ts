// Effect "slide-other": this creature slides the other creature of its trigger ("that enemy") up to N
// squares, with no attack roll (ddm-battle-rules-2011, "Forced-Movement Effects", Slide; this
// creature's player picks the end square, the `forced` step). `ifOngoing`: only while that creature
// is taking ongoing damage of the type ("Ongoing Damage").
import { onMap } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

export const slideOther: PowerEffectModule<'slide-other'> = {
  kind: 'slide-other',
  text: (e) =>
    `${e.ifOngoing ? `if that creature is taking ongoing ${e.ifOngoing} damage, ` : ''}this creature slides it up to ${e.squares} square${e.squares > 1 ? 's' : ''}`,
  possible: ({ subject, other }, e) =>
    !!other && onMap(other) && onMap(subject) && (!e.ifOngoing || other.conds.some((c) => c.kind === 'ongoing' && c.dtype === e.ifOngoing)),
  resolve({ ctx, subject, other }, e) {
    if (!other || !onMap(other) || !onMap(subject)) return;
    ctx.push(step('forced', { attacker: subject.id, target: other.id, how: 'slide', squares: e.squares, attackIndex: -1 }));
  },
};
