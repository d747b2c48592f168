/**
 * Losing Treasure Glyphs: a destroyed carrier's treasure glyphs go power-side up onto the spaces it
 * last occupied, one per space without a glyph; the rest leave the game; from a ladder rung all of
 * them leave the game. When it carried more of them than there are such spaces, its player chooses
 * which goes onto each space (a `lose-treasure` question, one per space).
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" → "Losing Treasure Glyphs" ("If a figure
 * that is carrying more than one Treasure Glyph is destroyed, that controlling player can choose
 * which Treasure Glyph to place on the space that figure occupied. Once each space the figure
 * occupied has a Treasure Glyph on it, the remaining Treasure Glyphs (if any) are removed from the
 * game").
 *
 * Destruction happens inside the rule that wounds, where nothing can be asked: the question is pushed
 * then and asked as soon as that rule is done; until then the glyphs stay on the destroyed figure.
 */
import type { Option, StepHandler } from '../../../core/index.js';
import { SF } from '../board.js';
import type { HsCtx, HsEvents, HsQueries } from './events.js';
import type { StepOf } from './steps.js';
import { boardOf, figureById, figureName, type FigureState, type HsState, type TreasureInPlay } from './state.js';
import { glyphOnSpace, nameOf } from './treasure-glyphs.js';

const carriedBy = (s: HsState, figure: string): TreasureInPlay[] => (s.treasures ?? []).filter((t) => t.carrier === figure);

function placeLost(ctx: HsCtx, figure: string, t: TreasureInPlay, space: number): void {
  t.carrier = null;
  t.space = space;
  t.side = 'power';
  ctx.emit('TreasureLost', { figure, treasure: nameOf(t), removed: false });
}

function removeLost(ctx: HsCtx, figure: string, t: TreasureInPlay): void {
  const list = ctx.state.treasures!;
  list.splice(list.indexOf(t), 1);
  ctx.emit('TreasureLost', { figure, treasure: nameOf(t), removed: true });
}

/** The carried glyphs placed in order onto `spaces`, one each; those left over leave the game. */
function settle(ctx: HsCtx, figure: string, spaces: readonly number[]): void {
  carriedBy(ctx.state, figure).forEach((t, i) => {
    const space = spaces[i];
    if (space === undefined) removeLost(ctx, figure, t);
    else placeLost(ctx, figure, t, space);
  });
}

/** When the destroyed figure `f` (still on its spaces) carried treasure glyphs: placed, removed, or the question pushed. */
export function loseTreasures(ctx: HsCtx, f: FigureState): void {
  const s = ctx.state;
  const carried = carriedBy(s, f.id);
  if (carried.length === 0) return;
  const board = boardOf(s);
  const spaces = [f.head, f.tail].filter((x) => x >= 0);
  // On a ladder rung every carried glyph leaves the game.
  const onRung = spaces.some((sp) => (board.spFlags[sp]! & SF.RUNG) !== 0);
  const free = onRung ? [] : spaces.filter((sp) => !glyphOnSpace(s, sp));
  if (free.length > 0 && carried.length > free.length) ctx.push({ kind: 'lose-treasure', player: f.owner, figure: f.id, spaces: free });
  else settle(ctx, f.id, free);
}

const PICK = 'keep:';

/** "Which Treasure Glyph goes onto this space?": asked while more glyphs are left than spaces to fill. */
export const loseTreasure: StepHandler<HsState, StepOf<'lose-treasure'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const s = ctx.state;
    const carried = carriedBy(s, step.figure);
    if (carried.length <= step.spaces.length || step.spaces.length === 0) {
      settle(ctx, step.figure, step.spaces);
      return;
    }
    const list = s.treasures!;
    const options: Option[] = carried.map((t) => ({ id: `${PICK}${list.indexOf(t)}`, label: `Place ${nameOf(t)} power-side up` }));
    const rest = step.spaces.length === 1 ? '; the others leave the game' : '';
    return ctx.ask(
      step.player,
      'glyph',
      `${figureName(s, figureById(s, step.figure))} is destroyed: which Treasure Glyph goes onto its space${rest}?`,
      options,
    );
  },
  choose(ctx, step, option) {
    const t = ctx.state.treasures![Number(option.id.slice(PICK.length))]!;
    placeLost(ctx, step.figure, t, step.spaces[0]!);
    ctx.push({ ...step, spaces: step.spaces.slice(1) });
  },
};
