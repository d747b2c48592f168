// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" and "GAME STATES" (effects end
// at the end of the turn): the user is spared the next `amount` damage they (the player) take from an
// ability or an action die this turn — a core effect that abilities/player-shield-value.ts draws on when
// rules/damage.ts deals such damage to a player (attack-step damage is not from an ability).
import { z } from 'zod';
import { PLAYER_SHIELD } from '../player-shield-value.js';
import type { EffectOpModule } from './op.js';

export const shieldPlayer: EffectOpModule<'shield-player'> = {
  op: 'shield-player',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  classes: [],
  text: (e) => `Prevent the next ${e.amount} damage you (the player) take from an ability or an action die this turn.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    ctx.addEffect({
      name: `${PLAYER_SHIELD}#${s.core.nextEffectId}`,
      handler: PLAYER_SHIELD,
      owner: st.player,
      params: { player: st.player, left: e.amount },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: st.source, status: `shields player ${st.player + 1} from the next ${e.amount} damage from abilities this turn` });
    return null;
  },
  choose: () => undefined,
};
