// The Heroscape knowledge of the AI players (src/ai): a position evaluation and the resampling of
// the opponent's hidden order markers. Implements no rule; reads the state as
// heroscape-master-game-guide describes it ("SCORING": the points of the cards with figures left;
// "Life": wounds; "1. PLACE YOUR ORDER MARKERS": what is hidden). Typed structurally (no import
// from src/ai).
import type { Rng } from '../../core/index.js';
import { spaceDistance } from './board.js';
import { boardOf, cardAlive, cardOf, friendly, type FigureState, type HsState, type Marker } from './battle/state.js';
import type { HsStep } from './battle/steps.js';
import { scores } from './battle/victory.js';
import { attackWorth, turnsLeft } from './ai-threat.js';
import { heroscapePolicy } from './ai-policy.js';

/**
 * Points on the battlefield, each figure worth its share of its card's points scaled partly by the
 * Life it has left, plus a little for standing within reach (move + range) of an enemy and, for the
 * evaluating side, for being nearer the nearest enemy, so that an army closes in rather than waits
 * out the round limit. The turns still to come this round are worth something too (tempo): each card
 * with order markers face down is worth, per turn they stand for, a share of the best attack each of
 * its figures could make on an enemy within its reach (the expected loss of that enemy's worth,
 * `ai-threat.ts`; a card's second and third turns count a little less). So markers go to the cards
 * that can hit something, a figure is drawn to where its card's next turn can strike, and standing
 * within reach of an enemy card that still has turns this round costs what it threatens. In a team
 * game a teammate's figures count as the evaluating side's ("Team Play": the team wins or loses
 * together).
 */
const W = { aliveShare: 0.4, reachShare: 0.03, closeShare: 0.02, closeSpan: 24, squash: 2, tempo: 0.5, later: 0.75, farther: 0.5, now: 0.9 } as const;

/**
 * The turn under way ("TAKING A TURN": move, then attack): each figure of its card that has not
 * attacked yet is worth the best attack it can still make this turn — on an enemy within its Move
 * and Range while it may still move, within its Range once it has moved or the attacks have begun.
 * The revealed marker no longer counts as a turn to come, so without this a move into range scored
 * only the danger it runs and not the attack it sets up, and the search stood still while the enemy
 * shot at it round after round. Weighted nearly as an attack made, since its player controls it.
 */
function turnInProgress(s: HsState, live: readonly FigureState[]): { player: number; worth: number } | null {
  const t = s.turn;
  if (!t) return null;
  const board = boardOf(s);
  let moved: readonly string[] | null = null;
  let attacking = false;
  for (let i = s.core.stack.length - 1; i >= 0; i--) {
    const step = s.core.stack[i] as HsStep;
    if (step.kind === 'choose-attack' && step.card === t.card) attacking = true;
    if (step.kind === 'choose-mover' && step.card === t.card) {
      moved = step.moved;
      break;
    }
  }
  const attacked = new Set(t.attacks.map(([a]) => a));
  let worth = 0;
  for (const f of live) {
    if (f.card !== t.card || attacked.has(f.id)) continue;
    const c = cardOf(s, f).card;
    const reach = attacking || (moved !== null && moved.includes(f.id)) ? c.range : c.move + c.range;
    let best = 0;
    for (const e of live) {
      if (friendly(s, e.owner, f.owner) || spaceDistance(board, f.head, e.head) > reach) continue;
      const ce = cardOf(s, e).card;
      best = Math.max(best, attackWorth(c.attack, ce.defense, ce.points / ce.figures, ce.life, ce.life - e.wounds, W.aliveShare));
    }
    worth += best;
  }
  return { player: t.player, worth: W.now * worth };
}

