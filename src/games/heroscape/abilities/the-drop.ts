/**
 * The Drop (Rise of the Valkyrie: Airborne Elite): the card's figures start the battle off the
 * battlefield. At the start of each round, before order markers are placed, the d20 is rolled while
 * they wait; on 13 or more the player may place them all, one at a time, on empty spaces that are
 * not adjacent to any figure (nor to each other) and hold no glyph.
 * Rulebook: heroscape-master-game-guide — "Special Powers"; the power's text is on the card.
 * Waiting figures are not on the battlefield: a turn on their card is lost, they score nothing.
 */
import type { Option } from '../../../core/index.js';
import { boardOf, cardOf, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { rollFor } from './near.js';
import { aroundEachOther, occupiedSpaces, standable } from './spaces.js';

const NAME = 'The Drop';
const KEY = abilityKey(NAME);
export const DROP_NEEDS = 13;
const WAIT = 'wait';

const waiting = (s: HsState, card: number): FigureState[] => s.figures.filter((f) => f.card === card && !f.destroyed && f.head < 0);

/** Empty spaces with no glyph and no figure in a neighbouring column. */
function dropSpaces(s: HsState, f: FigureState): number[] {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  const height = cardOf(s, f).card.height;
  const out: number[] = [];
  for (let sp = 0; sp < board.nSpaces; sp++) {
    if (board.spGlyph[sp] || !standable(board, sp, height, taken)) continue;
    if ([...taken].some((t) => board.spCol[t] === board.spCol[sp] || aroundEachOther(board, sp, t))) continue;
    out.push(sp);
  }
  return out;
}

export const theDrop: Ability = {
  name: NAME,
  text: `These figures start off the battlefield. At the start of each round, before order markers are placed, roll the d20: on ${DROP_NEEDS} or more you may place all of them on empty spaces without glyphs, adjacent to no figure and not to each other.`,
  handler: {},
  startsOff: true,
  atBattleStart(ctx, card) {
    for (const f of ctx.state.figures)
      if (f.card === card) {
        f.head = -1;
        f.tail = -1;
      }
  },
  atRoundStart: true,
  // Every figure landed (or destroyed): nothing to roll for.
  idle: (s, card) => waiting(s, card).length === 0,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const left = waiting(s, step.card);
      const first = left[0];
      if (!first) return;
      if (step.data['rolled'] !== true) {
        if (!rollFor(ctx, NAME, first, DROP_NEEDS).success) return;
      }
      const board = boardOf(s);
      const options: Option[] = dropSpaces(s, first).map((sp) => {
        const at = whereIs(board, sp);
        return { id: `at:${sp}`, label: `(${at.q}, ${at.r}) level ${at.level}`, payload: { space: sp, q: at.q, r: at.r, level: at.level } };
      });
      if (options.length === 0) return;
      if (step.data['rolled'] !== true) options.push({ id: WAIT, label: 'Do not drop this round' });
      return ctx.ask(step.player, 'use-power', `${NAME}: where does ${s.cards[step.card]!.card.name} ${first.id} land?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === WAIT) return;
      const f = waiting(ctx.state, step.card)[0]!;
      f.head = Number(option.id.slice('at:'.length));
      f.tail = -1;
      ctx.emit('PowerUsed', { power: NAME, figure: f.id, note: 'lands on the battlefield' });
      ctx.push({ kind: 'power', power: KEY, card: step.card, player: step.player, data: { rolled: true } });
    },
  },
};
