/**
 * Where a power puts a figure beside another: empty places adjacent to the summoning, grabbing or
 * carrying figure (Spear of Summoning, Elven Summoning Spell; Chain Grab and Carry on its own level),
 * offered as `place:<head>:<tail>` options and put there without a path (a placing: no
 * leaving-engagement attack, no fall, no glyph revealed). A double-space figure
 * needs both its spaces adjacent and on one level; each space a standing space with room for the
 * figure's height.
 * Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent spaces),
 * "Moving" (no two figures in one space).
 */
import type { Option } from '../../../core/index.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import { boardOf, figureName, whereIs, type FigureState, type HsState } from '../battle/state.js';

const PLACE = 'place:';

/**
 * The empty places beside `summoner` where `t` may go: [head, tail] (tail -1 for a single-space
 * figure); with `sameLevel`, only on the level of the summoner's base.
 */
export function placesBeside(s: HsState, summoner: FigureState, t: FigureState, sameLevel = false): [number, number][] {
  const board = boardOf(s);
  const level = board.spLevel[summoner.head]!;
  const near = new Set<number>();
  for (const sp of [summoner.head, summoner.tail]) if (sp >= 0) for (let k = board.adjStart[sp]!; k < board.adjStart[sp + 1]!; k++) near.add(board.adjTo[k]!);
  return freePlaces(s, t, (sp) => near.has(sp) && (!sameLevel || board.spLevel[sp] === level));
}

/** The places beside `summoner` for `t` as options, labelled "<verb> <figure>: (q, r), level n". */
export function besideOptions(s: HsState, summoner: FigureState, t: FigureState, verb: string, sameLevel = false): Option[] {
  const board = boardOf(s);
  return placesBeside(s, summoner, t, sameLevel).map(([h, tail]) => {
    const at = whereIs(board, h);
    return {
      id: `${PLACE}${h}:${tail}`,
      label: `${verb} ${figureName(s, t)}: (${at.q}, ${at.r}), level ${at.level}`,
      payload: { q: at.q, r: at.r, level: at.level },
    };
  });
}

export const isPlaceOption = (id: string): boolean => id.startsWith(PLACE);

/** Puts `t` on the place a `besideOptions` option names. */
export function placeAt(t: FigureState, optionId: string): void {
  const [h, tail] = optionId.slice(PLACE.length).split(':').map(Number) as [number, number];
  t.head = h;
  t.tail = tail;
}
