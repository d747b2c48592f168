// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": each of your characters in the
// field gets +A/+D for the rest of the turn (bonuses end at cleanup).
import { z } from 'zod';
import { fieldChars } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

export const bonusAllOwn: EffectOpModule<'bonus-all-own'> = {
  op: 'bonus-all-own',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ a: z.number().int().min(0), d: z.number().int().min(0) }),
  classes: ['bonus'],
  text: (e) => `Your characters in the field get +${e.a}A and +${e.d}D this turn.`,
  usable: () => true,
  run(ctx, st, e) {
    for (const d of fieldChars(ctx.state, st.player)) {
      d.bonusA += e.a;
      d.bonusD += e.d;
    }
    return null;
  },
  choose: () => undefined,
};
