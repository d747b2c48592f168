// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the used pile, the prep area) and "CARDS AND
// DICE" (action dice: the dice of action cards, basic or not). The user moves one action die of theirs
// from their used pile to their prep area (they pick which).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { cardOf, diceIn, dieName } from '../../rules/dice.js';
import type { DmState } from '../../types.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

const usedActions = (s: DmState, player: number): DieState[] => diceIn(s, player, 'used').filter((d) => cardOf(s, d).kind === 'action');

export const usedActionToPrep: EffectOpModule<'used-action-to-prep'> = {
  op: 'used-action-to-prep',
  section: 'PLAY AREAS',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => 'Move an action die from your used pile to your prep area.',
  usable: (s, player) => usedActions(s, player).length > 0,
  run(ctx, st) {
    const list = usedActions(ctx.state, st.player);
    return list.length ? charOptions(ctx.state, list, 'Move to your prep area:') : null;
  },
  choose(ctx, _st, _e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    moveDie(ctx.state, d, 'prep');
    ctx.emit('moved', { die: d.id, to: 'prep', name: dieName(ctx.state, d) });
  },
};
