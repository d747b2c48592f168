// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (a burst line): up to `count` of your
// characters, picked one at a time, get a further +A/+D for the rest of the turn.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { fieldChars } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const bonusChosenOwn: EffectOpModule<'bonus-chosen-own'> = {
  op: 'bonus-chosen-own',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ count: z.number().int().min(1), a: z.number().int().min(0), d: z.number().int().min(0) }),
  classes: ['bonus'],
  text: (e) => `Up to ${e.count} of your characters get a further +${e.a}A and +${e.d}D this turn.`,
  usable: () => true,
  run(ctx, st, e) {
    const left = fieldChars(ctx.state, st.player).filter((d) => !st.picks.includes(d.id));
    if (st.picks.length >= e.count || left.length === 0) return null;
    return charOptions(ctx.state, left, `+${e.a}A +${e.d}D to`);
  },
  choose(ctx, st, e, answer) {
    const d = ctx.state.dice[answer.die as number] as DieState;
    d.bonusA += e.a;
    d.bonusD += e.d;
    const picks = [...st.picks, d.id];
    if (picks.length < e.count) ctx.push({ ...st, picks });
  },
};
