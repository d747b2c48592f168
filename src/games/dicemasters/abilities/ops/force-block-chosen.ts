// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules) and "GAME STATES" (text naming a character means your dice of it): the user picks
// one opposing character in the field; it must block a die of the source's title this turn, if able (a
// `MUST_BLOCK_TITLE` effect, read by abilities/forced-blocks.ts when blockers are declared).
import { z } from 'zod';
import type { DieState, DmState } from '../../types.js';
import { cardOf, dieName, fieldChars, opponent } from '../../rules/dice.js';
import { MUST_BLOCK_TITLE } from '../forced-blocks.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';
import { mayAffect } from './source-kind.js';

const candidates = (s: DmState, player: number, source: number): DieState[] =>
  fieldChars(s, opponent(player)).filter((d) => d.zone === 'field' && mayAffect(s, d, player, source));

export const forceBlockChosen: EffectOpModule<'force-block-chosen'> = {
  op: 'force-block-chosen',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'Choose an opposing character: it must block a die of this card this turn (if able).',
  usable: (s, player, _e, source) => s.dice[source] !== undefined && candidates(s, player, source).length > 0,
  run(ctx, st) {
    const list = candidates(ctx.state, st.player, st.source);
    return list.length && ctx.state.dice[st.source] ? charOptions(ctx.state, list, 'Must block:') : null;
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    const src = s.dice[st.source];
    if (answer.die === undefined || !src) return;
    const d = s.dice[answer.die] as DieState;
    const title = cardOf(s, src).title;
    ctx.addEffect({
      name: `${MUST_BLOCK_TITLE}#${s.core.nextEffectId}`,
      handler: MUST_BLOCK_TITLE,
      owner: st.player,
      params: { die: d.id, title },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: d.id, status: `must block a ${title} this turn (if able)`, name: dieName(s, d) });
  },
};
