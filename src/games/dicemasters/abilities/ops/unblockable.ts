// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (Dimension Door): one of your fielded
// characters cannot be blocked this turn (a lasting effect answering `canBeBlocked`, rules/statuses.ts).
import { z } from 'zod';
import { fieldChars } from '../../rules/dice.js';
import { addStatus } from '../../rules/statuses.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const unblockable: EffectOpModule<'unblockable'> = {
  op: 'unblockable',
  section: 'PLAYING ACTIONS',
  params: z.object({ target: z.enum(['any-character', 'own-character', 'opposing-character', 'character-or-player']) }),
  classes: [],
  text: () => 'One of your fielded characters cannot be blocked this turn.',
  usable: (s, player) => fieldChars(s, player).length > 0,
  run: (ctx, st) => charOptions(ctx.state, fieldChars(ctx.state, st.player), 'Make unblockable:'),
  choose(ctx, st, _e, answer) {
    const die = answer.die as number;
    addStatus(ctx, 'unblockable', st.player, { die });
    ctx.emit('status', { die, status: 'cannot be blocked this turn' });
  },
};
