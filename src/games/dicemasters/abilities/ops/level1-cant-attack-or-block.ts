// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (a basic action's line): level 1
// characters in the field when it resolves cannot attack or block for the rest of the turn (a lasting
// effect, rules/statuses.ts; cleanup ends it).
import { z } from 'zod';
import { allFieldChars, level } from '../../rules/dice.js';
import { addStatus } from '../../rules/statuses.js';
import type { EffectOpModule } from './op.js';
import { mayAffect } from './source-kind.js';

export const level1CantAttackOrBlock: EffectOpModule<'level1-cant-attack-or-block'> = {
  op: 'level1-cant-attack-or-block',
  section: 'PLAYING ACTIONS',
  params: z.object({}),
  classes: [],
  text: () => 'Level 1 characters in the field at that moment cannot attack or block for the rest of the turn.',
  usable: () => true,
  run(ctx, st) {
    for (const d of allFieldChars(ctx.state))
      if (level(ctx.state, d) === 1 && mayAffect(ctx.state, d, st.player, st.source)) addStatus(ctx, 'cant-attack-or-block', st.player, { die: d.id });
    return null;
  },
  choose: () => undefined,
};
