// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" (an action die's effect), "BURST SYMBOLS"
// (without bursts: the base line only) and "CARD TEXT DETAILS" (card text supersedes the rules): the user
// may use the ability of each basic action card in the game once, as if they had rolled its die on an
// action face with no burst — one at a time, in the order they choose, each optional. No die is used
// (none moves, none counts as an action die used: docs/dicemasters.md); the effect's source is a die of
// that card, so it is an action die's effect for text that names sources.
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { CardDef, Effect } from '../../cards/types.js';
import { cardDefs } from '../../rules/dice.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';

/** The base lines (no burst) of a card's action. */
const baseLines = (c: CardDef): Effect[] => c.abilities.flatMap((a) => (a.kind === 'action' && a.burst === undefined ? [a.effect] : []));

/** The basic action card slots whose ability the user has not used yet (not in `done`), each with a die of the card as the source. */
function usable(s: DmState, done: readonly number[]): { slot: number; die: number; c: CardDef }[] {
  const out: { slot: number; die: number; c: CardDef }[] = [];
  cardDefs(s).forEach((c, slot) => {
    if (!c.basic || done.includes(slot)) return;
    const die = s.dice.find((d) => d.card === slot);
    if (die && baseLines(c).length > 0) out.push({ slot, die: die.id, c });
  });
  return out;
}

export const useBasicActions: EffectOpModule<'use-basic-actions'> = {
  op: 'use-basic-actions',
  section: 'PLAYING ACTIONS; BURST SYMBOLS',
  params: z.object({}).strict(),
  classes: ['action'],
  text: () => 'You may use the ability of each basic action card once, without bursts, as if you had rolled its die (in the order you choose).',
  usable: (s) => usable(s, []).length > 0,
  run(ctx, st) {
    const list = usable(ctx.state, st.picks);
    if (list.length === 0) return null;
    const opts: Option[] = list.map((x) => ({ id: `card:${x.slot}`, label: `Use ${x.c.title}`, payload: { die: x.die } }));
    opts.unshift({ id: 'done', label: 'Use no (more) basic actions', payload: { done: true } });
    return opts;
  },
  choose(ctx, st, _e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    const slot = (s.dice[answer.die] as DieState).card;
    // Asked again after this one's lines resolve (pushed first, it runs after them).
    ctx.push({ ...st, picks: [...st.picks, slot] });
    const c = cardDefs(s)[slot] as CardDef;
    ctx.emit('action-used', { player: st.player, card: c.key, title: c.title, bursts: 0 });
    ctx.push(...baseLines(c).map((effect) => ({ kind: 'effect' as const, player: st.player, effect, bursts: 0, source: answer.die as number, picks: [] })));
  },
};