function evaluate(s: HsState, player: number): number {
  const board = boardOf(s);
  let diff = 0;
  let total = 0;
  const live = s.figures.filter((f) => !f.destroyed && f.head >= 0);
  const threat = new Array<number>(s.cards.length).fill(0);
  for (const f of live) {
    const c = cardOf(s, f).card;
    const share = c.points / c.figures;
    total += share;
    const worth = share * (W.aliveShare + ((1 - W.aliveShare) * Math.max(0, c.life - f.wounds)) / c.life);
    let reach = 0;
    let nearest = Infinity;
    let best = 0;
    for (const e of live) {
      if (friendly(s, e.owner, f.owner)) continue;
      const d = spaceDistance(board, f.head, e.head);
      nearest = Math.min(nearest, d);
      if (d <= c.move + c.range) reach = share * W.reachShare;
      // An enemy beyond this turn's reach is a target for a later turn: halved per extra turn of moving.
      const later = d <= c.move + c.range ? 1 : W.farther ** Math.ceil((d - c.range - c.move) / Math.max(1, c.move));
      const ce = cardOf(s, e).card;
      best = Math.max(best, later * attackWorth(c.attack, ce.defense, ce.points / ce.figures, ce.life, ce.life - e.wounds, W.aliveShare));
    }
    threat[f.card] = (threat[f.card] ?? 0) + best;
    // Only the evaluating side's own figures are drawn towards the enemy (a symmetric pull would
    // cancel out): on a large battlefield nothing is in reach at first, and this gives a direction.
    const ours = friendly(s, f.owner, player);
    const close = ours && nearest < Infinity ? share * W.closeShare * (1 - Math.min(nearest, W.closeSpan) / W.closeSpan) : 0;
    diff += (ours ? 1 : -1) * (worth + reach) + close;
  }
  const turns = turnsLeft(
    s.cards.map((c) => c.markers),
    s.cards.map((c) => c.owner),
    (o) => friendly(s, o, player),
  );
  s.cards.forEach((c, i) => {
    const t = turns[i] ?? 0;
    if (t <= 0) return;
    const tempo = W.tempo * (threat[i] ?? 0) * (t <= 1 ? t : 1 + W.later * (t - 1));
    diff += friendly(s, c.owner, player) ? tempo : -tempo;
  });
  const now = turnInProgress(s, live);
  if (now) diff += friendly(s, now.player, player) ? now.worth : -now.worth;
  return Math.tanh((W.squash * diff) / Math.max(1, total));
}

/**
 * The opponent's order markers not yet revealed, set to one fixed assignment that depends only on
 * what the player sees: their numbers, sorted, go to the face-down positions in card order; while
 * markers are still being placed at the same time, the positions are unknown too and the numbers are
 * dealt in turn among the opponent's cards in play. Fixed rather than drawn at random, so that the
 * search agents see the same position in every determinization and can keep the positions reached
 * by moves that roll no dice (mcts caches them and reuses its tree between a turn's sub-decisions).
 * A teammate's markers are seen ("Teammates can look at each other's order markers"), so kept.
 * The `rng` is not used.
 */
function determinize(s: HsState, player: number, _rng: Rng): void {
  for (let o = 0; o < s.core.players; o++) {
    if (friendly(s, o, player)) continue;
    const mine = s.cards.map((c, i) => ({ c, i })).filter(({ c }) => c.owner === o);
    const hidden: Marker[] = mine.flatMap(({ c }) => c.markers).sort();
    if (hidden.length === 0) continue;
    if (s.phase === 'placing' && s.markerPlacement === 'simultaneous') {
      const inPlay = mine.filter(({ i }) => cardAlive(s, i));
      if (inPlay.length === 0) continue;
      for (const { c } of mine) c.markers = [];
      hidden.forEach((m, k) => inPlay[k % inPlay.length]!.c.markers.push(m));
    } else {
      let k = 0;
      for (const { c } of mine) c.markers = c.markers.map(() => hidden[k++]!);
    }
  }
}

export const heroscapeHeuristics = {
  evaluate,
  determinize,
  /**
   * mcts: most of a Heroscape decision's worth is in the dice of the attack that follows it, which
   * greedy judges on one roll; the root prior averages greedy's value over 8 shared dice outcomes
   * and weighs 64 visits, and 100 iterations (small exploration) test the options that look best.
   * 8 rather than 16 outcomes: with the turn under way in the evaluation more follow-ups roll dice,
   * and 16 reached the 1 s budget on a wide move question; 8 played as well in 120 games on equal
   * armies (89 against 91 wins of 120 over greedy). Deeper lookahead (greedy play-outs through the
   * opponent's reply) costs over 1 s a decision on the wide move questions. See docs/heroscape.md,
   * "AI", and docs/ai.md's Heroscape notes.
   */
  defaults: { mcts: { it: 100, c: 0.2, prior: 64, psamples: 8 } },
  policy: heroscapePolicy.policy,
  quiet: heroscapePolicy.quiet,
  scores: (s: HsState) => ({ points: scores(s) }),
};
