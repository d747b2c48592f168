// Implements: dice-masters-battle-for-faerun — "PLAY AREAS": one character in the field the filter
// allows goes to its owner's prep area (the user picks it). With a title in the filter, only the
// user's own dice of that name qualify ("GAME STATES": text that names a character considers only your
// characters).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { leaveField } from '../../rules/damage.js';
import { dieName } from '../../rules/dice.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const moveChosenToPrep: EffectOpModule<'move-chosen-to-prep'> = {
  op: 'move-chosen-to-prep',
  section: 'PLAY AREAS',
  params: z.object({ filter: charFilterSchema }).strict(),
  classes: ['move'],
  text: (e) => `Move ${filterText(e.filter, false)} from the field to its owner's prep area.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const list = matching(ctx.state, e.filter, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, "To its owner's prep area:") : null;
  },
  choose(ctx, _st, _e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    leaveField(ctx, d, 'prep');
    ctx.emit('moved', { die: d.id, to: 'prep', name: dieName(ctx.state, d) });
  },
};
