// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("can't" beats "can") and "GAME
// STATES" (effects end at the end of the turn): every character in the field the filter allows when
// it resolves cannot block this turn (the `cant-block` lasting effect, rules/statuses.ts).
import { z } from 'zod';
import { addStatus } from '../../rules/statuses.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';

export const cantBlockAll: EffectOpModule<'cant-block-all'> = {
  op: 'cant-block-all',
  section: 'FUNDAMENTAL RULES',
  params: z.object({ filter: charFilterSchema }).strict(),
  classes: [],
  text: (e) => `${filterText(e.filter, true).replace(/^./, (c) => c.toUpperCase())} in the field at that moment cannot block this turn.`,
  usable: () => true,
  run(ctx, st, e) {
    for (const d of matching(ctx.state, e.filter, st.player, st.source)) addStatus(ctx, 'cant-block', st.player, { die: d.id });
    return null;
  },
  choose: () => undefined,
};
