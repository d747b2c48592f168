// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING" — copying: a
// character of yours (the source die when it is a fielded character, else one you pick) takes on the
// stats and/or the abilities of another fielded character until the end of the turn or until it leaves
// the field (rules/copy.ts keeps the copy). Copied stats may leave the copier with damage at or above
// its new defense (then it is knocked out).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { dieName, fieldChars, inField } from '../../rules/dice.js';
import { checkLethal } from '../../rules/damage.js';
import { applyCopy, copyTargets, copyUsable, fixedCopier } from '../../rules/copy.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const copy: EffectOpModule<'copy'> = {
  op: 'copy',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({ stats: z.boolean(), abilities: z.boolean(), of: z.enum(['opposing-character', 'any-character']) }),
  classes: [],
  text: (e) =>
    `${e.of === 'opposing-character' ? 'Pick an opposing character' : 'Pick another character'}: this character (or, when this is not a fielded character, one of yours you pick) copies its ${[e.stats ? 'attack and defense' : '', e.abilities ? 'card abilities (in place of its own)' : ''].filter(Boolean).join(' and ')} until the end of the turn or until it leaves the field; text naming the copied character applies to it too.`,
  usable: (s, player, e, source) => copyUsable(s, player, e, source),
  run(ctx, st, e) {
    const s = ctx.state;
    const p = st.player;
    const fixed = fixedCopier(s, p, st.source);
    if (!fixed && st.picks.length === 0)
      return charOptions(
        s,
        fieldChars(s, p).filter((c) => copyTargets(s, p, c, e).length > 0),
        'Copy with',
      );
    const copier = fixed ?? (s.dice[st.picks[0] as number] as DieState);
    if (!inField(copier)) return null;
    const list = copyTargets(s, p, copier, e);
    return list.length ? charOptions(s, list, `${dieName(s, copier)} copies`) : null;
  },
  choose(ctx, st, e, answer) {
    const s = ctx.state;
    const fixed = fixedCopier(s, st.player, st.source);
    if (!fixed && st.picks.length === 0) {
      ctx.push({ ...st, picks: [answer.die as number] });
      return;
    }
    const copier = fixed ?? (s.dice[st.picks[0] as number] as DieState);
    applyCopy(ctx, copier, s.dice[answer.die as number] as DieState, e);
    checkLethal(ctx, copier, st.player);
  },
};
