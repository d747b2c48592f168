// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" with "BONUSES AND DAMAGE" (Magic
// Missile's burst lines): pick different characters one at a time and deal them the amounts in order.
// One effect: all of them take their damage, then the lethal ones are knocked out.
import { z } from 'zod';
import { allFieldChars } from '../../rules/dice.js';
import { dealDamage } from '../../rules/damage.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { damageKind } from './source-kind.js';

export const damageDistinct: EffectOpModule<'damage-distinct'> = {
  op: 'damage-distinct',
  section: 'PLAYING ACTIONS',
  params: z.object({ amounts: z.array(z.number().int().min(1)).min(1) }),
  classes: ['damage'],
  text: (e) => `Pick ${e.amounts.length} different characters and deal them ${e.amounts.join(', ')} damage in that order.`,
  usable: (s, _player, e) => allFieldChars(s).length >= e.amounts.length,
  run(ctx, st, e) {
    const left = allFieldChars(ctx.state).filter((d) => !st.picks.includes(d.id));
    if (st.picks.length >= e.amounts.length || left.length === 0) return null;
    return charOptions(ctx.state, left, `Deal ${e.amounts[st.picks.length]} damage to`);
  },
  choose(ctx, st, e, answer) {
    const picks = [...st.picks, answer.die as number];
    if (picks.length < e.amounts.length) {
      ctx.push({ ...st, picks });
      return;
    }
    dealDamage(
      ctx,
      picks.map((id, i) => ({ die: id, amount: e.amounts[i] ?? 0, kind: damageKind(ctx.state, st) })),
      st.player,
      null,
    );
  },
};
