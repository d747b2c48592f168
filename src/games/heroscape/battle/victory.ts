/**
 * Victory and scoring.
 * Rulebook: heroscape-master-game-guide — "ENDING THE BATTLE" ("Winning: Victory conditions are
 * checked at the end of each turn, after all end-of-turn abilities are completed"), "SCORING" (each
 * player scores the full points of each Army Card with figures still on the battlefield).
 *
 * The victory condition is the first-time scenario's: the last player with figures on the
 * battlefield wins. When the agreed round limit ends the battle, the higher score wins (equal
 * scores: a draw).
 */
import { tell, type HsCtx } from './events.js';
import { objectiveAtRoundEnd, objectiveAtTurnEnd } from './objectives.js';
import { boardOf, figuresOfCard, type HsState } from './state.js';

export function scores(state: HsState): number[] {
  const out = Array.from({ length: state.core.players }, () => 0);
  state.cards.forEach((c, i) => {
    if (figuresOfCard(state, i).length > 0) out[c.owner]! += c.card.points;
  });
  return out;
}

function finish(ctx: HsCtx, winner: number | null, reason: string): void {
  const s = ctx.state;
  tell(ctx, 'GameWon', { winner, reason, scores: scores(s) });
  ctx.end(
    Array.from({ length: s.core.players }, (_, p) => (winner === null ? 0 : p === winner ? 1 : -1)),
    reason,
  );
}

/** Checked at the end of every turn: the battle ends when at most one player has figures left. */
export function checkVictory(ctx: HsCtx): void {
  const s = ctx.state;
  if (s.objective) {
    const v = objectiveAtTurnEnd(s, boardOf(s), s.objective);
    if (v) finish(ctx, v.winner, v.reason);
    return;
  }
  const standing = Array.from({ length: s.core.players }, (_, p) => p).filter((p) => s.figures.some((f) => f.owner === p && !f.destroyed));
  if (standing.length === 1) finish(ctx, standing[0] as number, `${s.names[standing[0] as number]} destroyed every enemy figure`);
  else if (standing.length === 0) finish(ctx, null, 'no figure is left on the battlefield');
}

/** A scenario's objective checked at the end of a round; true when it ended the battle. */
export function roundObjective(ctx: HsCtx): boolean {
  const o = ctx.state.objective;
  if (!o) return false;
  const v = objectiveAtRoundEnd(ctx.state, o);
  if (v) finish(ctx, v.winner, v.reason);
  return v !== null;
}

/** "SCORING": the round limit is reached; the most points on the battlefield wins. */
export function scoreBattle(ctx: HsCtx): void {
  const sc = scores(ctx.state);
  const best = Math.max(...sc);
  const leaders = sc.flatMap((v, p) => (v === best ? [p] : []));
  const text = sc.map((v, p) => `${ctx.state.names[p]} ${v}`).join(', ');
  if (leaders.length === 1) finish(ctx, leaders[0] as number, `round limit reached; scores: ${text}`);
  else finish(ctx, null, `round limit reached with equal scores: ${text}`);
}
