// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (an action die's effect), "BURST SYMBOLS"
// (the lines its face's bursts match) and "GAME STATES" ("once per turn"). Card: Red Dragon, Epic Dragon —
// its owner, having just used an action die (the effect's source), may use a second copy of that die's
// effect: its lines resolve again for them, once per turn. Reading: docs/dicemasters.md.
import { z } from 'zod';
import { cardOf, dieName, faceOf } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { actionLines } from './roll-opposing-used-actions.js';

/** The core effect handler name of "used this turn" (params: `{ player }`). */
export const SECOND_COPY_USED = 'second-copy-used';

export const secondCopyOfAction: EffectOpModule<'second-copy-of-action'> = {
  op: 'second-copy-of-action',
  section: 'PLAYING ACTIONS; GAME STATES',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'Once per turn, when you use an action die, you may use a second copy of its effect.',
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    const d = s.dice[st.source];
    if (!d || faceOf(s, d).t !== 'action') return null;
    return [
      { id: 'done', label: 'Use no second copy', payload: { done: true } },
      { id: 'copy', label: `Use a second copy of ${dieName(s, d)}'s effect`, payload: { die: d.id } },
    ];
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    const d = s.dice[answer.die];
    if (!d) return;
    const f = faceOf(s, d);
    if (f.t !== 'action') return;
    ctx.addEffect({
      name: `${SECOND_COPY_USED}#${s.core.nextEffectId}`,
      handler: SECOND_COPY_USED,
      owner: st.player,
      params: { player: st.player },
      duration: 'end-of-turn',
    });
    ctx.push(
      ...actionLines(cardOf(s, d), f.bursts).map((effect) => ({
        kind: 'effect' as const,
        player: st.player,
        effect,
        bursts: f.bursts,
        source: d.id,
        picks: [],
      })),
    );
  },
};
