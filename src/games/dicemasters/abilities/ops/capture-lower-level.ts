// Implements: dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING": the source die
// captures one opposing character of a lower level than its own (the user picks); it first lets go of
// whatever it captured before ("uses the ability again"), and the capture also ends when it leaves the
// field (rules/damage.ts). The captured die leaves play under its capturer and returns to the field.
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { leaveField, releaseCaptures } from '../../rules/damage.js';
import { cardOf, dieName, fieldChars, inField, level, opponent } from '../../rules/dice.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';

function lower(s: DmState, player: number, source: number): DieState[] {
  const src = source >= 0 ? s.dice[source] : undefined;
  if (!src || !inField(src)) return [];
  const mine = level(s, src);
  return fieldChars(s, opponent(player)).filter((d) => level(s, d) < mine);
}

export const captureLowerLevel: EffectOpModule<'capture-lower-level'> = {
  op: 'capture-lower-level',
  section: 'CAPTURING, CONTROLLING, AND COPYING',
  params: z.object({}).strict(),
  classes: ['capture'],
  text: () =>
    'This die captures an opposing character of a lower level, letting go of any it captured before; the capture lasts until this die leaves the field or captures again.',
  usable: (s, player, _e, source) => lower(s, player, source).length > 0,
  run(ctx, st) {
    const list = lower(ctx.state, st.player, st.source);
    return list.length ? charOptions(ctx.state, list, 'Capture') : null;
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    const self = s.dice[st.source];
    if (answer.die === undefined || !self || !inField(self)) return;
    releaseCaptures(ctx, self);
    const victim = s.dice[answer.die] as DieState;
    leaveField(ctx, victim, 'captured');
    victim.returnTo = 'field';
    victim.capturedBy = self.id;
    ctx.emit('captured', { cube: self.id, die: victim.id, text: `${dieName(s, self)} captures ${cardOf(s, victim).title}#${victim.id}` });
  },
};
