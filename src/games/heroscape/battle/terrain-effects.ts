/**
 * The terrain effects the battlefield module leaves to the battle engine.
 * Rulebook: heroscape-master-game-guide — "Molten Lava" (moving onto it: the d20, 20 survives, 1–19
 * destroyed; the leading half of a double-space figure), "Lava Fields" (at the end of the round, in
 * turn order, each figure still on a lava field space — a double-space figure once — rolls one
 * attack die: a skull is a wound), "Shadows" ("Defending from a shadow space": a small, medium or
 * large figure on at least one shadow space rolls 1 more defense die), "Ticalla and Laur Jungles" →
 * "Attacking figures adjacent to Jungle Pieces with range" (a small, medium or large figure adjacent
 * to a Jungle Piece rolls 1 more defense die against a non-adjacent attacker — never more than one
 * however many pieces, on top of height advantage: Examples 68–70, 72) and "Attacking an adjacent
 * figure" (none against an adjacent attacker: Example 73).
 */
import type { EffectHandler, EffectInstance } from '../../../core/index.js';
import { anySpaceFlagged, SF } from '../board.js';
import { adjacentJunglePieces, figuresAdjacent } from '../engagement.js';
import { rollCombatDice } from './dice.js';
import { rollD20 } from './d20.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import { boardOf, cardOf, figureById, living, placedOf, type FigureState, type HsState } from './state.js';
import { destroyFigure, woundFigure } from './wounds.js';
import { resistsLava } from '../abilities/index.js';

const on = (s: HsState, f: FigureState, flag: number): boolean => {
  const board = boardOf(s);
  return (f.head >= 0 && (board.spFlags[f.head]! & flag) !== 0) || (f.tail >= 0 && (board.spFlags[f.tail]! & flag) !== 0);
};

/** The jungle's die: the defender is next to a Jungle Piece and the attacker is not next to the defender. */
function junglePieceCover(s: HsState, attacker: FigureState, defender: FigureState): boolean {
  if (attacker.id === defender.id || defender.head < 0) return false;
  const board = boardOf(s);
  if (board.map.obstacles.length === 0) return false;
  const d = placedOf(s, defender);
  if (adjacentJunglePieces(board, d).length === 0) return false;
  return attacker.head < 0 || !figuresAdjacent(board, placedOf(s, attacker), d).adjacent;
}

/** A figure's move ended: on molten lava under its leading half it rolls the d20 (20 survives). */
export function moltenLava(ctx: HsCtx, f: FigureState): void {
  const board = boardOf(ctx.state);
  if (f.destroyed || f.head < 0 || (board.spFlags[f.head]! & SF.MOLTEN) === 0) return;
  // Lava Resistant: the card's figures never roll for molten lava damage.
  if (resistsLava(ctx.state, f.card)) return;
  const d20 = rollD20(ctx, f.owner);
  tell(ctx, 'TerrainRoll', { figure: f.id, terrain: 'molten lava', d20, skulls: 0 });
  if (d20 <= 19) destroyFigure(ctx, f.id, 'molten lava');
}

/** End of the round: every figure on a lava field rolls one attack die, players in turn order. */
function lavaFields(ctx: HsCtx): void {
  const s = ctx.state;
  if (!anySpaceFlagged(boardOf(s), SF.LAVA_FIELD)) return;
  const first = s.first ?? 0;
  for (let k = 0; k < s.core.players; k++) {
    const player = (first + k) % s.core.players;
    // Lava Resistant: the card's figures never roll for lava field damage.
    for (const f of living(s).filter((x) => x.owner === player && on(s, x, SF.LAVA_FIELD) && !resistsLava(s, x.card))) {
      const [face] = rollCombatDice(ctx, 1);
      const skulls = face === 'skull' ? 1 : 0;
      tell(ctx, 'TerrainRoll', { figure: f.id, terrain: 'lava field', d20: null, skulls });
      woundFigure(ctx, f.id, skulls, 'a lava field');
    }
  }
}

export const TERRAIN_RULES = 'terrain-rules';

export const terrainRules: EffectHandler<HsState, HsQueries, HsCtx, HsEvents> = {
  queries: {
    defenseDice: {
      tier: 0,
      modify(dice, args, s) {
        const d = figureById(s, args.defender);
        if (cardOf(s, d).card.size === 'huge') return dice;
        const shadow = on(s, d, SF.SHADOW) ? 1 : 0;
        const jungle = junglePieceCover(s, figureById(s, args.attacker), d) ? 1 : 0;
        return dice + shadow + jungle;
      },
    },
  },
  on: {
    EndOfRound: {
      run(ctx) {
        lavaFields(ctx);
      },
    },
  },
};

export const TERRAIN_RULE_EFFECT: EffectInstance = { id: -101, name: TERRAIN_RULES, handler: TERRAIN_RULES, owner: -1, params: {} };
