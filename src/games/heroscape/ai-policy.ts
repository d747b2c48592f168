// A Heroscape rule of thumb for the AI's play-outs (heuristics.ts `policy`, mcts `policy=1`,
// `quiet`): "advance and attack the weakest reachable enemy". Implements no rule; reads the turn as
// heroscape-master-game-guide describes it ("TAKING A TURN": move the card's figures, then attack;
// "Leaving an engagement": the engaged enemy may attack with one die).
import type { RawDecision, Rng } from '../../core/index.js';
import { spaceDistance } from './board.js';
import { attackWorth } from './ai-threat.js';
import { destinationAt, destinationCount, moveRange } from './movement.js';
import { boardOf, cardOf, figureById, friendly, placedOf, type FigureState, type HsState } from './battle/state.js';
import type { PlacedFigure } from './figures.js';

const ALIVE_SHARE = 0.4;
const PASS = 'pass';
const DONE = 'done';
const END_ATTACKS = 'end';

/** What `a` attacking `e` is expected to take off `e`'s worth (the evaluation's points). */
function worthOf(s: HsState, a: FigureState, e: FigureState): number {
  const ca = cardOf(s, a).card;
  const ce = cardOf(s, e).card;
  return attackWorth(ca.attack, ce.defense, ce.points / ce.figures, ce.life, ce.life - e.wounds, ALIVE_SHARE);
}

/** The enemy `f` would most like to hit: the best expected worth, nearer ones first among equals. */
function targetOf(s: HsState, f: FigureState): FigureState | null {
  const board = boardOf(s);
  let best: FigureState | null = null;
  let bestScore = -Infinity;
  for (const e of s.figures) {
    if (e.destroyed || e.head < 0 || friendly(s, e.owner, f.owner)) continue;
    const score = worthOf(s, f, e) - 0.01 * spaceDistance(board, f.head, e.head);
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

/**
 * The destinations' head spaces, in the order the destination question offers them (`to:0` is the
 * option after Stay). Worked out here with the battlefield's move search and the card's Move rather
 * than by wording the question (which costs ten times more); a power that changes the move (Ghost
 * Walk, the Elixir of Speed) may make the lists differ, and then the play-out simply goes elsewhere.
 */
function headsOf(s: HsState, f: FigureState): number[] {
  const others: PlacedFigure[] = [];
  for (const o of s.figures) if (o.id !== f.id && !o.destroyed && o.head >= 0) others.push(placedOf(s, o));
  const range = moveRange(boardOf(s), placedOf(s, f), others, { move: cardOf(s, f).card.move });
  const n = destinationCount(range);
  const heads: number[] = [];
  for (let i = 0; i < n; i++) heads.push(destinationAt(range, i)?.head ?? -1);
  return heads;
}

/** Moves to within reach of the target: a melee figure next to it, a ranged one as far as its range allows. */
function destination(s: HsState, d: RawDecision, figure: string): number {
  const f = figureById(s, figure);
  const target = targetOf(s, f);
  if (!target) return 0;
  const board = boardOf(s);
  const range = cardOf(s, f).card.range;
  const score = (head: number): number => {
    const dist = spaceDistance(board, head, target.head);
    return dist <= range ? (range > 1 ? dist : 0) : -10 * (dist - range);
  };
  let best = 0;
  let bestScore = score(f.head);
  const heads = headsOf(s, f);
  for (let i = 1; i < d.options.length; i++) {
    const head = d.options[i]?.id === `to:${i - 1}` ? (heads[i - 1] ?? -1) : -1;
    if (head < 0) continue;
    const v = score(head);
    if (v > bestScore) {
      bestScore = v;
      best = i;
    }
  }
  return best;
}

function policy(s: HsState, d: RawDecision, rng: Rng): number {
  const ids = d.options.map((o) => o.id);
  switch (d.kind) {
    case 'choose-mover': {
      // Every figure of the card moves; the treasure and Door options are left to the search.
      const i = ids.findIndex((id) => id.startsWith('fig:'));
      return i >= 0 ? i : Math.max(0, ids.indexOf(DONE));
    }
    case 'choose-destination': {
      const step = s.core.stack[s.core.stack.length - 1];
      const figure = step && 'figure' in step && typeof step.figure === 'string' ? step.figure : null;
      return figure ? destination(s, d, figure) : 0;
    }
    case 'choose-attack': {
      let best = Math.max(0, ids.indexOf(END_ATTACKS));
      let bestWorth = 0;
      ids.forEach((id, i) => {
        const [a, e] = id.split('>');
        if (!a || !e) return;
        const attacker = figureById(s, a);
        const defender = figureById(s, e);
        // A friendly figure may be attacked ("ATTACKING"), but it is never worth it here.
        if (friendly(s, attacker.owner, defender.owner)) return;
        const w = worthOf(s, attacker, defender);
        if (w > bestWorth) {
          bestWorth = w;
          best = i;
        }
      });
      return best;
    }
    default: {
      // A leaving-engagement attack costs nothing: take it.
      const other = ids.findIndex((id) => id !== PASS);
      return ids.includes(PASS) && other >= 0 ? other : rng.int(0, ids.length - 1);
    }
  }
}

/** No turn half-way through: the card's figures have moved and attacked, or the round is between turns. */
const quiet = (s: HsState): boolean => s.turn === null;

export const heroscapePolicy = { policy, quiet };
