// Implements: dice-masters-battle-for-faerun — "CARD TEXT DETAILS": knock out every character in the
// field the filter allows, the list fixed before the first one goes (each to its owner's prep area).
import { z } from 'zod';
import { knockOut } from '../../rules/damage.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';

export const knockOutAll: EffectOpModule<'knock-out-all'> = {
  op: 'knock-out-all',
  section: 'CARD TEXT DETAILS',
  params: z.object({ filter: charFilterSchema }).strict(),
  classes: ['knock-out'],
  text: (e) => `Knock out ${filterText(e.filter, true)} in the field.`,
  usable: () => true,
  run(ctx, st, e) {
    for (const d of matching(ctx.state, e.filter, st.player, st.source)) knockOut(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
};
