/**
 * Stealth Leap (Shaolin Monks) and Stealth Leap 25 (Master Win Chiu Woo): instead of its normal
 * move, the figure may leap with a Move of 3, counting spaces without elevations, over water,
 * figures (without becoming engaged) and obstacles, no more than 12 (25) levels up or down in one
 * leap; engaged when it starts, it takes no leaving-engagement attack. One rule, the levels a
 * parameter. Grapple Arm (Sgt. Drake Alexander (2)) is the same move with a Move of 4, no more than
 * 45 levels up or down, and the leaving-engagement attacks taken when it starts engaged.
 * Rulebook: heroscape-master-game-guide — "Flying" (the same counting: spaces without elevations,
 * over water, figures and obstacles), "Glyphs" (a figure moving onto one stops there), "ENGAGEMENT
 * AND ADJACENCY RULES" → "Leaving an engagement"; the powers' texts are on the cards.
 *
 * How: offered at the figure's destination question as moves of their own (`extraMoves`): the
 * battlefield's flight search with a Move of 3, kept to the landings within the levels, walked as a
 * one-step move with no leaving-engagement attack and no fall (it leaps, it does not fall). It is a
 * move: it ends on its landing as any move does (`Moved`, a glyph there, molten lava).
 * Our readings: the leap's Move is 3 whatever adds to the figure's Move number (the text gives the
 * leap its own number); no fall is rolled, as for a flyer's landing.
 */
import { destinationAt, destinationCount, moveRange } from '../movement.js';
import { boardOf, livingPlaced, placedOf, whereIs } from '../battle/state.js';
import type { Ability, ExtraMove } from './ability.js';

export const LEAP_MOVE = 3;

export const GRAPPLE_ARM_MOVE = 4;

/** The move; `swipes`: whether a figure engaged when it starts takes the leaving-engagement attacks. */
function stealthLeap(name: string, levels: number, move = LEAP_MOVE, swipes = false): Ability {
  const verb = swipes ? 'move' : 'leap';
  return {
    name,
    text: `Instead of its normal move, this figure may ${verb} with a Move of ${move}, counting spaces as a flyer does (over water, figures and obstacles, without becoming engaged on the way), no more than ${levels} levels up or down; engaged, it takes ${swipes ? 'any' : 'no'} leaving-engagement attacks.`,
    handler: {},
    extraMoves(ctx, f) {
      const s = ctx.state;
      if (f.head < 0) return [];
      const board = boardOf(s);
      const me = placedOf(s, f);
      const range = moveRange(
        board,
        { ...me, flying: true },
        livingPlaced(s).filter((o) => o.id !== f.id),
        { mode: 'fly', move },
      );
      const level = board.spLevel[f.head]!;
      // A power of another card may let the figure leap farther up or down (Master's Influence).
      const most = ctx.query('leapLevels', levels, { figure: f.id });
      const out: ExtraMove[] = [];
      const n = destinationCount(range);
      for (let i = 0; i < n; i++) {
        const d = destinationAt(range, i)!;
        if (Math.abs(board.spLevel[d.head]! - level) > most) continue;
        const at = whereIs(board, d.head);
        out.push({
          label: `${name} to (${at.q}, ${at.r}), level ${at.level}`,
          path: [
            [f.head, f.tail],
            [d.head, d.tail],
          ],
          // Without `swipes` every engagement the move leaves gives its attack (ability.ts ExtraMove).
          ...(swipes ? {} : { swipes: [] }),
          payload: { q: at.q, r: at.r, level: at.level },
        });
      }
      return out;
    },
  };
}

export const stealthLeapAbility = stealthLeap('Stealth Leap', 12);
export const stealthLeap25 = stealthLeap('Stealth Leap 25', 25);
export const grappleArm = stealthLeap('Grapple Arm', 45, GRAPPLE_ARM_MOVE, true);
