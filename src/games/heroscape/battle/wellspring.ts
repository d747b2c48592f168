/**
 * Wellspring water's round-start roll.
 * Rulebook: heroscape-master-game-guide — "Battle for the Wellspring" → "Wellspring Water" (at the
 * beginning of a round a player may roll the d20 for each Hero they control on a wellspring water
 * space: 12 or more removes 1 wound marker, 1 or 2 gives 2 wounds; otherwise normal water).
 * Asked before order markers are placed, each Hero once (passing forgoes it for the round).
 */
import type { StepHandler } from '../../../core/index.js';
import { anySpaceOf, terrainOf } from '../board.js';
import { rollD20 } from './d20.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import type { HsStep, StepOf } from './steps.js';
import { boardOf, cardOf, figureById, figureName, living, type HsState } from './state.js';
import { woundFigure } from './wounds.js';

export const WELLSPRING_HEALS = 12;
export const WELLSPRING_HURTS = 2;

/** The wellspring questions of a round start: each player's Heroes on wellspring water. */
export function wellspringSteps(ctx: HsCtx): HsStep[] {
  const s = ctx.state;
  const board = boardOf(s);
  if (!anySpaceOf(board, 'wellspring-water')) return [];
  return living(s)
    .filter((f) => cardOf(s, f).card.kind === 'hero' && [f.head, f.tail].some((sp) => sp >= 0 && terrainOf(board, sp) === 'wellspring-water'))
    .map((f) => ({ kind: 'wellspring', player: f.owner, figure: f.id }));
}

export const wellspring: StepHandler<HsState, StepOf<'wellspring'>, HsQueries, HsEvents> = {
  run(ctx, step) {
    const f = figureById(ctx.state, step.figure);
    if (f.destroyed || f.owner !== step.player) return;
    return ctx.ask(step.player, 'wellspring', `Roll the d20 for ${figureName(ctx.state, f)} on the wellspring?`, [
      { id: 'roll', label: `Roll (${WELLSPRING_HEALS}+ heals a wound, ${WELLSPRING_HURTS} or less: 2 wounds)` },
      { id: 'skip', label: 'Do not roll' },
    ]);
  },
  choose(ctx, step, option) {
    if (option.id !== 'roll') return;
    const f = figureById(ctx.state, step.figure);
    const d20 = rollD20(ctx, step.player);
    tell(ctx, 'TerrainRoll', { figure: f.id, terrain: 'wellspring water', d20, skulls: 0 });
    if (d20 >= WELLSPRING_HEALS && f.wounds > 0) f.wounds--;
    else if (d20 <= WELLSPRING_HURTS) woundFigure(ctx, f.id, 2, 'visions of the wellspring');
  },
};
