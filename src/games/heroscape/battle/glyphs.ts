/**
 * Glyphs: the power and symbol sides, the permanent glyphs' effects while a figure stands on them,
 * and the temporary glyphs' effects when a figure stops on them (the list is `glyph-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Glyphs" (placed power-side or symbol-side up as the
 * scenario says; a figure moving onto a symbol-side glyph stops and turns it power-side up, its
 * powers take effect at once; any figure landing on a glyph stops — the battlefield's move search
 * does that), "Permanent Glyphs" (in effect while a figure stands on it; the Glyph of Brandar is an
 * artifact), "Temporary Glyphs" (follow its rules once, then remove it from the game), "Special
 * Powers" → "Special Attacks" (never modified by glyphs: the attack dice query is asked for normal
 * attacks only).
 */
import { CANCEL, type EffectHandler, type EffectInstance } from '../../../core/index.js';
import type { Board } from '../board.js';
import { figuresAdjacent } from '../engagement.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import { claimDoor } from './door-attack.js';
import { GLYPHS } from './glyph-list.js';
import { holdsGlyph, onGlyph } from './glyph-holders.js';
import { rollD20 } from './d20.js';
import { sturla } from './glyphs-sturla.js';
import { oreld } from './glyphs-oreld.js';
import { trapped } from './glyphs-proftaka.js';
import { BELT_DICE, belted, ELIXIR_MOVE, sped } from './treasure-use.js';
import { carries, offerTreasure, treasureAttackDice, treasureDefenseDice } from './treasure-glyphs.js';
import { loseTreasures } from './treasure-losing.js';
import { invisible } from './treasure-cloak.js';
import { objectTreasureDice } from './glyphs-object-dice.js';
import { boardOf, cardOf, figureById, figureName, living, placedOf, type FigureState, type GlyphInPlay, type GlyphSide, type HsState } from './state.js';
import { destroyFigure } from './wounds.js';

export { GLYPHS, type GlyphRule } from './glyph-list.js';

/** The non-treasure glyphs of the compiled battlefield, with `side` up (or the side `sides` gives their letter). */
export function glyphsOf(board: Board, side: GlyphSide, sides: Readonly<Record<string, GlyphSide>> = {}): GlyphInPlay[] {
  const out: GlyphInPlay[] = [];
  board.spGlyph.forEach((g, space) => {
    if (!g || g.treasure) return;
    const letter = g.letter.toUpperCase();
    out.push({ space, letter, side: sides[letter] ?? side });
  });
  return out;
}

export { holdsGlyph };

const owns = (s: HsState, figure: string, letter: string): boolean => s.glyphs.length > 0 && holdsGlyph(s, figureById(s, figure).owner, letter);

/** Unique or Uncommon: "Uncommon figures are considered Unique for all special powers and Glyphs" ("Treasure Glyphs"). */
export const isUnique = (s: HsState, f: FigureState): boolean => cardOf(s, f).card.rarity !== 'common';

/** "Temporary Glyphs": follow the glyph's rules once, then remove it from the game. */
function useTemporary(ctx: HsCtx, f: FigureState, g: GlyphInPlay): void {
  const s = ctx.state;
  s.glyphs.splice(s.glyphs.indexOf(g), 1);
  const name = GLYPHS[g.letter]?.name ?? g.letter;
  if (g.letter === 'K') {
    // Healer: a Hero's wound markers all go; a Squad figure gains nothing.
    const healed = cardOf(s, f).card.kind === 'hero' ? f.wounds : 0;
    f.wounds -= healed;
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: healed > 0 ? `${figureName(s, f)} loses ${healed} wound markers` : 'nothing happens' });
  } else if (g.letter === 'M') {
    // Massive Curse: each player rolls for each of their own figures on the battlefield, the mover's owner first.
    const n = s.core.players;
    const lost: string[] = [];
    for (let k = 0; k < n; k++) {
      const p = (f.owner + k) % n;
      for (const x of living(s).filter((y) => y.owner === p)) {
        const d20 = rollD20(ctx, p);
        if (d20 <= 1) {
          lost.push(x.id);
          destroyFigure(ctx, x.id, 'the Glyph of Mitonsoul');
        }
      }
    }
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: lost.length > 0 ? `destroyed: ${lost.join(', ')}` : 'every figure survives' });
  } else if (g.letter === 'E') {
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: 'a figure is summoned next to the glyph' });
    ctx.push({ kind: 'glyph', action: 'erland', player: f.owner, figure: f.id, space: g.space });
  } else if (g.letter === 'S') {
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: sturla(ctx, f) });
  } else if (g.letter === 'N') {
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: "its player may choose an opponent's Unique Army Card to negate" });
    ctx.push({ kind: 'glyph', action: 'nilrend', player: f.owner, figure: f.id, space: g.space });
  } else if (g.letter === 'O') {
    ctx.emit('GlyphUsed', { glyph: name, figure: f.id, note: oreld(ctx, f) });
  }
}

/**
 * A figure ended a move: a symbol-side glyph under its leading half turns power-side up, a temporary
 * glyph there is used; a treasure glyph under it may be tried, and a carried one dropped; on
 * Doorway Space #4 it takes the Door Card for its player.
 */
