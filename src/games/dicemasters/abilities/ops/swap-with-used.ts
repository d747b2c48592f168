// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (Polymorph): exchange a fielded
// character with a non-NPC character die (one per card) from its owner's used pile; the newcomer enters
// at level 1 and is not fielded, so nothing triggers on fielding. With "PREVENTING AND REDIRECTING": an
// opposing character picked to be swapped out may be redirected by its controller before the swap-in
// is picked, from the new target's owner's used pile (rules/redirect-effect.ts).
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { allFieldChars, cardOf, faceForLevel, isNpc } from '../../rules/dice.js';
import { leaveField } from '../../rules/damage.js';
import { heldForRedirect } from '../../rules/redirect-effect.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';
import { mayAffect } from './source-kind.js';

/** The dice that may be swapped in for `x`: its owner's used non-NPC characters, one per card. */
function swapCandidates(s: DmState, x: DieState): DieState[] {
  const seen = new Set<number>();
  const out: DieState[] = [];
  for (const d of s.dice) {
    if (d.owner !== x.owner || d.zone !== 'used' || isNpc(s, d) || cardOf(s, d).kind !== 'character' || seen.has(d.card)) continue;
    seen.add(d.card);
    out.push(d);
  }
  return out;
}

export const swapWithUsed: EffectOpModule<'swap-with-used'> = {
  op: 'swap-with-used',
  section: 'PLAYING ACTIONS',
  params: z.object({}),
  classes: ['move'],
  text: () =>
    "Exchange a fielded character with a non-NPC character die from its owner's used pile; the newcomer enters at level 1 (it is not fielded, so nothing triggers on fielding).",
  usable: (s) => allFieldChars(s).some((d) => swapCandidates(s, d).length > 0),
  run(ctx, st) {
    const s = ctx.state;
    if (st.picks.length === 0)
      return charOptions(
        s,
        allFieldChars(s).filter((d) => swapCandidates(s, d).length > 0 && mayAffect(s, d, st.player, st.source)),
        'Swap out',
      );
    const x = s.dice[st.picks[0] as number] as DieState;
    return swapCandidates(s, x).map((d) => ({ id: `die:${d.id}`, label: `Swap in ${cardOf(s, d).title} from the used pile`, payload: { die: d.id } }));
  },
  choose(ctx, st, e, answer) {
    const s = ctx.state;
    if (st.picks.length === 0) {
      const x = answer.die as number;
      if (!heldForRedirect(ctx, st, x, swapWithUsed.text(e).replace(/\.$/, ''))) swapWithUsed.onTarget?.(ctx, st, e, x);
      return;
    }
    const x = s.dice[st.picks[0] as number] as DieState;
    const y = s.dice[answer.die as number] as DieState;
    leaveField(ctx, x, 'used');
    moveDie(s, y, 'field');
    y.face = faceForLevel(s, y, 1);
    ctx.emit('swapped', { out: x.id, in: y.id });
  },
  // The character swapped out is decided: the die swapped in is picked next, from its owner's used pile.
  onTarget(ctx, st, _e, die) {
    ctx.push({ ...st, picks: [die] });
  },
};
