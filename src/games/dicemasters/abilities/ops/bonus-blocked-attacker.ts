// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (a global used in the attack step):
// a blocked attacker of the active player gets +A for the rest of the turn.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { allFieldChars, dieName } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

const blockedAttackers = (s: DmState): DieState[] => allFieldChars(s).filter((d) => d.zone === 'attack' && d.blocked && d.owner === s.active);

export const bonusBlockedAttacker: EffectOpModule<'bonus-blocked-attacker'> = {
  op: 'bonus-blocked-attacker',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ a: z.number().int().min(1) }),
  classes: ['bonus'],
  text: (e) => `A blocked attacker gets +${e.a}A this turn.`,
  usable: (s) => blockedAttackers(s).length > 0,
  run: (ctx, _st, e) => charOptions(ctx.state, blockedAttackers(ctx.state), `+${e.a}A to`),
  choose(ctx, _st, e, answer) {
    const d = ctx.state.dice[answer.die as number] as DieState;
    d.bonusA += e.a;
    ctx.emit('bonus', { die: d.id, a: e.a, name: dieName(ctx.state, d) });
  },
};
