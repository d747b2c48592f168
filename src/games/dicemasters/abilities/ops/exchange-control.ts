// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING" (Prismatic Spray):
// you and your opponent each take control of `count` of the other's characters (yours non-NPC, none
// attacking or blocking) until the end of the turn; they become the controller's for game purposes
// (cleanup returns them where they were taken from). Gear stays with its owner: a character changing
// hands leaves its gear in the field, unattached.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { dieName, fieldChars, isNpc, opponent } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { changeOwner } from '../../rules/zones.js';

/** Characters that may change control: in the field (not attacking or blocking), not already controlled. */
function controlCandidates(s: DmState, owner: number, nonNpc: boolean): DieState[] {
  return fieldChars(s, owner).filter((d) => d.zone === 'field' && d.engaged.length === 0 && d.control === null && !(nonNpc && isNpc(s, d)));
}

export const exchangeControl: EffectOpModule<'exchange-control'> = {
  op: 'exchange-control',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({ count: z.number().int().min(1), keepUnblocked: z.boolean() }),
  classes: [],
  text: (e) =>
    `Pick ${e.count} of your non-NPC characters and ${e.count} of your opponent's characters (none attacking or blocking): each player controls the other's picks until the end of the turn, as if they were their own${e.keepUnblocked ? '; if the ones you took attack unblocked, they stay in the field rather than go to the used pile' : ''}.`,
  usable: (s, player, e) => controlCandidates(s, player, true).length >= e.count && controlCandidates(s, opponent(player), false).length >= e.count,
  run(ctx, st, e) {
    const mine = st.picks.length < e.count;
    const owner = mine ? st.player : opponent(st.player);
    const left = controlCandidates(ctx.state, owner, mine).filter((d) => !st.picks.includes(d.id));
    if (left.length === 0) return null;
    return charOptions(ctx.state, left, mine ? 'Give your opponent control of' : 'Take control of');
  },
  choose(ctx, st, e, answer) {
    const s = ctx.state;
    const picks = [...st.picks, answer.die as number];
    if (picks.length < 2 * e.count) {
      ctx.push({ ...st, picks });
      return;
    }
    for (const id of picks) {
      const d = s.dice[id] as DieState;
      d.control = { from: d.owner, back: d.zone, keepUnblocked: e.keepUnblocked };
      for (const g of s.dice) if (g.attachedTo === d.id) g.attachedTo = -1;
      changeOwner(s, d, opponent(d.owner));
      ctx.emit('controlled', { die: d.id, player: d.owner, name: dieName(s, d) });
    }
  },
};
