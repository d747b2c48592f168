/**
 * Glyphs: our own encoding of the Master Game's glyph list (facts about each glyph's effect, in our
 * words), the power and symbol sides, and the permanent glyphs' effects while a figure stands on
 * them.
 * Rulebook: heroscape-master-game-guide — "Glyphs" (placed power-side or symbol-side up as the
 * scenario says; a figure moving onto a symbol-side glyph stops and turns it power-side up, its
 * powers take effect at once; any figure landing on a glyph stops — the battlefield's move search
 * does that), "Permanent Glyphs" (in effect while a figure stands on it), "Temporary Glyphs"
 * (once, then removed), "Special Powers" → "Special Attacks" (never modified by glyphs: the attack
 * dice query is asked for normal attacks only).
 *
 * Encoded: the five permanent glyphs of the Rise of the Valkyrie set whose effect is a number.
 * Any other glyph (Kelda, Erland, Mitonsoul, Brandar, the treasure glyphs…) only stops a move.
 */
import type { EffectHandler, EffectInstance } from '../../../core/index.js';
import type { Board } from '../board.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import { boardOf, cardOf, figureById, type FigureState, type GlyphInPlay, type GlyphSide, type HsState } from './state.js';

export interface GlyphRule {
  readonly letter: string;
  readonly name: string;
  readonly kind: 'permanent' | 'temporary';
  /** Our words for what it does. */
  readonly text: string;
}

/** The encoded glyphs, by the letter printed on them. */
export const GLYPHS: Readonly<Record<string, GlyphRule>> = {
  A: { letter: 'A', name: 'Astrid', kind: 'permanent', text: 'Attack +1: figures you control roll 1 more attack die in normal attacks.' },
  G: { letter: 'G', name: 'Gerda', kind: 'permanent', text: 'Defense +1: figures you control roll 1 more defense die.' },
  I: { letter: 'I', name: 'Ivor', kind: 'permanent', text: 'Range +4: figures you control with Range 4 or more add 4 to their Range.' },
  V: { letter: 'V', name: 'Valda', kind: 'permanent', text: 'Move +2: figures you control add 2 to their Move.' },
  D: { letter: 'D', name: 'Dagmar', kind: 'permanent', text: 'Initiative +8: add 8 to your initiative rolls.' },
};

/** The non-treasure glyphs of the compiled battlefield, all with `side` up. */
export function glyphsOf(board: Board, side: GlyphSide): GlyphInPlay[] {
  const out: GlyphInPlay[] = [];
  board.spGlyph.forEach((g, space) => {
    if (g && !g.treasure) out.push({ space, letter: g.letter.toUpperCase(), side });
  });
  return out;
}

/** Whether `player` has a figure standing on a power-side glyph with this letter. */
export function holdsGlyph(s: HsState, player: number, letter: string): boolean {
  for (const g of s.glyphs) {
    if (g.side !== 'power' || g.letter !== letter) continue;
    if (s.figures.some((f) => !f.destroyed && f.owner === player && (f.head === g.space || f.tail === g.space))) return true;
  }
  return false;
}

/** A figure ended a move: a symbol-side glyph under its leading half turns power-side up. */
export function landOnGlyph(ctx: HsCtx, f: FigureState): void {
  const g = ctx.state.glyphs.find((x) => x.space === f.head);
  if (!g || g.side === 'power') return;
  g.side = 'power';
  const rule = GLYPHS[g.letter];
  const at = boardOf(ctx.state).hexOf(g.space);
  tell(ctx, 'GlyphRevealed', { figure: f.id, letter: g.letter, name: rule?.name ?? g.letter, q: at.q, r: at.r });
}

const owns = (s: HsState, figure: string, letter: string): boolean => s.glyphs.length > 0 && holdsGlyph(s, figureById(s, figure).owner, letter);

export const GLYPH_RULES = 'glyph-rules';

/** The permanent glyphs' effects, as one rule effect (queries). */
export const glyphRules: EffectHandler<HsState, HsQueries, HsCtx, HsEvents> = {
  queries: {
    attackDice: { tier: 0, modify: (dice, args, s) => (owns(s, args.attacker, 'A') ? dice + 1 : dice) },
    defenseDice: { tier: 0, modify: (dice, args, s) => (owns(s, args.defender, 'G') ? dice + 1 : dice) },
    attackRange: {
      tier: 0,
      modify: (range, args, s) => (range >= 4 && owns(s, args.figure, 'I') && cardOf(s, figureById(s, args.figure)).card.range >= 4 ? range + 4 : range),
    },
    moveNumber: { tier: 0, modify: (move, args, s) => (owns(s, args.figure, 'V') ? move + 2 : move) },
    initiative: { tier: 0, modify: (bonus, args, s) => (s.glyphs.length > 0 && holdsGlyph(s, args.player, 'D') ? bonus + 8 : bonus) },
  },
};

export const GLYPH_RULE_EFFECT: EffectInstance = { id: -100, name: GLYPH_RULES, handler: GLYPH_RULES, owner: -1, params: {} };
