/**
 * Where a power puts another figure that it knocks or throws (Knockback, Throw): empty places
 * within a number of spaces of the power's figure and in its clear sight, as the figure would stand
 * there; then put there without a path (a placing: no leaving-engagement attack, no glyph revealed).
 * Rulebook: heroscape-master-game-guide — "Clear Sight Spaces" (in range counted either way, any part
 * visible), "Line of Sight", "Moving" (no two figures in one space); the powers' texts are on the cards.
 */
import type { Option } from '../../../core/index.js';
import { spaceDistance } from '../board.js';
import { freePlaces } from '../battle/glyphs-sturla.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, figureName, livingPlaced, placedOf, whereIs, type FigureState, type HsState } from '../battle/state.js';
import { clearSight, indexFigures } from '../sight.js';

/**
 * The empty places [head, tail] for `t`, other than where it stands, within `spaces` of `source`
 * and in its clear sight (the figure seen as it would stand there, itself not blocking from where it
 * stands now), kept by `keep`.
 */
export function placesInSight(s: HsState, source: FigureState, t: FigureState, spaces: number, keep: (space: number) => boolean): [number, number][] {
  const board = boardOf(s);
  const index = indexFigures(
    board,
    livingPlaced(s).filter((o) => o.id !== t.id),
  );
  const from = placedOf(s, source);
  const me = placedOf(s, t);
  // A double-space source reaches one space further from its front half.
  const reach = spaces + (source.tail >= 0 ? 1 : 0);
  return freePlaces(s, t, (sp) => sp !== t.head && sp !== t.tail && spaceDistance(board, source.head, sp) <= reach && keep(sp)).filter(
    ([head, tail]) => clearSight(board, index, from, { ...me, head, tail }, spaces, { leanOver: true }).clear,
  );
}

/** The places as options `<prefix><head>:<tail>`, labelled "<verb> <figure>: (q, r), level n". */
export function placeOptions(s: HsState, t: FigureState, places: readonly [number, number][], prefix: string, verb: string): Option[] {
  const board = boardOf(s);
  return places.map(([head, tail]) => {
    const at = whereIs(board, head);
    return {
      id: `${prefix}${head}:${tail}`,
      label: `${verb} ${figureName(s, t)}: (${at.q}, ${at.r}), level ${at.level}`,
      payload: { q: at.q, r: at.r, level: at.level },
    };
  });
}

/** The [head, tail] an option of `placeOptions` names. */
export function placeOf(optionId: string, prefix: string): [number, number] {
  const [head, tail] = optionId.slice(prefix.length).split(':').map(Number) as [number, number];
  return [head, tail];
}

/** Puts `t` on [head, tail] and tells the table. */
export function putAt(ctx: HsCtx, power: string, t: FigureState, head: number, tail: number): void {
  t.head = head;
  t.tail = tail;
  const at = whereIs(boardOf(ctx.state), head);
  ctx.emit('PowerUsed', { power, figure: t.id, note: `${figureName(ctx.state, t)} is placed at (${at.q}, ${at.r}), level ${at.level}` });
}
