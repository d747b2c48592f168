// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (the prep area and the used pile) and "CARD
// TEXT DETAILS" ("if able"): a player moves one die of their choice from their own prep area to their
// used pile. `who: 'opponent'` — the user's opponent moves one of theirs (Halfling Thief, Master
// Zhentarim: the opponent chooses which): the op hands the choice to that player as an effect step of
// their own (`who: 'self'`). Nothing happens when the prep area is empty.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { dieName, opponent } from '../../rules/dice.js';
import { moveDie } from '../../rules/zones.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';

const prepOf = (s: DmState, player: number): DieState[] => s.dice.filter((d) => d.owner === player && d.zone === 'prep');

export const prepToUsed: EffectOpModule<'prep-to-used'> = {
  op: 'prep-to-used',
  section: 'PLAY AREAS',
  params: z.object({ who: z.enum(['self', 'opponent']) }).strict(),
  classes: ['move'],
  text: (e) =>
    e.who === 'opponent'
      ? 'Your opponent moves a die of their choice from their prep area to their used pile (if able).'
      : 'Move a die of your choice from your prep area to your used pile (if able).',
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    if (e.who === 'opponent') {
      const them = opponent(st.player);
      if (prepOf(s, them).length > 0)
        ctx.push({ kind: 'effect', player: them, effect: { op: 'prep-to-used', who: 'self' }, bursts: 0, source: st.source, picks: [] });
      return null;
    }
    const list = prepOf(s, st.player);
    return list.length ? charOptions(s, list, 'Move to the used pile:') : null;
  },
  choose(ctx, _st, _e, answer) {
    const d = answer.die === undefined ? undefined : ctx.state.dice[answer.die];
    if (!d || d.zone !== 'prep') return;
    moveDie(ctx.state, d, 'used');
    ctx.emit('placed', { die: d.id, to: d.zone, name: dieName(ctx.state, d) });
  },
};
