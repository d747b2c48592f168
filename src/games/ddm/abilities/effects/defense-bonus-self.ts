// Effect "defense-bonus-self": +N to all defenses of this creature for the power's duration (ddm-
// battle-rules-2011, "Bonuses and Penalties"; "Conditions", Duration; "Duplicate Effects": kept under
// the power's name, so two uses of it count once, and a use that would add nothing is not offered).
// The duration is a part of the power (trigger × effect × duration), read through the durations.
import { durationOfUse, lastsText } from '../durations/index.js';
import type { PowerEffectModule } from '../language.js';

export const defenseBonusSelf: PowerEffectModule<'defense-bonus-self'> = {
  kind: 'defense-bonus-self',
  text: (e, duration) => `this creature has +${e.amount} to all defenses${duration ? ` ${lastsText(duration)}` : ''}`,
  // A same-named bonus at least as large that lasts the battle leaves nothing to add, whatever this use's duration.
  pointless: ({ subject }, e, use) =>
    subject.conds.some((x) => x.kind === 'defense-bonus' && x.name === use.name && x.duration === 'end-of-battle' && x.amount >= e.amount),
  resolve({ ctx, subject }, e, use) {
    const s = ctx.state;
    subject.conds.push({
      id: s.nextCondId++,
      kind: 'defense-bonus',
      name: use.name,
      amount: e.amount,
      dtype: 'untyped',
      defense: 'all',
      duration: durationOfUse(use),
      source: subject.id,
      sourcePlayer: subject.owner,
      ownTurn: s.turn?.creature === subject.id,
    });
  },
};
