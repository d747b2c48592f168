// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (Finger of Death's lines): send a
// character (up to `maxLevel`) from the field to its owner's prep area or bag. With "PREVENTING AND
// REDIRECTING": the target's controller may redirect it first (rules/redirect-effect.ts; `reacted`:
// the redirect window has been and the target is final).
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { allFieldChars, dieName, level } from '../../rules/dice.js';
import { leaveField } from '../../rules/damage.js';
import { mayRedirectTarget } from '../../rules/redirect-effect.js';
import { charOptions } from './options.js';
import type { EffectOpModule, OpMap } from './op.js';

const targets = (s: DmState, e: OpMap['move-to']): DieState[] => allFieldChars(s).filter((d) => e.maxLevel === null || level(s, d) <= e.maxLevel);

export const moveTo: EffectOpModule<'move-to'> = {
  op: 'move-to',
  section: 'PLAYING ACTIONS',
  params: z.object({ zone: z.enum(['prep', 'bag']), maxLevel: z.number().int().min(1).nullable() }),
  classes: ['move'],
  text: (e) =>
    `Send ${e.maxLevel === null ? 'a character of any level' : `a level ${e.maxLevel} character`} from the field to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}.`,
  usable: (s, _player, e) => targets(s, e).length > 0,
  run: (ctx, _st, e) => charOptions(ctx.state, targets(ctx.state, e), `Move to its owner's ${e.zone === 'bag' ? 'bag' : 'prep area'}:`),
  choose(ctx, st, e, answer, reacted) {
    const s = ctx.state;
    const d = s.dice[answer.die as number] as DieState;
    if (!reacted && mayRedirectTarget(s, d, st.player)) {
      ctx.push({ kind: 'target-reaction', effectStep: st, die: d.id, what: moveTo.text(e).replace(/\.$/, '') });
      return;
    }
    leaveField(ctx, d, e.zone);
    ctx.emit('moved', { die: d.id, to: e.zone, name: dieName(s, d) });
  },
};