export function landOnGlyph(ctx: HsCtx, f: FigureState): void {
  const s = ctx.state;
  const g = s.glyphs.find((x) => x.space === f.head);
  if (g) {
    if (g.side === 'symbol') {
      g.side = 'power';
      const at = boardOf(s).hexOf(g.space);
      tell(ctx, 'GlyphRevealed', { figure: f.id, letter: g.letter, name: GLYPHS[g.letter]?.name ?? g.letter, q: at.q, r: at.r });
    }
    if (GLYPHS[g.letter]?.kind === 'temporary' && GLYPHS[g.letter]?.enforced) useTemporary(ctx, f, g);
  }
  if (s.treasures && !f.destroyed) offerTreasure(ctx, f);
  // "Control of the Door" passes to a new player ending a move on Doorway Space #4.
  if (s.map.doors.length > 0 && !f.destroyed) claimDoor(ctx, f);
}

/** Thorian: an opponent's figure must be next to the defender to attack it with a normal attack. */
function thorianAllows(s: HsState, attacker: string, defender: string): boolean {
  const d = figureById(s, defender);
  if (!holdsGlyph(s, d.owner, 'T')) return true;
  const a = figureById(s, attacker);
  if (a.owner === d.owner) return true;
  return figuresAdjacent(boardOf(s), placedOf(s, a), placedOf(s, d)).adjacent;
}

export const GLYPH_RULES = 'glyph-rules';

/** The permanent glyphs' effects and the carried treasure glyphs' powers, as one rule effect. */
export const glyphRules: EffectHandler<HsState, HsQueries, HsCtx, HsEvents> = {
  queries: {
    attackDice: {
      tier: 0,
      modify: (dice, args, s) => {
        let n = dice;
        if (s.glyphs.length > 0) {
          const a = figureById(s, args.attacker);
          if (holdsGlyph(s, a.owner, 'A')) n += 1;
          if (holdsGlyph(s, a.owner, 'C') && !isUnique(s, a)) n += 1;
          if (holdsGlyph(s, a.owner, 'U') && isUnique(s, a)) n += 1;
        }
        if (!s.treasures) return n;
        // The Belt of Giant Strength used this turn (treasure-use.ts).
        const belt = s.treasureBoosts && belted(s, args.attacker) ? BELT_DICE : 0;
        // The Door has no size and is no Undead: of the carried glyphs only the Heroic Rune adds a die (glyphs-object-dice.ts).
        if (args.door !== undefined) return n + belt + objectTreasureDice(s, args.attacker);
        return n + belt + treasureAttackDice(s, args.attacker, args.defender);
      },
    },
    defenseDice: {
      tier: 0,
      modify: (dice, args, s) => {
        let n = dice;
        if (s.glyphs.length > 0) {
          const owner = figureById(s, args.defender).owner;
          if (holdsGlyph(s, owner, 'G')) n += 1;
          if (holdsGlyph(s, owner, 'J')) n += 2;
        }
        return s.treasures ? n + treasureDefenseDice(s, args.attacker, args.defender) : n;
      },
    },
    attackRange: {
      tier: 0,
      modify: (range, args, s) => (range >= 4 && owns(s, args.figure, 'I') && cardOf(s, figureById(s, args.figure)).card.range >= 4 ? range + 4 : range),
    },
    // Valda: "do not use this power when moving off of the Glyph" — the figure standing on it moves as printed.
    moveNumber: {
      tier: 0,
      modify: (move, args, s) => {
        // The Elixir of Speed drunk this turn (treasure-use.ts).
        const m = s.treasureBoosts && sped(s, args.figure) ? move + ELIXIR_MOVE : move;
        if (s.glyphs.length === 0) return m;
        const f = figureById(s, args.figure);
        // Proftaka: a trapped figure does not move off its space.
        if (trapped(s, f)) return 0;
        return holdsGlyph(s, f.owner, 'V') && !onGlyph(s, f, 'V') ? m + 2 : m;
      },
    },
    initiative: { tier: 0, modify: (bonus, args, s) => (s.glyphs.length > 0 && holdsGlyph(s, args.player, 'D') ? bonus + 8 : bonus) },
    mayTarget: { tier: 0, modify: (may, args, s) => (may && s.glyphs.length > 0 ? thorianAllows(s, args.attacker, args.defender) : may) },
  },
  on: {
    // Brooch of Shielding: its carrier is never attacked when leaving an engagement.
    LeaveEngagement: {
      run(ctx, _effect, p) {
        if (ctx.state.treasures && carries(ctx.state, p.mover, 'brooch-of-shielding')) return CANCEL;
        // Cloak of Invisibility: no leaving-engagement attack while invisible (treasure-cloak.ts).
        if (ctx.state.treasureBoosts && invisible(ctx.state, p.mover)) return CANCEL;
        return undefined;
      },
    },
    // "Losing Treasure Glyphs": a destroyed carrier leaves its treasure glyphs where it stood.
    Destroyed: {
      run(ctx, _effect, p) {
        if (ctx.state.treasures) loseTreasures(ctx, figureById(ctx.state, p.figure));
        return undefined;
      },
    },
  },
};

export const GLYPH_RULE_EFFECT: EffectInstance = { id: -100, name: GLYPH_RULES, handler: GLYPH_RULES, owner: -1, params: {} };
