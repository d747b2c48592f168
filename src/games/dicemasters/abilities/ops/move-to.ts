// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (Finger of Death's lines): send a
// character (up to `maxLevel`) from the field to its owner's prep area or bag. With "PREVENTING AND
// REDIRECTING": the target's controller may redirect it first (`TargetChosen`, rules/redirect-effect.ts);
// it then happens once, to the character decided.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { allFieldChars, dieName, level } from '../../rules/dice.js';
import { leaveField } from '../../rules/damage.js';
import { heldForRedirect } from '../../rules/redirect-effect.js';
import { charOptions } from './options.js';
import type { EffectOpModule, OpMap } from './op.js';
import { mayAffect } from './source-kind.js';

// CARD TEXT DETAILS: a character that cannot be affected by this effect is not offered (abilities/ops/source-kind.ts).
const targets = (s: DmState, e: OpMap['move-to'], player: number, source: number): DieState[] =>
  allFieldChars(s).filter((d) => (e.maxLevel === null || level(s, d) <= e.maxLevel) && mayAffect(s, d, player, source));

export const moveTo: EffectOpModule<'move-to'> = {
  op: 'move-to',
  section: 'PLAYING ACTIONS',
  params: z.object({ zone: z.enum(['prep', 'bag']), maxLevel: z.number().int().min(1).nullable() }),
  classes: ['move'],
  text: (e) =>
    `Send ${e.maxLevel === null ? 'a character of any level' : `a level ${e.maxLevel} character`} from the field to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}.`,
  usable: (s, player, e, source) => targets(s, e, player, source).length > 0,
  run: (ctx, st, e) => charOptions(ctx.state, targets(ctx.state, e, st.player, st.source), `Move to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}:`),
  choose(ctx, st, e, answer) {
    const d = answer.die as number;
    if (!heldForRedirect(ctx, st, d, moveTo.text(e).replace(/\.$/, ''))) moveTo.onTarget?.(ctx, st, e, d);
  },
  onTarget(ctx, _st, e, die) {
    const s = ctx.state;
    const d = s.dice[die] as DieState;
    leaveField(ctx, d, e.zone);
    ctx.emit('moved', { die: d.id, to: e.zone, name: dieName(s, d) });
  },
};
