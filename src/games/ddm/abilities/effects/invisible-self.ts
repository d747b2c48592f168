// Effect "invisible-self" (Ghost Step: "Minor action: This creature is invisible until end of turn"):
// this creature is invisible — ddm-battle-rules-2011, "Line of Sight" (no line of sight can be traced
// to an invisible creature; blindsight still sees it) — for the power's duration ("Conditions",
// Duration: until end of its turn). Kept as a lasting record on the creature under the power's name
// (`gained-invisible`), which geo.ts sees reads with the card's own Invisible, and which the
// condition durations end (rules/conditions.ts). Not offered while it is already invisible.
import { addCond, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule, PowerUse } from '../language.js';
import { powerAnswers } from '../queries.js';

const invisible = (s: DdmState, c: CreatureState): boolean => powerAnswers(s, c).sight.invisible || c.conds.some((k) => k.kind === 'gained-invisible');

function gain(s: DdmState, c: CreatureState, use: PowerUse): void {
  addCond(s, c, {
    kind: 'gained-invisible',
    name: use.name,
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration: durationOfUse(use),
    source: c.id,
    sourcePlayer: c.owner,
  });
}

export const invisibleSelf: PowerEffectModule<'invisible-self'> = {
  kind: 'invisible-self',
  text: (_e, duration) => `this creature is invisible${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: ({ ctx, subject }) => onMap(subject) && !invisible(ctx.state, subject),
  resolve: ({ ctx, subject }, _e, use) => gain(ctx.state, subject, use),
  // As an action power: resolved when the action is taken (no step of its own).
  action: {
    possible: (ctx, c) => onMap(c) && !invisible(ctx.state, c),
    start: (ctx, c, e) => {
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      if (!p) throw new Error(`invisible-self of ${c.label}: no action power of its card has this effect`);
      gain(ctx.state, c, { name: p.name, duration: p.duration });
      return null;
    },
  },
};
