// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" with "BONUSES AND DAMAGE": damage to
// each player (Fireball's burst line). The user's opponent is damaged first: an effect resolves
// entirely, in order, and the first player to reach 0 loses (docs/dicemasters.md, Fireball).
import { z } from 'zod';
import { dealDamage } from '../../rules/damage.js';
import { opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damageEachPlayer: EffectOpModule<'damage-each-player'> = {
  op: 'damage-each-player',
  section: 'PLAYING ACTIONS',
  params: z.object({ amount: z.number().int().min(1) }),
  classes: ['damage', 'life'],
  text: (e) => `${e.amount} damage to each player.`,
  usable: () => true,
  run(ctx, st, e) {
    dealDamage(
      ctx,
      [
        { player: opponent(st.player), amount: e.amount, why: 'damage', kind: damageKind(ctx.state, st) },
        { player: st.player, amount: e.amount, why: 'damage', kind: damageKind(ctx.state, st) },
      ],
      st.player,
      null,
    );
    return null;
  },
  choose: () => undefined,
};
