// The Heroscape knowledge of the AI players (src/ai): a position evaluation and the resampling of
// the opponent's hidden order markers. Implements no rule; reads the state as
// heroscape-master-game-guide describes it ("SCORING": the points of the cards with figures left;
// "Life": wounds; "1. PLACE YOUR ORDER MARKERS": what is hidden). Typed structurally (no import
// from src/ai).
import type { Rng } from '../../core/index.js';
import { spaceDistance } from './board.js';
import { boardOf, cardAlive, cardOf, type HsState, type Marker } from './battle/state.js';
import { scores } from './battle/victory.js';

/**
 * Points on the battlefield, each figure worth its share of its card's points scaled partly by the
 * Life it has left, plus a little for standing within reach (move + range) of an enemy and, for the
 * evaluating side, for being nearer the nearest enemy, so that an army closes in rather than waits
 * out the round limit.
 */
const W = { aliveShare: 0.4, reachShare: 0.03, closeShare: 0.02, closeSpan: 24, squash: 2 } as const;

function evaluate(s: HsState, player: number): number {
  const board = boardOf(s);
  let diff = 0;
  let total = 0;
  const live = s.figures.filter((f) => !f.destroyed && f.head >= 0);
  for (const f of live) {
    const c = cardOf(s, f).card;
    const share = c.points / c.figures;
    total += share;
    const worth = share * (W.aliveShare + ((1 - W.aliveShare) * Math.max(0, c.life - f.wounds)) / c.life);
    let reach = 0;
    let nearest = Infinity;
    for (const e of live) {
      if (e.owner === f.owner) continue;
      const d = spaceDistance(board, f.head, e.head);
      nearest = Math.min(nearest, d);
      if (d <= c.move + c.range) reach = share * W.reachShare;
    }
    // Only the evaluating side's own figures are drawn towards the enemy (a symmetric pull would
    // cancel out): on a large battlefield nothing is in reach at first, and this gives a direction.
    const close = f.owner === player && nearest < Infinity ? share * W.closeShare * (1 - Math.min(nearest, W.closeSpan) / W.closeSpan) : 0;
    diff += (f.owner === player ? 1 : -1) * (worth + reach) + close;
  }
  return Math.tanh((W.squash * diff) / Math.max(1, total));
}

/**
 * The opponent's order markers not yet revealed: their numbers are shuffled among the face-down
 * positions the player can see; while markers are still being placed at the same time, the
 * positions are unknown too and are drawn among the opponent's cards in play. Numbers are sorted first, so the result
 * does not depend on where they really were.
 */
function determinize(s: HsState, player: number, rng: Rng): void {
  for (let o = 0; o < s.core.players; o++) {
    if (o === player) continue;
    const mine = s.cards.map((c, i) => ({ c, i })).filter(({ c }) => c.owner === o);
    const hidden: Marker[] = mine.flatMap(({ c }) => c.markers).sort();
    if (hidden.length === 0) continue;
    rng.shuffle(hidden);
    if (s.phase === 'placing' && s.markerPlacement === 'simultaneous') {
      const inPlay = mine.filter(({ i }) => cardAlive(s, i));
      for (const { c } of mine) c.markers = [];
      for (const m of hidden) inPlay[rng.int(0, inPlay.length - 1)]!.c.markers.push(m);
    } else {
      let k = 0;
      for (const { c } of mine) c.markers = c.markers.map(() => hidden[k++]!);
    }
  }
}

export const heroscapeHeuristics = {
  evaluate,
  determinize,
  scores: (s: HsState) => ({ points: scores(s) }),
};
