/**
 * The Glyph of Wannok (Wound, permanent): at the end of every round the player whose figure stands
 * on it rolls the d20: on 1 that figure takes a wound; on 2 or more they choose an opponent, who
 * gives one wound to a figure of their own on the battlefield (the opponent picks which). Facts: the
 * published glyph list (`glyph-list.ts`).
 * Rulebook: heroscape-master-game-guide — "Permanent Glyphs", "ENDING A ROUND".
 *
 * Rolled before the round's other end-of-round effects (`round.ts` runs these steps first), holders
 * in figure order. "You may choose" is always taken (the wound only ever hurts the opponent).
 */
import type { Option } from '../../../core/index.js';
import { rollD20 } from './d20.js';
import type { HsCtx } from './events.js';
import { figuresOnGlyph } from './glyph-holders.js';
import type { HsStep } from './steps.js';
import { figureById, figureName, friendly, living, type HsState } from './state.js';
import { woundFigure } from './wounds.js';

/** The Wannok rolls due at the end of the round, one per figure on the glyph. */
export function wannokSteps(s: HsState): HsStep[] {
  if (s.glyphs.length === 0) return [];
  return figuresOnGlyph(s, 'W').map((f) => ({ kind: 'glyph', action: 'wannok', player: f.owner, figure: f.id, space: f.head }));
}

/** The holder's roll: a wound on the holder, or the opponent's wound to give (a `wannok-wound` step). */
export function wannokRoll(ctx: HsCtx, player: number, figure: string): void {
  const s = ctx.state;
  const f = figureById(s, figure);
  if (f.destroyed) return;
  const d20 = rollD20(ctx, player);
  if (d20 <= 1) {
    ctx.emit('GlyphRoll', { glyph: 'Wannok', figure, d20, note: `${figureName(s, f)} takes a wound` });
    woundFigure(ctx, figure, 1, 'the Glyph of Wannok');
    return;
  }
  const opponent = opponentOf(s, player);
  if (opponent === null) return;
  ctx.emit('GlyphRoll', { glyph: 'Wannok', figure, d20, note: `${s.names[opponent] ?? `player ${opponent}`} must wound a figure of their own` });
  ctx.push({ kind: 'glyph', action: 'wannok-wound', player: opponent, figure, space: -1 });
}

/**
 * The opponent who must give the wound: the first player to the holder's left who is not on the
 * holder's side ("Team Play") and has a figure on the battlefield. With several opponents the guide
 * lets the holder choose; the engine does not ask (docs/heroscape.md "Glyphs").
 */
function opponentOf(s: HsState, player: number): number | null {
  const n = s.core.players;
  for (let k = 1; k < n; k++) {
    const p = (player + k) % n;
    if (!friendly(s, p, player) && living(s).some((x) => x.owner === p)) return p;
  }
  return null;
}

/** The opponent's figures on the battlefield, one of which takes the wound. */
export function wannokWoundOptions(s: HsState, player: number): Option[] {
  return living(s)
    .filter((x) => x.owner === player)
    .map((x) => ({ id: `wound:${x.id}`, label: `Give ${figureName(s, x)} a wound`, payload: { figure: x.id } }));
}

export function wannokWound(ctx: HsCtx, player: number, optionId: string): void {
  const id = optionId.slice('wound:'.length);
  if (!optionId.startsWith('wound:') || !wannokWoundOptions(ctx.state, player).some((o) => o.id === optionId))
    throw new Error(`glyph: ${optionId} is not a figure of player ${player} on the battlefield`);
  woundFigure(ctx, id, 1, 'the Glyph of Wannok');
}
