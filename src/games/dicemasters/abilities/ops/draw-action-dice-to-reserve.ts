// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (drawing from the bag; an empty bag is
// refilled from the used pile) and "MORE ABOUT DICE" (dice in the bag are action or character dice by
// their faces): draw `n` dice; each action die (a die with no character face) is turned to its action
// face with no burst and goes to the user's reserve pool, where it may be used this turn; every other
// die goes back to the bag.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { drawDie } from '../../rules/bag.js';
import { cardOf, dieName } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const drawActionDiceToReserve: EffectOpModule<'draw-action-dice-to-reserve'> = {
  op: 'draw-action-dice-to-reserve',
  section: 'PLAY AREAS',
  params: z.object({ n: z.number().int().min(1) }).strict(),
  classes: ['draw', 'move'],
  text: (e) => `Draw ${e.n} dice from your bag: action dice go to your reserve pool on their action face with no burst; the others go back to the bag.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const drawn: DieState[] = [];
    for (let i = 0; i < e.n; i++) {
      const d = drawDie(ctx, st.player);
      if (d) drawn.push(d);
    }
    for (const d of drawn) {
      const faces = cardOf(s, d).faces;
      const plain = faces.findIndex((f) => f.t === 'action' && f.bursts === 0);
      if (!faces.some((f) => f.t === 'char') && plain >= 0) {
        d.face = plain;
        moveDie(s, d, 'reserve');
      } else moveDie(s, d, 'bag');
      ctx.emit('drew-action-die', { die: d.id, to: d.zone, name: dieName(s, d) });
    }
    return null;
  },
  choose: () => undefined,
};
