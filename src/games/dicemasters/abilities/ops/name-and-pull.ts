// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (drawing from the bag; an empty bag is
// refilled from the used pile) and "PURCHASING A DIE" (a die on its card is unpurchased): the user names
// a non-NPC die — one of the opponent's party cards (a name they do not bring could never match) — and
// the opponent draws one die. A die of the named card goes back on its card, as if never purchased; any
// other die the user places in the opponent's bag or used pile. The naming answer carries the card slot
// (`{ player: slot }`, the answer's one number field besides `die`); the drawn die then waits in the
// step's picks ([-1, die]) while the user is asked where it goes (`{ die }` back in the bag,
// `{ die, done: true }` in the used pile).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { drawDie } from '../../rules/bag.js';
import { cardDefs, dieName, opponent } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

export const nameAndPull: EffectOpModule<'name-and-pull'> = {
  op: 'name-and-pull',
  section: 'PLAY AREAS',
  params: z.object({}).strict(),
  classes: ['draw', 'move'],
  text: () =>
    "Name one of your opponent's cards; they draw a die from their bag: a die of that card goes back on its card (as if never purchased), any other you put in their bag or used pile.",
  usable: (s, player) => s.cards.some((c) => c.owner === opponent(player) && c.key !== 'npc'),
  run(ctx, st) {
    const s = ctx.state;
    const [mark, x] = st.picks;
    if (mark === -1 && x !== undefined) {
      const name = dieName(s, s.dice[x] as DieState);
      return [
        { id: `bag:${x}`, label: `Put ${name} back in its owner's bag`, payload: { die: x } },
        { id: `used:${x}`, label: `Put ${name} in its owner's used pile`, payload: { die: x, done: true } },
      ];
    }
    const defs = cardDefs(s);
    const slots = s.cards.flatMap((c, i) => (c.owner === opponent(st.player) && c.key !== 'npc' ? [i] : []));
    return slots.map((i) => ({ id: `name:${i}`, label: `Name ${defs[i]?.title ?? 'a card'}, ${defs[i]?.subtitle ?? ''}`, payload: { player: i } }));
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    if (st.picks[0] === -1) {
      if (answer.die === undefined) return;
      const d = s.dice[answer.die] as DieState;
      moveDie(s, d, answer.done ? 'used' : 'bag');
      ctx.emit('placed', { die: d.id, to: d.zone, name: dieName(s, d) });
      return;
    }
    const slot = answer.player;
    if (slot === undefined) return;
    ctx.emit('named', { player: st.player, card: s.cards[slot]?.key ?? '' });
    const d = drawDie(ctx, opponent(st.player));
    if (!d) return;
    if (d.card === slot) {
      moveDie(s, d, 'supply');
      ctx.emit('returned-to-card', { die: d.id, name: dieName(s, d) });
      return;
    }
    ctx.push({ ...st, picks: [-1, d.id] });
  },
};
