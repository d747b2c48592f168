// Implements: dice-masters-battle-for-faerun — "CARD TEXT DETAILS" (an effect that knocks out a
// character: it goes to its owner's prep area, by the effect of the user, so Experience counts it when
// it is the user's turn) and "LEVELS AND SPINNING" (then the source spins up one level, if it can).
// The user picks the character; an optional effect ("you may") can be declined.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import { knockOut } from '../../rules/damage.js';
import { dieName, inField, spinUp } from '../../rules/dice.js';
import type { DieState } from '../../types.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';

export const knockOutChosen: EffectOpModule<'knock-out-chosen'> = {
  op: 'knock-out-chosen',
  section: 'CARD TEXT DETAILS',
  params: z.object({ filter: charFilterSchema, optional: z.boolean(), thenSpinSelfUp: z.boolean() }).strict(),
  classes: ['knock-out'],
  text: (e) =>
    `${e.optional ? 'You may knock' : 'Knock'} out ${filterText(e.filter, false)}${e.thenSpinSelfUp ? '; if you do, this character spins up one level' : ''}.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    if (list.length === 0) return null;
    const opts: Option[] = charOptions(ctx.state, list, 'Knock out');
    if (e.optional) opts.unshift({ id: 'done', label: 'Knock out nothing', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, e, answer) {
    if (answer.done || answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    knockOut(ctx, d, st.player);
    const self = ctx.state.dice[st.source];
    if (e.thenSpinSelfUp && self && inField(self) && spinUp(ctx.state, self))
      ctx.emit('spin-level', { die: self.id, dir: 'up', name: dieName(ctx.state, self) });
  },
};
