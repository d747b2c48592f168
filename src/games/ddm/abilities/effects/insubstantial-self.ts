// Effect "insubstantial-self" (Gaseous Form: "Minor action: Has Insubstantial until end of round",
// "Immediate action, when this creature is targeted by an attack: This creature gains Insubstantial
// until the end of its next turn"): this creature has Insubstantial — ddm-battle-rules-2011,
// "INSUBSTANTIAL": half damage from attacks, not on critical hits — for the power's duration
// ("Conditions", Duration). Kept as a lasting record on the creature under the power's name
// (`gained-insubstantial`), which rules/common.ts defencesOf reads with the card's own; not offered while
// it already has Insubstantial (it would add nothing).
import { addCond, defencesOf, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule, PowerUse } from '../language.js';
import { powerAnswers } from '../queries.js';

function gain(s: DdmState, c: CreatureState, use: PowerUse): void {
  addCond(s, c, {
    kind: 'gained-insubstantial',
    name: use.name,
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration: durationOfUse(use),
    source: c.id,
    sourcePlayer: c.owner,
  });
}

const pointless = (s: DdmState, c: CreatureState): boolean => defencesOf(s, c).insubstantial;

export const insubstantialSelf: PowerEffectModule<'insubstantial-self'> = {
  kind: 'insubstantial-self',
  text: (_e, duration) => `this creature has Insubstantial${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: ({ ctx, subject }) => onMap(subject) && !pointless(ctx.state, subject),
  resolve: ({ ctx, subject }, _e, use) => gain(ctx.state, subject, use),
  // As an action power: resolved when the action is taken (no step of its own).
  action: {
    possible: (ctx, c) => onMap(c) && !pointless(ctx.state, c),
    start: (ctx, c, e) => {
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      if (!p) throw new Error(`insubstantial-self of ${c.label}: no action power of its card has this effect`);
      gain(ctx.state, c, { name: p.name, duration: p.duration });
      return null;
    },
  },
};
