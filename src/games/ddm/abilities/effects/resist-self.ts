// Effect "resist-self" (Stoneskin: "Minor action: This creature has Resist 10 All until end of its next
// turn"): this creature has Resist N to all damage for the power's duration — ddm-battle-rules-2011,
// "Resist" (only one resist applies to a damage, the best for the owner: rules/damage.ts) and
// "Conditions", Duration ("until end of its next turn": used on its own turn, it outlasts that turn).
// Kept as a lasting record on the creature under the power's name (`resist-all`), which
// rules/common.ts defencesOf adds to the card's resists; same-named records count once ("Duplicate
// Effects"), and a use that would add nothing is not offered.
import { addCond, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule, PowerUse } from '../language.js';
import { powerAnswers } from '../queries.js';

/** Puts the same-named Resist `amount` All on `c` for the use's duration. */
function resist(s: DdmState, c: CreatureState, amount: number, use: PowerUse): void {
  addCond(s, c, {
    kind: 'resist-all',
    name: use.name,
    amount,
    dtype: 'untyped',
    defense: 'all',
    duration: durationOfUse(use),
    source: c.id,
    sourcePlayer: c.owner,
  });
}

/** A same-named resist at least as large already lasts: nothing to add. */
const pointless = (c: CreatureState, name: string, amount: number): boolean =>
  c.conds.some((k) => k.kind === 'resist-all' && k.name === name && k.amount >= amount);

export const resistSelf: PowerEffectModule<'resist-self'> = {
  kind: 'resist-self',
  text: (e, duration) => `this creature has Resist ${e.amount} All${duration ? ` ${lastsText(duration)}` : ''}`,
  possible: ({ subject }) => onMap(subject),
  pointless: ({ subject }, e, use) => pointless(subject, use.name, e.amount),
  resolve: ({ ctx, subject }, e, use) => resist(ctx.state, subject, e.amount, use),
  // As an action power: resolved when the action is taken (no step of its own).
  action: {
    possible: (ctx, c, e) => {
      if (!onMap(c)) return false;
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      return !!p && !pointless(c, p.name, e.amount);
    },
    start: (ctx, c, e) => {
      const p = powerAnswers(ctx.state, c).actions.find((x) => x.effect === e);
      if (!p) throw new Error(`resist-self of ${c.label}: no action power of its card has this effect`);
      resist(ctx.state, c, e.amount, { name: p.name, duration: p.duration });
      return null;
    },
  },
};
