// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" with "ROLL AND REROLL": draw `n` dice; the
// NPCs among them are rolled into your reserve and the others go to your used pile. With
// `rollOneInstead` (a ** line) you may instead roll just one of the drawn dice and put the rest in the
// used pile: the drawn dice are kept in the step's picks (after a -1 marker) while it asks.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { dieName, isNpc } from '../../rules/dice.js';
import { drawDie } from '../../rules/bag.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const drawThenRollNpcs: EffectOpModule<'draw-then-roll-npcs'> = {
  op: 'draw-then-roll-npcs',
  section: 'PLAY AREAS',
  params: z.object({ n: z.number().int().min(1), rollOneInstead: z.boolean() }),
  classes: ['draw', 'move'],
  text: (e) =>
    e.rollOneInstead
      ? `Alternatively, roll just one of the ${e.n} drawn dice (into your reserve) and put the rest in your used pile.`
      : `Draw ${e.n} dice; roll the NPCs among them into your reserve and put the others in your used pile.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    const p = st.player;
    if (st.picks.length === 0) {
      const drawn: number[] = [];
      for (let i = 0; i < e.n; i++) {
        const d = drawDie(ctx, p);
        if (d) drawn.push(d.id);
      }
      ctx.emit('drew-to-roll-npcs', { player: p, dice: drawn });
      if (!e.rollOneInstead || drawn.length === 0) {
        for (const id of drawn) {
          const d = s.dice[id] as DieState;
          if (isNpc(s, d)) {
            rollDie(ctx, d);
            moveDie(s, d, 'reserve');
          } else moveDie(s, d, 'used');
        }
        return null;
      }
      st.picks = [-1, ...drawn];
    }
    const drawn = st.picks.slice(1);
    return [
      { id: 'npcs', label: 'Roll the NPCs drawn (the usual effect)', payload: { die: -1 } },
      ...drawn.map((id) => ({ id: `die:${id}`, label: `Roll only ${dieName(s, s.dice[id] as DieState)}`, payload: { die: id } })),
    ];
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    for (const id of st.picks.slice(1)) {
      const d = s.dice[id] as DieState;
      const roll = answer.die === -1 ? isNpc(s, d) : id === answer.die;
      if (roll) {
        rollDie(ctx, d);
        moveDie(s, d, 'reserve');
      } else moveDie(s, d, 'used');
    }
  },
};
