/**
 * What many powers ask about figures: adjacency, the card a figure belongs to, a d20 roll told as a
 * power use. Rulebook: heroscape-master-game-guide — "ENGAGEMENT AND ADJACENCY RULES" (adjacent
 * spaces), "Special Powers".
 */
import type { EffectInstance, Option } from '../../../core/index.js';
import { figuresAdjacent } from '../engagement.js';
import type { HsCtx } from '../battle/events.js';
import { rollD20 } from '../battle/d20.js';
import { spaceDistance } from '../board.js';
import { boardOf, figureById, figureName, figuresOfCard, friendly, living, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { cardParam } from './ability.js';

export function adjacent(s: HsState, a: FigureState, b: FigureState): boolean {
  return a.id !== b.id && figuresAdjacent(boardOf(s), placedOf(s, a), placedOf(s, b)).adjacent;
}

/** The figures on the battlefield adjacent to `f`. */
export function adjacentFigures(s: HsState, f: FigureState): FigureState[] {
  return living(s).filter((o) => adjacent(s, f, o));
}

/** The fewest hexes from one figure's base spaces to the other's, levels not counted (adjacent is 1). */
export function spacesBetween(s: HsState, a: FigureState, b: FigureState): number {
  const board = boardOf(s);
  let best = Infinity;
  for (const x of [a.head, a.tail]) for (const y of [b.head, b.tail]) if (x >= 0 && y >= 0) best = Math.min(best, spaceDistance(board, x, y));
  return best;
}

/** Whether `figure` (by id) belongs to the effect's card. */
export function ofEffectCard(s: HsState, effect: EffectInstance, figure: string): boolean {
  return figureById(s, figure).card === cardParam(effect);
}

/** Whether `f` is a friend (a teammate's figure too: "Friends and Enemies") standing next to a figure of the effect's card (and not of that card). */
export function nextToCard(s: HsState, effect: EffectInstance, f: FigureState): boolean {
  const card = cardParam(effect);
  const c = s.cards[card];
  if (f.destroyed || f.card === card || !c || !friendly(s, f.owner, c.owner)) return false;
  return figuresOfCard(s, card).some((b) => adjacent(s, b, f));
}

/** A d20 roll for a power by `f`'s player, told to the table; `forCard` as `rollD20`'s (the card the roll is for, when a higher roll never hurts). */
export function rollFor(ctx: HsCtx, power: string, f: FigureState, needs: number, forCard?: number): { d20: number; success: boolean } {
  const d20 = rollD20(ctx, f.owner, forCard);
  const success = d20 >= needs;
  ctx.emit('PowerUsed', { power, figure: f.id, note: `the d20 shows ${d20} (${needs} or higher needed)${success ? '' : ': no effect'}` });
  return { d20, success };
}

export const SKIP = 'skip';

/** An option naming a figure, for a power's question. */
export function figureOption(s: HsState, prefix: string, f: FigureState, what: string): Option {
  return { id: `${prefix}${f.id}`, label: `${what} ${figureName(s, f)}`, payload: { figure: f.id } };
}

/**
 * A power's optional question ("you may": offered once at its moment, passing forgoes it): nothing
 * is asked without options; else the options and "No <power>".
 */
export function askOptional(ctx: HsCtx, player: number, power: string, question: string, options: Option[]): ReturnType<HsCtx['ask']> | undefined {
  if (options.length === 0) return undefined;
  options.push({ id: SKIP, label: `No ${power}` });
  return ctx.ask(player, 'use-power', `${power}: ${question}`, options);
}
