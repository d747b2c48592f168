// Implements: dice-masters-battle-for-faerun — "DECLARE BLOCKERS" with "FUNDAMENTAL RULES" (card text
// supersedes the rules), "LEXICON" (adventurer, monster, opposing) and "GAME STATES" (text naming a
// character means your dice of it): the user may make one opposing monster, or every opposing adventurer,
// block a die of the source's title this turn (if able). Each chosen die gets a `MUST_BLOCK_TITLE` effect
// (abilities/forced-blocks.ts reads it when blockers are declared).
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DmCtx } from '../../rules/context.js';
import { cardDefs, cardOf, dieName, fieldChars, opponent } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import { MUST_BLOCK_TITLE } from '../forced-blocks.js';
import type { EffectOpModule } from './op.js';
import { charOptions } from './options.js';
import { isAdventurer } from '../lost-card-text.js';

const monsters = (s: DmState, player: number): DieState[] =>
  fieldChars(s, opponent(player)).filter((d) => d.zone === 'field' && cardOf(s, d).affiliation === 'monsters');
const adventurers = (s: DmState, player: number): DieState[] =>
  fieldChars(s, opponent(player)).filter((d) => d.zone === 'field' && isAdventurer(s, cardDefs(s), d));

function order(ctx: DmCtx, player: number, title: string, dice: readonly DieState[]): void {
  for (const d of dice) {
    ctx.addEffect({
      name: `${MUST_BLOCK_TITLE}#${ctx.state.core.nextEffectId}`,
      handler: MUST_BLOCK_TITLE,
      owner: player,
      params: { die: d.id, title },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: d.id, status: `must block a ${title} this turn (if able)`, name: dieName(ctx.state, d) });
  }
}

export const forceBlock: EffectOpModule<'force-block'> = {
  op: 'force-block',
  section: 'DECLARE BLOCKERS',
  params: z.object({}).strict(),
  classes: [],
  text: () => 'You may make one opposing monster, or every opposing adventurer, block a die of this card this turn (if able).',
  usable: (s, player) => monsters(s, player).length > 0 || adventurers(s, player).length > 0,
  run(ctx, st) {
    const s = ctx.state;
    const opts: Option[] = [{ id: 'done', label: 'Force no blocks', payload: { done: true } }, ...charOptions(s, monsters(s, st.player), 'Must block:')];
    // "All adventurers" answers with their player (EffectAnswer has no other shape for a group).
    if (adventurers(s, st.player).length)
      opts.push({ id: 'adventurers', label: 'Every opposing adventurer must block', payload: { player: opponent(st.player) } });
    return opts.length > 1 ? opts : null;
  },
  choose(ctx, st, _e, answer) {
    const s = ctx.state;
    const src = s.dice[st.source];
    if (answer.done || !src) return;
    const title = cardOf(s, src).title;
    if (answer.die !== undefined) order(ctx, st.player, title, [s.dice[answer.die] as DieState]);
    else if (answer.player !== undefined) order(ctx, st.player, title, adventurers(s, st.player));
  },
};
