// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": damage from a power to one
// character the filter allows, the user's pick; it goes through the one damage path (reactions,
// knock-outs).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { dealDamage } from '../../rules/damage.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';
import { damageKind } from './source-kind.js';

export const damageChosen: EffectOpModule<'damage-chosen'> = {
  op: 'damage-chosen',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ amount: z.number().int().min(1), filter: charFilterSchema }).strict(),
  classes: ['damage'],
  text: (e) => `Deal ${e.amount} damage to ${filterText(e.filter, false)}.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, `Deal ${e.amount} damage to`) : null;
  },
  choose(ctx, st, e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    dealDamage(ctx, [{ die: d.id, amount: e.amount, kind: damageKind(ctx.state, st) }], st.player, e.amount);
  },
};
