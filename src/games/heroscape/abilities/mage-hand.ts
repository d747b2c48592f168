/**
 * Mage Hand (Heirloom): after moving and before attacking, the player may choose a treasure glyph
 * lying on an unoccupied space within 4 spaces of the card's figure and move it onto an empty
 * same-level space adjacent to the figure; the glyph keeps the side it shows (a symbol-side glyph is
 * not revealed by it).
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs", "Special Powers" ("you may": offered
 * once at its moment, passing forgoes it); the power's text is on the card.
 * Our readings: "within 4 spaces" counts spaces across the battlefield, not levels (as a Range); an
 * empty space has no figure and no glyph or treasure glyph on it (one glyph to a space); the figure's
 * level is the level of its space.
 */
import type { Option } from '../../../core/index.js';
import { spaceDistance } from '../board.js';
import { boardOf, figuresOfCard, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { occupiedSpaces } from './spaces.js';
import { askOptional, SKIP } from './near.js';
import { nameOf } from '../battle/treasure-glyphs.js';

const NAME = 'Mage Hand';
const KEY = abilityKey(NAME);
export const MAGE_HAND_SPACES = 4;

/** The treasure glyphs (indexes) the figure may move. */
function reachable(s: HsState, f: FigureState): number[] {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  const out: number[] = [];
  (s.treasures ?? []).forEach((t, i) => {
    if (t.carrier === null && t.space >= 0 && !taken.has(t.space) && spaceDistance(board, f.head, t.space) <= MAGE_HAND_SPACES) out.push(i);
  });
  return out;
}

/** The empty same-level spaces adjacent to the figure. */
function landings(s: HsState, f: FigureState): number[] {
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  const glyphs = new Set<number>([...s.glyphs.map((g) => g.space), ...(s.treasures ?? []).map((t) => t.space)]);
  const level = board.spLevel[f.head]!;
  const out: number[] = [];
  for (let k = board.adjStart[f.head]!; k < board.adjStart[f.head + 1]!; k++) {
    const sp = board.adjTo[k]!;
    if (board.spLevel[sp] === level && !taken.has(sp) && !glyphs.has(sp)) out.push(sp);
  }
  return out;
}

export const mageHand: Ability = {
  name: NAME,
  text: `After moving and before attacking, you may move a treasure glyph on an unoccupied space within ${MAGE_HAND_SPACES} spaces of this figure onto an empty same-level space adjacent to it; it keeps the side it shows.`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [f] = figuresOfCard(s, step.card);
      if (!f || !s.treasures) return;
      const board = boardOf(s);
      if (step.data['moment'] === 'land') {
        const options: Option[] = landings(s, f).map((sp) => {
          const at = whereIs(board, sp);
          return { id: `land:${sp}`, label: `Onto (${at.q}, ${at.r}), level ${at.level}`, payload: { q: at.q, r: at.r, level: at.level } };
        });
        if (options.length === 0) return;
        return ctx.ask(step.player, 'use-power', `${NAME}: where does the treasure glyph go?`, options);
      }
      if (landings(s, f).length === 0) return;
      const options: Option[] = reachable(s, f).map((i) => {
        const t = s.treasures![i]!;
        const at = whereIs(board, t.space);
        const what = t.side === 'power' ? nameOf(t) : 'a symbol-side treasure glyph';
        return { id: `${KEY}:${i}`, label: `${NAME}: move ${what} at (${at.q}, ${at.r})`, payload: { treasure: i, q: at.q, r: at.r } };
      });
      return askOptional(ctx, step.player, NAME, 'move a treasure glyph?', options);
    },
    choose(ctx, step, option) {
      const s = ctx.state;
      if (option.id === SKIP) return;
      if (option.id.startsWith('land:')) {
        const t = s.treasures?.[Number(step.data['treasure'])];
        if (!t) return;
        t.space = Number(option.id.slice('land:'.length));
        const [f] = figuresOfCard(s, step.card);
        ctx.emit('PowerUsed', { power: NAME, figure: f?.id ?? '', note: 'a treasure glyph moved beside it' });
        return;
      }
      ctx.push({
        kind: 'power',
        power: KEY,
        card: step.card,
        player: step.player,
        data: { moment: 'land', treasure: Number(option.id.slice(KEY.length + 1)) },
      });
    },
  },
};
