// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE": one character the filter allows
// (the user picks) gets +a/+d until the end of the turn.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const bonusChosen: EffectOpModule<'bonus-chosen'> = {
  op: 'bonus-chosen',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ filter: charFilterSchema, a: z.number().int().min(0), d: z.number().int().min(0) }).strict(),
  classes: ['bonus'],
  text: (e) => `${filterText(e.filter, false).replace(/^./, (c) => c.toUpperCase())} gets +${e.a}A${e.d ? ` and +${e.d}D` : ''} this turn.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, `+${e.a}A${e.d ? `/+${e.d}D` : ''} to`) : null;
  },
  choose(ctx, _st, e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    d.bonusA += e.a;
    d.bonusD += e.d;
    ctx.emit('bonus', { die: d.id, a: e.a, d: e.d });
  },
};
