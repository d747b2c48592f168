/**
 * The Glyph of Oreld (Intercept Orders, temporary): when one of your figures stops on it, roll the
 * d20: 1–9 nothing; 10 or more, one random unrevealed order marker is removed from an opponent's
 * Army Card. Facts: the published glyph list (`glyph-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Temporary Glyphs"; "3. ON YOUR TURN" (a turn whose marker
 * is gone is lost, as `turn.ts` already plays for a marker removed with its card).
 *
 * "You may remove" is always taken (losing a marker never helps the opponent). The marker is drawn
 * among all the face-down markers on the opponents' cards (the decoy X included: it is an order
 * marker too); the table is told which card lost one, only its owner which marker.
 */
import { onlyTo } from '../../../core/index.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { friendly, type FigureState } from './state.js';

/** The lowest d20 roll that removes a marker. */
export const ORELD_REMOVES_AT_LEAST = 10;

export function oreld(ctx: HsCtx, f: FigureState): string {
  const s = ctx.state;
  const d20 = rollD20(ctx, f.owner);
  if (d20 < ORELD_REMOVES_AT_LEAST) return `the d20 shows ${d20}: nothing happens`;
  const face: [number, number][] = [];
  s.cards.forEach((c, i) => {
    if (!friendly(s, c.owner, f.owner)) c.markers.forEach((_, m) => face.push([i, m]));
  });
  if (face.length === 0) return `the d20 shows ${d20}, but no opponent has an unrevealed order marker`;
  const [card, m] = face[ctx.rng.int(0, face.length - 1)]!;
  const c = s.cards[card]!;
  const [marker] = c.markers.splice(m, 1);
  ctx.emit('MarkerRemoved', { player: c.owner, card, marker: marker ?? '?' }, onlyTo(c.owner));
  return `the d20 shows ${d20}: an order marker is removed from ${c.card.name}`;
}
