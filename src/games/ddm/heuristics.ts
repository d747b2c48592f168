// The DDM knowledge of the AI players (src/ai): a position evaluation. Implements no rule; reads the
// state as ddm-battle-rules-2011 describes it ("Assault": victory points for destroyed creatures and
// victory areas; "Hit Points"). DDM hides nothing but the dice, so there is no determinize hook:
// the AI re-seeds the engine RNG of its copies itself. No clone here: the AI copies with the game's
// own clone (game.ts), which shares the card data, the maps and the open question. Typed
// structurally (no import from src/ai).
import { areaAward, occupiers } from './rules/assault.js';
import { onMap } from './rules/common.js';
import type { DdmState } from './state.js';

/**
 * Everything in victory points: points scored; each creature still alive is worth its cost (what the
 * opponent would score for destroying it), a part of it scaled by its remaining hit points; holding a
 * victory area most of a round's award; and a little for creatures within striking distance of an
 * enemy (the squares they threaten), so that a warband closes in rather than waits.
 */
const W = { aliveShare: 0.3, areaShare: 0.8, threatShare: 0.05, squash: 2.5 } as const;

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
      let near = Infinity;
      for (const e of live) {
        if (e.owner === c.owner || !e.pos) continue;
        near = Math.min(near, Math.max(Math.abs(e.pos.x - pos.x), Math.abs(e.pos.y - pos.y)));
      }
      if (near <= speed + 1) diff += (c.owner === player ? 1 : -1) * W.threatShare * (s.cards[c.card]?.cost ?? 0);
    }
    const occ = occupiers(s);
    diff += W.areaShare * areaAward(s.points) * ((occ[player] ? 1 : 0) - (occ[1 - player] ? 1 : 0));
    return Math.tanh((W.squash * diff) / target);
  },
  /**
   * Trying a DDM move is costly (each try re-enumerates the next decision: reachable squares, lines
   * of sight), and a turn offers up to hundreds of destinations: greedy tries a sample of 8 options
   * and does not play its own follow-up sub-decisions ahead; mcts searches a sample of 8 options
   * (seeded with greedy's one-ply values) with 16 iterations.
   */
  defaults: { greedy: { chain: 0, max: 8 }, mcts: { it: 16, pmax: 8, pchain: 0 } },
  scores: (s: DdmState) => ({ vp: s.vp }),
};
