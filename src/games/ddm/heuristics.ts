// The DDM knowledge of the AI players (src/ai): a position evaluation and a scripted policy. Implements no rule; reads the
// state as ddm-battle-rules-2011 describes it ("Assault": victory points for destroyed creatures and
// victory areas; "Hit Points"). DDM hides nothing but the dice, so there is no determinize hook:
// the AI re-seeds the engine RNG of its copies itself. No clone here: the AI copies with the game's
// own clone (game.ts), which shares the card data, the maps and the open question. Typed
// structurally (no import from src/ai).
import type { RawDecision } from '../../core/index.js';
import { areaAward, occupiers } from './rules/assault.js';
import { onMap } from './rules/common.js';
import type { DdmState, Pos } from './state.js';

/**
 * Everything in victory points: points scored; each creature still alive is worth its cost (what the
 * opponent would score for destroying it), a part of it scaled by its remaining hit points; holding a
 * victory area most of a round's award; a little for creatures within striking distance of an
 * enemy (the squares they threaten); and a share of each creature's cost lost the farther it stands
 * from both the nearest enemy and its own nearest victory area, so that a warband closes in rather
 * than waits.
 */
const W = { aliveShare: 0.3, areaShare: 0.8, threatShare: 0.05, approachShare: 0.15, squash: 2.5 } as const;

/** Squares beyond which being farther from the fight or an own victory area costs nothing more. */
const FAR = 16;

export const ddmHeuristics = {
  evaluate(s: DdmState, player: number): number {
    const target = s.points || 200;
    let diff = (s.vp[player] ?? 0) - (s.vp[1 - player] ?? 0);
    const live = s.creatures.filter(onMap);
    for (const c of s.creatures) {
      if (c.destroyed) continue;
      const cost = s.cards[c.card]?.cost ?? 0;
      const worth = cost * (W.aliveShare + (1 - W.aliveShare) * (c.maxHp > 0 ? Math.max(0, c.hp) / c.maxHp : 0));
      diff += c.owner === player ? worth : -worth;
    }
    for (const c of live) {
      const speed = s.cards[c.card]?.speed ?? 6;
      const pos = c.pos;
      if (!pos) continue;
      const cost = s.cards[c.card]?.cost ?? 0;
      const sign = c.owner === player ? 1 : -1;
      const near = nearestEnemy(s, c.owner, pos);
      if (near <= speed + 1) diff += sign * W.threatShare * cost;
      // A creature far from both the enemy and its own victory areas does nothing for its warband:
      // the gradient makes a greedy warband advance rather than shuffle inside its start area.
      const goal = Math.min(near, nearestArea(s, c.owner, pos), FAR);
      diff -= sign * W.approachShare * cost * (goal / FAR);
    }
    const occ = occupiers(s);
    diff += W.areaShare * areaAward(s.points) * ((occ[player] ? 1 : 0) - (occ[1 - player] ? 1 : 0));
    return Math.tanh((W.squash * diff) / target);
  },
  /**
   * Trying a DDM move is costly (each try re-enumerates the next decision: reachable squares, lines
   * of sight), and a turn offers up to hundreds of destinations: greedy tries a sample of 8 options
   * and plays one own follow-up sub-decision ahead (so "attack" is scored after its target is hit,
   * and "move" at the best of 8 sampled squares, rather than both looking like "end turn"); mcts
   * searches a sample of 8 options (seeded with greedy's one-ply values) with 16 iterations.
   */
  policy: advancePolicy,
  defaults: { greedy: { chain: 1, max: 8 }, mcts: { it: 16, pmax: 8, pchain: 0 } },
  scores: (s: DdmState) => ({ vp: s.vp }),
};

const chebyshev = (a: Pos, b: Pos): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/** Squares from `pos` to the nearest enemy of `owner` on the map (Infinity: none). */
function nearestEnemy(s: DdmState, owner: number, pos: Pos): number {
  let near = Infinity;
  for (const e of s.creatures) if (e.owner !== owner && onMap(e) && e.pos) near = Math.min(near, chebyshev(e.pos, pos));
  return near;
}

/** Squares from `pos` to the nearest square of a victory area that scores for `owner`. */
function nearestArea(s: DdmState, owner: number, pos: Pos): number {
  const side = s.side[owner] === 'B' ? 'B' : 'A';
  let near = Infinity;
  for (const region of [...s.map.victoryAreas[side], ...s.map.victoryAreas.AB]) for (const [x, y] of region) near = Math.min(near, chebyshev({ x, y }, pos));
  return near;
}

const payloadPos = (o: unknown): Pos | null => {
  const p = (o as { payload?: { x?: unknown; y?: unknown } }).payload;
  return p && typeof p.x === 'number' && typeof p.y === 'number' ? { x: p.x, y: p.y } : null;
};

/**
 * The scripted "advance and hit the first target" player (the `policy` agent, and mcts play-outs
 * with `policy=1`): attack with the first attack offered, else charge, else move (a double move when
 * offered) to the square nearest an enemy; always the first target, opportunity attacks taken,
 * otherwise the first option. It reads the destination squares from the options' payloads.
 */
function advancePolicy(s: DdmState, d: RawDecision): number {
  const ids = d.options.map((o) => (o as { id: string }).id);
  const first = (pred: (id: string) => boolean): number => ids.findIndex(pred);
  switch (d.kind) {
    case 'choose-action': {
      for (const want of [
        (id: string) => id.startsWith('attack:'),
        (id: string) => id === 'charge',
        (id: string) => id === 'double',
        (id: string) => id === 'move',
      ]) {
        const i = first(want);
        if (i >= 0) return i;
      }
      return 0;
    }
    case 'opportunity-attack':
      return Math.max(
        0,
        first((id) => id !== 'no'),
      );
    case 'choose-destination': {
      const mover = s.turn ? s.creatures[s.turn.creature] : undefined;
      const owner = mover?.owner ?? d.player;
      let best = 0;
      let bestD = Infinity;
      d.options.forEach((o, i) => {
        const pos = payloadPos(o);
        const dist = pos ? nearestEnemy(s, owner, pos) : Infinity;
        if (dist < bestD) {
          bestD = dist;
          best = i;
        }
      });
      return best;
    }
    default:
      return 0;
  }
}
