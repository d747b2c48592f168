// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the used pile, the prep area) and "CARDS AND
// DICE" (action dice: the dice of action cards, basic or not): every action die in the user's used pile,
// those used this turn included, moves to their prep area.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { cardOf, diceIn, dieName } from '../../rules/dice.js';
import { moveDie } from '../../rules/zones.js';
import type { EffectOpModule } from './op.js';

const usedActions = (s: DmState, player: number): DieState[] => diceIn(s, player, 'used').filter((d) => cardOf(s, d).kind === 'action');

export const usedActionsAllToPrep: EffectOpModule<'used-actions-all-to-prep'> = {
  op: 'used-actions-all-to-prep',
  section: 'PLAY AREAS',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => 'Move every action die in your used pile (those used this turn too) to your prep area.',
  usable: (s, player) => usedActions(s, player).length > 0,
  run(ctx, st) {
    const s = ctx.state;
    for (const d of usedActions(s, st.player)) {
      moveDie(s, d, 'prep');
      // In the prep area it is no longer "used this turn": it leaves with the next roll like any die there.
      d.usedThisTurn = false;
      ctx.emit('moved', { die: d.id, to: 'prep', name: dieName(s, d) });
    }
    return null;
  },
  choose: () => undefined,
};
