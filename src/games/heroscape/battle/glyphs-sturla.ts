/**
 * The Glyph of Sturla (Revive, temporary): when a figure stops on it, every player rolls the d20 for
 * each of their destroyed figures; on 19 or 20 that figure returns, placed by its player on any
 * free space of any starting zone. Facts: the published glyph list (`glyph-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Temporary Glyphs" (follow its rules once, then remove it).
 *
 * The mover's player rolls first, then the others in turn, each in figure order. A returned figure
 * comes back with no wound markers (it was taken off the battlefield with them) and its card is in
 * play again. Placed, not moved: no leaving-engagement attack, no glyph under it used. A figure with
 * no free starting-zone space for it stays destroyed.
 */
import type { Option } from '../../../core/index.js';
import { SF } from '../board.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import type { HsStep } from './steps.js';
import { boardOf, cardOf, figureById, figureName, whereIs, type FigureState, type HsState } from './state.js';
import { fixedInPlace } from './hive.js';
import { occupiedSpaces } from '../abilities/spaces.js';

/** The lowest d20 roll that brings a figure back. */
export const STURLA_REVIVES_AT_LEAST = 19;

/** Every player rolls for their destroyed figures; those that roll 19 or more wait to be placed. */
export function sturla(ctx: HsCtx, f: FigureState): string {
  const s = ctx.state;
  const n = s.core.players;
  const back: string[] = [];
  const steps: HsStep[] = [];
  for (let k = 0; k < n; k++) {
    const p = (f.owner + k) % n;
    for (const x of s.figures) {
      if (x.owner !== p || !x.destroyed) continue;
      const d20 = rollD20(ctx, p);
      ctx.emit('GlyphRoll', { glyph: 'Sturla', figure: x.id, d20, note: d20 >= STURLA_REVIVES_AT_LEAST ? 'it returns' : 'it stays destroyed' });
      if (d20 < STURLA_REVIVES_AT_LEAST) continue;
      back.push(x.id);
      steps.push({ kind: 'glyph', action: 'sturla', player: p, figure: x.id, space: -1 });
    }
  }
  ctx.push(...steps);
  return back.length > 0 ? `returning: ${back.join(', ')}` : 'no destroyed figure returns';
}

/**
 * The free places of a figure returning to the battlefield where `allowed` says a space may take it:
 * [head, tail] (tail -1 for a single-space figure), each a standing space with room for its height,
 * not a ruin's overhang nor a ladder rung, a double-space figure's halves on one level. Also used by
 * Revenant's Tome (`treasure-tome.ts`).
 */
export function freePlaces(s: HsState, x: FigureState, allowed: (space: number) => boolean): [number, number][] {
  const board = boardOf(s);
  const c = cardOf(s, x).card;
  // The Marro Hive is never placed by a power or glyph ("Marro Hive Rules"); nor is any base of more than two hexes.
  if (c.spaces > 2 || fixedInPlace(x)) return [];
  const taken = occupiedSpaces(s);
  const ok = (sp: number): boolean => allowed(sp) && !taken.has(sp) && board.spHeadroom[sp]! >= c.height && (board.spFlags[sp]! & (SF.OVER | SF.RUNG)) === 0;
  const out: [number, number][] = [];
  for (let h = 0; h < board.nSpaces; h++) {
    if (!ok(h)) continue;
    if (c.spaces === 1) {
      out.push([h, -1]);
      continue;
    }
    for (let k = board.adjStart[h]!; k < board.adjStart[h + 1]!; k++) {
      const t = board.adjTo[k]!;
      if (ok(t) && board.spLevel[t] === board.spLevel[h]) out.push([h, t]);
    }
  }
  return out;
}

/** The free starting-zone places of a returning figure. */
function places(s: HsState, x: FigureState): [number, number][] {
  const board = boardOf(s);
  return freePlaces(s, x, (sp) => board.startZoneOf[sp] !== null);
}

/** The returning figure's player picks its starting-zone space(s). */
export function sturlaOptions(s: HsState, figure: string): Option[] {
  const x = figureById(s, figure);
  if (!x.destroyed) return [];
  const board = boardOf(s);
  return places(s, x).map(([h, t]) => {
    const at = whereIs(board, h);
    return { id: `revive:${h}:${t}`, label: `Return ${figureName(s, x)} at (${at.q}, ${at.r}) level ${at.level}`, payload: { figure: x.id, q: at.q, r: at.r } };
  });
}

/** Places the returning figure on the chosen space(s), with no wound markers. */
export function revive(ctx: HsCtx, figure: string, optionId: string): void {
  const s = ctx.state;
  const [what, h, t] = optionId.split(':');
  const x = figureById(s, figure);
  const place = places(s, x).find(([a, b]) => a === Number(h) && b === Number(t));
  if (what !== 'revive' || !place) throw new Error(`glyph: ${optionId} is not a free starting-zone place for ${figure}`);
  x.destroyed = false;
  x.wounds = 0;
  [x.head, x.tail] = place;
  const at = whereIs(boardOf(s), x.head);
  ctx.emit('Revived', { figure: x.id, q: at.q, r: at.r, level: at.level });
}
