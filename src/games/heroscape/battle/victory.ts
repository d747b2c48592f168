/**
 * Victory and scoring.
 * Rulebook: heroscape-master-game-guide — "ENDING THE BATTLE" ("Winning: Victory conditions are
 * checked at the end of each turn, after all end-of-turn abilities are completed"), "SCORING" (each
 * player scores the full points of each Army Card with figures still on the battlefield), "Team
 * Play" ("Team scoring": each team scores the full points of each of its Army Cards with figures
 * still on the battlefield; the team works toward a common goal, so it wins or loses together).
 *
 * The victory condition is the first-time scenario's: the last side (player, or team) with figures
 * on the battlefield wins. When the agreed round limit ends the battle, the higher score wins (equal
 * scores: a draw).
 */
import { tell, type HsCtx } from './events.js';
import { objectiveAtRoundEnd, objectiveAtTurnEnd } from './objectives.js';
import { boardOf, figuresOfCard, friendly, sideName, teamOf, teammates, type HsState } from './state.js';

export function scores(state: HsState): number[] {
  const out = Array.from({ length: state.core.players }, () => 0);
  state.cards.forEach((c, i) => {
    if (figuresOfCard(state, i).length > 0) out[c.owner]! += c.card.points;
  });
  return out;
}

/** "Team scoring": each player's team's score (the sum of its players' scores). */
export function teamScores(state: HsState): number[] {
  const each = scores(state);
  return each.map((_, p) => teammates(state, p).reduce((sum, q) => sum + each[q]!, 0));
}

function finish(ctx: HsCtx, winner: number | null, reason: string): void {
  const s = ctx.state;
  const won = (p: number): boolean => winner !== null && friendly(s, p, winner);
  const team = s.teams && winner !== null ? { winners: teammates(s, winner), teamScores: teamScores(s) } : s.teams ? { teamScores: teamScores(s) } : {};
  tell(ctx, 'GameWon', { winner, reason, scores: scores(s), ...team });
  ctx.end(
    Array.from({ length: s.core.players }, (_, p) => (winner === null ? 0 : won(p) ? 1 : -1)),
    reason,
  );
}

/** Checked at the end of every turn: the battle ends when at most one side has figures left. */
export function checkVictory(ctx: HsCtx): void {
  const s = ctx.state;
  if (s.objective) {
    const v = objectiveAtTurnEnd(s, boardOf(s), s.objective);
    if (v) finish(ctx, v.winner, v.reason);
    return;
  }
  // Asked after every turn: plain loops, no arrays or set (they showed in the profiles of random battles).
  // `first`: the first player with a figure standing; `sides`: how many sides stand (counted to 2 at most).
  let first = -1;
  let sides = 0;
  for (let p = 0; p < s.core.players && sides < 2; p++) {
    if (!hasStanding(s, p)) continue;
    if (first < 0) {
      first = p;
      sides = 1;
    } else if (teamOf(s, p) !== teamOf(s, first)) sides = 2;
  }
  if (sides === 1) finish(ctx, first, `${sideName(s, first)} destroyed every enemy figure`);
  else if (sides === 0) finish(ctx, null, 'no figure is left on the battlefield');
}

/** Whether player `p` has a figure not destroyed. */
function hasStanding(s: HsState, p: number): boolean {
  for (const f of s.figures) if (f.owner === p && !f.destroyed) return true;
  return false;
}

/** A scenario's objective checked at the end of a round; true when it ended the battle. */
export function roundObjective(ctx: HsCtx): boolean {
  const o = ctx.state.objective;
  if (!o) return false;
  const v = objectiveAtRoundEnd(ctx.state, o);
  if (v) finish(ctx, v.winner, v.reason);
  return v !== null;
}

/** "SCORING" ("Team scoring" in a team game): the round limit is reached; the most points on the battlefield wins. */
export function scoreBattle(ctx: HsCtx): void {
  const s = ctx.state;
  const sc = teamScores(s);
  // One entry per side: its lowest seat (every player alone without teams).
  const sides = sc.flatMap((v, p) => (teamOf(s, p) === p ? [[p, v] as const] : []));
  const best = Math.max(...sides.map(([, v]) => v));
  const leaders = sides.filter(([, v]) => v === best);
  const text = sides.map(([p, v]) => `${sideName(s, p)} ${v}`).join(', ');
  if (leaders.length === 1) finish(ctx, leaders[0]![0], `round limit reached; scores: ${text}`);
  else finish(ctx, null, `round limit reached with equal scores: ${text}`);
}
