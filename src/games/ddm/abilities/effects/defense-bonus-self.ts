// Effect "defense-bonus-self": +N to all defenses of this creature for a duration (ddm-battle-rules-
// 2011, "Bonuses and Penalties"; "Duplicate Effects": kept under the power's name, so two uses of
// it count once, and a use that would add nothing is not offered).
import { durationText } from '../durations/index.js';
import type { PowerEffectModule } from '../language.js';

export const defenseBonusSelf: PowerEffectModule<'defense-bonus-self'> = {
  kind: 'defense-bonus-self',
  text: (e) =>
    `this creature has +${e.amount} to all defenses ${e.duration === 'end-of-battle' ? 'for the rest of the battle' : `until ${durationText(e.duration)}`}`,
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
      duration: e.duration,
      source: subject.id,
      sourcePlayer: subject.owner,
      ownTurn: s.turn?.creature === subject.id,
    });
  },
};
