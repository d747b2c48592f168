// Implements: dice-masters-battle-for-faerun — "LEVELS AND SPINNING" (the level 1 face) with "ACTIVE
// AND FIELDED": the user takes one of their character dice out of their bag (a die with character
// faces: an NPC too) and puts it in the field on its level 1 face. Its fielding cost is not paid and
// it does not come from the reserve pool, so it is not "fielded" in the LEXICON's sense: no "when
// fielded" effect triggers.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState, DmState } from '../../types.js';
import { bagOf } from '../../rules/bag.js';
import { cardOf, dieName, faceForLevel } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';
import { moveDie } from '../../rules/zones.js';

/** One die per card among the player's bag's character dice (dice of one card are alike). */
function choices(s: DmState, player: number): DieState[] {
  const seen = new Set<number>();
  const out: DieState[] = [];
  for (const d of bagOf(s, player)) {
    if (seen.has(d.card) || !cardOf(s, d).faces.some((f) => f.t === 'char')) continue;
    seen.add(d.card);
    out.push(d);
  }
  return out;
}

export const fieldFromBag: EffectOpModule<'field-from-bag'> = {
  op: 'field-from-bag',
  section: 'LEVELS AND SPINNING',
  params: z.object({}).strict(),
  classes: ['move'],
  text: () => 'Take a character die from your bag and put it in the field on its level 1 face (it is not fielded: no "when fielded" effect).',
  usable: (s, player) => choices(s, player).length > 0,
  run(ctx, st) {
    const list = choices(ctx.state, st.player);
    return list.length
      ? list.map((d): Option => ({
          id: `die:${d.id}`,
          label: `Put ${cardOf(ctx.state, d).title === 'NPC' ? 'an NPC' : cardOf(ctx.state, d).title} in the field at level 1`,
          payload: { die: d.id },
        }))
      : null;
  },
  choose(ctx, _st, _e, answer) {
    if (answer.die === undefined) return;
    const d = ctx.state.dice[answer.die] as DieState;
    d.face = faceForLevel(ctx.state, d, 1);
    moveDie(ctx.state, d, 'field');
    ctx.emit('moved', { die: d.id, to: 'field', name: dieName(ctx.state, d) });
  },
};
