// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" (no life gained past the starting
// total) and "WINNING" (life): the user gains life.
import { z } from 'zod';
import { gainLife as gain } from '../../rules/damage.js';
import type { EffectOpModule } from './op.js';

export const gainLifeOp: EffectOpModule<'gain-life'> = {
  op: 'gain-life',
  section: 'FUNDAMENTAL RULES',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  classes: ['life'],
  text: (e) => `Gain ${e.amount} life.`,
  usable: () => true,
  run(ctx, st, e) {
    gain(ctx, st.player, e.amount, 'card ability');
    return null;
  },
  choose: () => undefined,
};
