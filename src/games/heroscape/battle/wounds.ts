/**
 * Wounds and destruction.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (a figure with as many wound markers
 * as its Life is destroyed and leaves the battlefield; when all figures on an Army Card are
 * destroyed, the card is out of play).
 */
import { CANCEL } from '../../../core/index.js';
import { tell, type HsCtx } from './events.js';
import { figureById, lifeOf } from './state.js';
import { fillCommonCards } from './commons.js';
import { offerPlacement } from './commons-step.js';

/** Gives `figure` `wounds` wound markers (Wounded may change or cancel them); destroys it at its Life. */
export function woundFigure(ctx: HsCtx, figure: string, wounds: number, cause: string): void {
  const f = figureById(ctx.state, figure);
  if (f.destroyed || wounds <= 0) return;
  const told = tell(ctx, 'Wounded', { figure, wounds, cause });
  if (told === CANCEL || told.wounds <= 0) return;
  f.wounds += told.wounds;
  if (f.wounds >= lifeOf(ctx.state, f)) destroyFigure(ctx, figure, cause);
}

export function destroyFigure(ctx: HsCtx, figure: string, cause: string): void {
  const f = figureById(ctx.state, figure);
  if (f.destroyed) return;
  if (tell(ctx, 'Destroyed', { figure, cause, card: f.card }) === CANCEL) return;
  // Matching Common cards fill with destroyed figures one card after the other.
  fillCommonCards(ctx.state, f);
  f.destroyed = true;
  f.head = -1;
  f.tail = -1;
  // The first of them destroyed may go onto any matching card (commons-step.ts).
  if (ctx.state.cards[f.card]!.card.rarity === 'common') offerPlacement(ctx, f);
}
