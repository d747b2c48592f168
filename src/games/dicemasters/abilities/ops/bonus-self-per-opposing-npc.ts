// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": the source character gets +a/+d
// for each opposing NPC in the field when it resolves; bonuses last until the end of the turn.
import { z } from 'zod';
import { fieldChars, inField, isNpc, opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

export const bonusSelfPerOpposingNpc: EffectOpModule<'bonus-self-per-opposing-npc'> = {
  op: 'bonus-self-per-opposing-npc',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ a: z.number().int().min(0), d: z.number().int().min(0) }).strict(),
  classes: ['bonus'],
  text: (e) => `This character gets +${e.a}A and +${e.d}D for each opposing NPC in the field, this turn.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const self = s.dice[st.source];
    if (!self || !inField(self)) return null;
    const n = fieldChars(s, opponent(st.player)).filter((d) => isNpc(s, d)).length;
    self.bonusA += e.a * n;
    self.bonusD += e.d * n;
    if (n > 0) ctx.emit('bonus', { die: self.id, a: e.a * n, d: e.d * n });
    return null;
  },
  choose: () => undefined,
};
