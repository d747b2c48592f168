// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": damage from a power to the user's
// opponent (the player), through the one damage path (so a damage reaction may answer it).
import { z } from 'zod';
import { dealDamage } from '../../rules/damage.js';
import { opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damageOpponent: EffectOpModule<'damage-opponent'> = {
  op: 'damage-opponent',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  classes: ['damage', 'life'],
  text: (e) => `Deal ${e.amount} damage to your opponent.`,
  usable: () => true,
  run(ctx, st, e) {
    dealDamage(ctx, [{ player: opponent(st.player), amount: e.amount, why: 'an ability', kind: damageKind(ctx.state, st) }], st.player, null);
    return null;
  },
  choose: () => undefined,
};
