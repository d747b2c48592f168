// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" with "BONUSES AND DAMAGE": damage to
// every character in the field, both players' (Fireball, Stinking Cloud). Every character takes the
// damage at once, then the lethal ones are knocked out (the active player's first).
import { z } from 'zod';
import { dealDamage } from '../../rules/damage.js';
import { allFieldChars } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damageAllCharacters: EffectOpModule<'damage-all-characters'> = {
  op: 'damage-all-characters',
  section: 'PLAYING ACTIONS',
  params: z.object({ amount: z.number().int().min(1) }),
  classes: ['damage'],
  text: (e) => `${e.amount} damage to every character in the field (both players').`,
  usable: () => true,
  run(ctx, st, e) {
    dealDamage(
      ctx,
      allFieldChars(ctx.state).map((d) => ({ die: d.id, amount: e.amount, kind: damageKind(ctx.state, st) })),
      st.player,
      e.amount,
    );
    return null;
  },
  choose: () => undefined,
};
