// A quality the creature gains for a power's duration, kept as a lasting record on it under the power's
// name (`gained-…`, ended by the condition durations: rules/conditions.ts) and not offered while it has
// the quality already (it would add nothing) — ddm-battle-rules-2011, "Conditions" (Duration). Used by
// "invisible-self" (Ghost Step) and "insubstantial-self" (Gaseous Form).
import { addCond, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule, PowerUse } from '../language.js';
import { powerAnswers } from '../queries.js';

export function gainedSelf<K extends 'invisible-self' | 'insubstantial-self'>(
  kind: K,
  record: 'gained-invisible' | 'gained-insubstantial',
  phrase: string,
  already: (s: DdmState, c: CreatureState) => boolean,
): PowerEffectModule<K> {
  const gain = (s: DdmState, c: CreatureState, use: PowerUse): void => {
    addCond(s, c, {
      kind: record,
      name: use.name,
      amount: 0,
      dtype: 'untyped',
      defense: 'all',
      duration: durationOfUse(use),
      source: c.id,
      sourcePlayer: c.owner,
    });
  };
  return {
    kind,
    text: (_e, duration) => `this creature ${phrase}${duration ? ` ${lastsText(duration)}` : ''}`,
    possible: ({ ctx, subject }) => onMap(subject) && !already(ctx.state, subject),
    resolve: ({ ctx, subject }, _e, use) => gain(ctx.state, subject, use),
    // As an action power: resolved when the action is taken (no step of its own).
    action: {
      possible: (ctx, c) => onMap(c) && !already(ctx.state, c),
      start: (ctx, c, e) => {
        const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
        if (!p) throw new Error(`${kind} of ${c.label}: no action power of its card has this effect`);
        gain(ctx.state, c, { name: p.name, duration: p.duration });
        return null;
      },
    },
  };
}
