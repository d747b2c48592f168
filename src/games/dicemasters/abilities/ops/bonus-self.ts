// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": the source die (the character whose
// ability it is) gets +a/+d until the end of the turn, if it is still in the field.
import { z } from 'zod';
import { inField } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

export const bonusSelf: EffectOpModule<'bonus-self'> = {
  op: 'bonus-self',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ a: z.number().int().min(0), d: z.number().int().min(0) }).strict(),
  classes: ['bonus'],
  text: (e) => `This character gets +${e.a}A${e.d ? ` and +${e.d}D` : ''} this turn.`,
  usable: (s, _player, _e, source) => {
    const d = s.dice[source];
    return d !== undefined && inField(d);
  },
  run(ctx, st, e) {
    const d = ctx.state.dice[st.source];
    if (!d || !inField(d)) return null;
    d.bonusA += e.a;
    d.bonusD += e.d;
    ctx.emit('bonus', { die: d.id, a: e.a, d: e.d });
    return null;
  },
  choose: () => undefined,
};
