// Effect "slide-other": this creature slides the other creature of its trigger ("that enemy") — or
// whom the power's target part names — up to N squares, with no attack roll (ddm-battle-rules-2011,
// "Forced-Movement Effects", Slide; this creature's player picks the end square, the `forced` step).
// `ifOngoing`: only while that creature is taking ongoing damage of the type ("Ongoing Damage").
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import type { EffectOf, PowerEffectModule, PowerUse, Situation } from '../language.js';
import { targetText } from '../targets/index.js';
import { forcedTargets, THAT_CREATURE } from './forced-targets.js';

const slid = (x: Situation, e: EffectOf<'slide-other'>, use: PowerUse | undefined): CreatureState[] =>
  forcedTargets(x, use).filter((t) => !e.ifOngoing || t.conds.some((c) => c.kind === 'ongoing' && c.dtype === e.ifOngoing));

export const slideOther: PowerEffectModule<'slide-other'> = {
  kind: 'slide-other',
  text: (e, _d, target = THAT_CREATURE) =>
    target.kind === 'that-creature'
      ? `${e.ifOngoing ? `if that creature is taking ongoing ${e.ifOngoing} damage, ` : ''}this creature slides it up to ${e.squares} square${e.squares > 1 ? 's' : ''}`
      : `this creature slides ${targetText(target)}${e.ifOngoing ? ` taking ongoing ${e.ifOngoing} damage` : ''} up to ${e.squares} square${e.squares > 1 ? 's' : ''}`,
  possible: (x, e, use) => slid(x, e, use).length > 0,
  resolve(x, e, use) {
    for (const t of slid(x, e, use).reverse())
      x.ctx.push(step('forced', { attacker: x.subject.id, target: t.id, how: 'slide', squares: e.squares, attackIndex: -1 }));
  },
};
