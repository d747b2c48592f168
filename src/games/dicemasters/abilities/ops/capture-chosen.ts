// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": the source die
// captures one character in the field the filter allows (the user picks): the captured die leaves play
// under its capturer ("no longer exists for game purposes": its damage, bonuses, gear and captures go)
// and comes back to the field when the capture ends — when the capturing die leaves the field
// (rules/damage.ts) or, with `releaseOwnTitle`, when another die of yours of the capturer's title
// captures (a capture that "lasts until you field another" die of that name: the newer one releases the
// older ones first).
import { z } from 'zod';
import type { DieState } from '../../types.js';
import { leaveField, releaseCaptures } from '../../rules/damage.js';
import { cardOf, dieName, inField } from '../../rules/dice.js';
import { charFilterSchema, filterText, matching } from './char-filter.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

export const captureChosen: EffectOpModule<'capture-chosen'> = {
  op: 'capture-chosen',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({ filter: charFilterSchema, releaseOwnTitle: z.boolean() }).strict(),
  classes: ['capture'],
  text: (e) =>
    `This die captures ${filterText(e.filter, false)}${e.releaseOwnTitle ? '; the capture lasts until you field another die of this title (or this one leaves the field)' : ' until this die leaves the field'}.`,
  usable: (s, player, e, source) => matching(s, e.filter, player, source).length > 0,
  run(ctx, st, e) {
    const self = ctx.state.dice[st.source];
    if (!self || !inField(self)) return null;
    const list = matching(ctx.state, e.filter, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, 'Capture') : null;
  },
  choose(ctx, st, e, answer) {
    const s = ctx.state;
    const self = s.dice[st.source];
    if (answer.die === undefined || !self || !inField(self)) return;
    if (e.releaseOwnTitle) {
      const title = cardOf(s, self).title;
      for (const d of s.dice) if (d.id !== self.id && d.owner === self.owner && cardOf(s, d).title === title) releaseCaptures(ctx, d);
    }
    const victim = s.dice[answer.die] as DieState;
    leaveField(ctx, victim, 'captured');
    victim.returnTo = 'field';
    victim.capturedBy = self.id;
    ctx.emit('captured', { cube: self.id, die: victim.id, text: `${dieName(s, self)} captures ${cardOf(s, victim).title}#${victim.id}` });
  },
};
