// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("can't" beats "can") and "GAME
// STATES" (effects end at the end of the turn): the user picks up to `count` characters the filter
// allows, one at a time (or stops); each cannot block this turn (the `cant-block` lasting effect). The
// picks so far wait in the step's picks.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import { addStatus } from '../../rules/statuses.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const cantBlockChosen: EffectOpModule<'cant-block-chosen'> = {
  op: 'cant-block-chosen',
  section: 'FUNDAMENTAL RULES',
  params: z.object({ filter: charFilterSchema, count: z.number().int().min(1) }).strict(),
  classes: [],
  text: (e) => `Choose up to ${e.count} × ${filterText(e.filter, false)}: ${e.count === 1 ? 'it cannot' : 'they cannot'} block this turn.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    if (st.picks.length >= e.count) return null;
    const list = matching(ctx.state, e.filter, st.player, st.source).filter((d) => !st.picks.includes(d.id));
    if (list.length === 0) return null;
    const opts: Option[] = charOptions(ctx.state, list, 'Cannot block this turn:');
    opts.unshift({ id: 'done', label: 'Choose no more', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    addStatus(ctx, 'cant-block', st.player, { die: answer.die });
    ctx.push({ ...st, picks: [...st.picks, answer.die] });
  },
};
