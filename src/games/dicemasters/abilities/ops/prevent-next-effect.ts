// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING": a standing prevention —
// the next ability an opponent uses this turn whose effects include `what` is prevented (all of its
// effects are cancelled; its costs stay paid). rules/prevent.ts keeps it and applies it.
import { z } from 'zod';
import { EFFECT_CLASS_TEXT } from '../../cards/effect-classes.js';
import { addStandingPrevention } from '../../rules/prevent.js';
import type { EffectOpModule } from './op.js';

const EFFECT_CLASSES = ['draw', 'move', 'knock-out', 'capture', 'life', 'damage', 'spin', 'bonus', 'global', 'action', 'any'] as const;

export const preventNextEffect: EffectOpModule<'prevent-next-effect'> = {
  op: 'prevent-next-effect',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ what: z.enum(EFFECT_CLASSES) }),
  classes: [],
  text: (e) =>
    `The next ability an opponent uses this turn that would ${EFFECT_CLASS_TEXT[e.what]} is prevented: all of its effects are cancelled (its costs stay paid).`,
  usable: () => true,
  run(ctx, st, e) {
    addStandingPrevention(ctx, st.player, e.what);
    return null;
  },
  choose: () => undefined,
};
