// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (damage from powers resolves at once;
// damage ≥ defense knocks out): `amount` damage to the character the trigger named (the effect step's
// first pick, e.g. the die just fielded), if it is still in the field, dealt by the source die.
import { z } from 'zod';
import { dealDamage } from '../../rules/damage.js';
import { inField } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damagePicked: EffectOpModule<'damage-picked'> = {
  op: 'damage-picked',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ amount: z.number().int().min(1) }).strict(),
  classes: ['damage'],
  text: (e) => `Deal ${e.amount} damage to it.`,
  usable: () => true,
  run(ctx, st, e) {
    const d = ctx.state.dice[st.picks[0] ?? -1];
    if (d && inField(d)) dealDamage(ctx, [{ die: d.id, amount: e.amount, src: st.source, kind: damageKind(ctx.state, st) }], st.player, null);
    return null;
  },
  choose: () => undefined,
};
