/**
 * Wounds and destruction.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" → "Life" (a figure with as many wound markers
 * as its Life is destroyed and leaves the battlefield; when all figures on an Army Card are
 * destroyed, the card is out of play); "Temporary Treasure Glyphs" (the Scarab of Invulnerability,
 * used "whenever it receives one or more wounds": `wound-step.ts`). Destruction without wounds
 * (molten lava, an extreme fall, Chomp, Mitonsoul) gives no wound, so the Scarab is not asked there.
 */
import { CANCEL } from '../../../core/index.js';
import { tell, type HsCtx } from './events.js';
import { boardOf, figureById, lifeOf, type HsState } from './state.js';
import { removeHive } from './hive.js';
import { carriedIndex } from './treasure-carried.js';
import { fillCommonCards } from './commons.js';
import { offerPlacement } from './commons-step.js';

/**
 * Gives `figure` `wounds` wound markers, from whatever source: an attack's defense, a fall, a power,
 * a glyph or a terrain. The one way wounds are given, so the Scarab of Invulnerability ("whenever it
 * receives one or more wounds") is asked in one place: when the figure carries it, the wounds wait in
 * a `wound` step (`wound-step.ts`) that asks its player first; a rule that goes on after giving them
 * pushes its rest before calling this (`woundsWait`). Otherwise they are given at once. `by`: the
 * attacking figure when an attack gives them (the Wounded and Destroyed events' `by`), else null.
 */
export function woundFigure(ctx: HsCtx, figure: string, wounds: number, cause: string, by: string | null = null): void {
  const f = figureById(ctx.state, figure);
  if (f.destroyed || wounds <= 0) return;
  // The step carries `by` only when there is one, so the steps of other wounds keep their shape.
  if (woundsWait(ctx.state, figure)) ctx.push({ kind: 'wound', player: f.owner, figure, wounds, cause, ...(by === null ? {} : { by }) });
  else giveWounds(ctx, figure, wounds, cause, by);
}

/** Whether wounds given to `figure` now wait for a question (it carries the Scarab of Invulnerability). */
export function woundsWait(s: HsState, figure: string): boolean {
  return s.treasures !== undefined && carriedIndex(s, figure, 'scarab-of-invulnerability') >= 0;
}

/** The wound markers themselves (Wounded may change or cancel them); destroys the figure at its Life. */
export function giveWounds(ctx: HsCtx, figure: string, wounds: number, cause: string, by: string | null = null): void {
  const f = figureById(ctx.state, figure);
  if (f.destroyed || wounds <= 0) return;
  const told = tell(ctx, 'Wounded', { figure, wounds, cause, by });
  if (told === CANCEL || told.wounds <= 0) return;
  f.wounds += told.wounds;
  if (f.wounds >= lifeOf(ctx.state, f)) destroyFigure(ctx, figure, cause, by);
}

/** Destroys `figure` (its Life reached, or a power or terrain that destroys outright); `by` as for `woundFigure`. */
export function destroyFigure(ctx: HsCtx, figure: string, cause: string, by: string | null = null): void {
  const f = figureById(ctx.state, figure);
  if (f.destroyed) return;
  if (tell(ctx, 'Destroyed', { figure, cause, card: f.card, by }) === CANCEL) return;
  // Matching Common cards fill with destroyed figures one card after the other.
  fillCommonCards(ctx.state, f);
  f.destroyed = true;
  // "Marro Hive Rules": the Hive piece goes with the figure (and its base when its army brought it).
  if (f.extra) {
    removeHive(ctx.state, boardOf(ctx.state), f);
    f.extra = [];
  }
  f.head = -1;
  f.tail = -1;
  // A mover destroyed on its way (a leaving-engagement attack) is no longer moving, even while a
  // question comes before its walk ends (the matching Common card it goes on).
  if (ctx.state.moving === f.id) ctx.state.moving = null;
  // The first of them destroyed may go onto any matching card (commons-step.ts).
  if (ctx.state.cards[f.card]!.card.rarity === 'common') offerPlacement(ctx, f);
}
