// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" (a blocker moves into the attack zone,
// assigned to one attacker) with "FUNDAMENTAL RULES" (card text supersedes the rules): the attacking user
// may assign one opposing character that could block the source die to block it, before the defender
// declares blockers (the assigned die is then in the attack zone and is not asked again).
import { z } from 'zod';
import { assignBlock, blockTargets } from '../../rules/attack.js';
import { fieldChars, opponent } from '../../rules/dice.js';
import { ask } from '../../rules/statuses.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';

function able(s: DmState, player: number, source: number): DieState[] {
  const src = s.dice[source];
  if (!src || src.zone !== 'attack') return [];
  return fieldChars(s, opponent(player)).filter((d) => d.zone === 'field' && ask(s, 'canBlock', true, { die: d.id }) && blockTargets(s, d, []).includes(src));
}

export const assignBlocker: EffectOpModule<'assign-blocker'> = {
  op: 'assign-blocker',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'You may assign one opposing character to block this die.',
  usable: (s, player, _e, source) => able(s, player, source).length > 0,
  run(ctx, st) {
    const list = able(ctx.state, st.player, st.source);
    if (list.length === 0) return null;
    return [{ id: 'done', label: 'Assign no blocker', payload: { done: true } }, ...charOptions(ctx.state, list, 'Make it block:')];
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    assignBlock(ctx, s.dice[answer.die] as DieState, s.dice[st.source] as DieState);
  },
};
