/**
 * Who stands on a glyph: the figure on it and the player who holds it.
 * Rulebook: heroscape-master-game-guide — "Permanent Glyphs" (a glyph's power is in effect while a
 * figure stands on it; a double-space figure stands on it with either half).
 *
 * Kept apart from `glyphs.ts` so the rules that roll dice (`d20.ts`, the treasure glyphs) may ask
 * who holds a glyph without importing the glyph rules that call them.
 */
import type { FigureState, GlyphInPlay, HsState } from './state.js';

export const standsOn = (f: FigureState, g: GlyphInPlay): boolean => !f.destroyed && (f.head === g.space || f.tail === g.space);

/** Whether `player` has a figure standing on a power-side glyph with this letter. */
export function holdsGlyph(s: HsState, player: number, letter: string): boolean {
  for (const g of s.glyphs) {
    if (g.side !== 'power' || g.letter !== letter) continue;
    if (s.figures.some((f) => f.owner === player && standsOn(f, g))) return true;
  }
  return false;
}

/** Whether this figure itself stands on a power-side glyph with this letter. */
export function onGlyph(s: HsState, f: FigureState, letter: string): boolean {
  return s.glyphs.some((g) => g.side === 'power' && g.letter === letter && standsOn(f, g));
}

/** The figures standing on power-side glyphs with this letter, in figure order. */
export function figuresOnGlyph(s: HsState, letter: string): FigureState[] {
  const out: FigureState[] = [];
  for (const g of s.glyphs) {
    if (g.side !== 'power' || g.letter !== letter) continue;
    for (const f of s.figures) if (standsOn(f, g) && !out.includes(f)) out.push(f);
  }
  return out;
}
