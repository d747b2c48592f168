// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (drawing from the bag; an empty bag is
// refilled from the used pile): your opponent draws `n` dice — a draw by an effect, so no draw-time
// ability (Swarm) triggers — and you place each, one at a time, back in their bag or in their used
// pile. The drawn dice wait in the step's picks (after a -1 marker) while you are asked; an answer
// `{ die }` puts that die back in the bag, `{ die, done: true }` in the used pile.
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { drawDie } from '../../rules/bag.js';
import { dieName, opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const opponentDrawsPlaced: EffectOpModule<'opponent-draws-placed'> = {
  op: 'opponent-draws-placed',
  section: 'PLAY AREAS',
  params: z.object({ n: z.number().int().min(1) }).strict(),
  classes: ['draw', 'move'],
  text: (e) => `Your opponent draws ${e.n} dice (no effects trigger); you put each back in their bag or in their used pile.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    if (st.picks.length === 0) {
      const drawn: number[] = [];
      for (let i = 0; i < e.n; i++) {
        const d = drawDie(ctx, opponent(st.player));
        if (d) drawn.push(d.id);
      }
      ctx.emit('opponent-drew', { player: opponent(st.player), dice: drawn });
      if (drawn.length === 0) return null;
      st.picks = [-1, ...drawn];
    }
    const [first] = st.picks.slice(1);
    if (first === undefined) return null;
    const name = dieName(s, s.dice[first] as DieState);
    return [
      { id: `bag:${first}`, label: `Put ${name} back in its owner's bag`, payload: { die: first } },
      { id: `used:${first}`, label: `Put ${name} in its owner's used pile`, payload: { die: first, done: true } },
    ];
  },
  choose(ctx, st, _e, answer) {
    const id = answer.die;
    if (id === undefined) return;
    const d = ctx.state.dice[id] as DieState;
    moveDie(ctx.state, d, answer.done ? 'used' : 'bag');
    ctx.emit('placed', { die: d.id, to: d.zone, name: dieName(ctx.state, d) });
    const rest = st.picks.slice(1).filter((x) => x !== id);
    if (rest.length) ctx.push({ ...st, picks: [-1, ...rest] });
  },
};
