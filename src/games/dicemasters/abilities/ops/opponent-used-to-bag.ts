// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the used pile, the bag): the user may move
// up to `max` dice from the opponent's used pile to the opponent's bag, one at a time (or stop). The
// dice moved so far wait in the step's picks.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState } from '../../types.js';
import { diceIn, dieName, opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const opponentUsedToBag: EffectOpModule<'opponent-used-to-bag'> = {
  op: 'opponent-used-to-bag',
  section: 'PLAY AREAS',
  params: z.object({ max: z.number().int().min(1) }).strict(),
  classes: ['move'],
  text: (e) => `You may move up to ${e.max} dice from your opponent's used pile to their bag.`,
  usable: (s, player) => diceIn(s, opponent(player), 'used').length > 0,
  run(ctx, st, e) {
    if (st.picks.length >= e.max) return null;
    const list = diceIn(ctx.state, opponent(st.player), 'used');
    if (list.length === 0) return null;
    const opts: Option[] = list.map((d) => ({ id: `die:${d.id}`, label: `Move ${dieName(ctx.state, d)} to its owner's bag`, payload: { die: d.id } }));
    opts.unshift({ id: 'done', label: 'Move no (more) dice', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    moveDie(ctx.state, d, 'bag');
    ctx.emit('moved', { die: d.id, to: 'bag', name: dieName(ctx.state, d) });
    ctx.push({ ...st, picks: [...st.picks, d.id] });
  },
};
