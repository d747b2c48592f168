// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the reserve pool, the prep area), "ROLL AND
// REROLL STEP" and "CARD TEXT DETAILS" (card text supersedes the rules): the user moves one action die of
// theirs showing an action face from their reserve pool to their prep area, where it is not rolled in
// their next roll step (rules/roll-and-reroll.ts `holdFace`): it reaches the reserve again on that face.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { cardOf, diceIn, dieName, faceOf } from '../../rules/dice.js';
import { holdFace } from '../../rules/roll-and-reroll.js';
import { moveDie } from '../../rules/zones.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';

/** `player`'s action dice in the reserve showing an action face (docs/dicemasters.md: gear faces are not action faces here). */
const reserveActions = (s: DmState, player: number): DieState[] =>
  diceIn(s, player, 'reserve').filter((d) => faceOf(s, d).t === 'action' && cardOf(s, d).kind === 'action');

export const reserveActionToPrepHeld: EffectOpModule<'reserve-action-to-prep-held'> = {
  op: 'reserve-action-to-prep-held',
  section: 'PLAY AREAS; ROLL AND REROLL STEP',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => 'Move one of your dice showing an action face from your reserve pool to your prep area; it is not rolled in your next roll step.',
  usable: (s, player) => reserveActions(s, player).length > 0,
  run(ctx, st) {
    const list = reserveActions(ctx.state, st.player);
    return list.length ? charOptions(ctx.state, list, 'Keep for your next turn:') : null;
  },
  choose(ctx, _st, _e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    moveDie(ctx.state, d, 'prep');
    holdFace(ctx, d);
    ctx.emit('moved', { die: d.id, to: 'prep', name: dieName(ctx.state, d) });
  },
};
