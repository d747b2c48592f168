// The Dice Masters knowledge of the AI players (src/ai): a position evaluation and the
// determinization hook. Implements no rule; reads the state as dice-masters-battle-for-faerun
// describes it ("PLAY AREAS", "DICE", "ENERGY AND COSTS", "ATTACKING AND BLOCKING").
// Typed structurally (no import from src/ai): games sit below the AI layer.
import type { Rng } from '../../core/index.js';
import { attack, cardOf, defense, faceOf } from './rules/dice.js';
import type { DmState } from './types.js';

/**
 * Weights, in points of life: life is what wins the game; a fielded character is worth about a
 * quarter point per point of attack plus remaining defense and a little more per point of attack
 * (it attacks and blocks every turn it survives); an unblocked attacker most of its attack; a bought
 * die a share of its purchase cost (dice economy keeps paying off); energy in reserve a little less
 * than what it buys, so that spending it looks better than keeping it.
 */
const W = {
  fieldStat: 0.25,
  fieldAttack: 0.15,
  unblockedThreat: 0.6,
  reserveChar: 0.1,
  energy: 0.12,
  prepDie: 0.2,
  boughtCostPoint: 0.3,
  squash: 1.5,
} as const;

/** Dice whose face the players see (observe.ts shows faces only in these zones). */
const SHOWING = new Set(['reserve', 'field', 'attack', 'captured']);

/** One player's material, in points of life. */
function side(s: DmState, p: number): number {
  let v = 0;
  for (const d of s.dice) {
    if (d.owner !== p) continue;
    switch (d.zone) {
      case 'field':
      case 'attack': {
        const a = attack(s, d);
        v += W.fieldStat * (a + Math.max(0, defense(s, d) - d.damage)) + W.fieldAttack * a;
        if (d.zone === 'attack' && !d.blocked) v += W.unblockedThreat * a;
        break;
      }
      case 'reserve': {
        const f = faceOf(s, d);
        if (f.t === 'char') v += W.reserveChar * (f.a + f.d);
        else if (f.t === 'energy' || f.t === 'generic') v += W.energy * f.n;
        else if (f.t === 'wild') v += W.energy;
        break;
      }
      case 'prep':
        v += W.prepDie;
        break;
      default:
        break;
    }
    if (d.zone !== 'supply' && d.zone !== 'out') {
      const card = cardOf(s, d);
      if (card.key !== 'npc') v += W.boughtCostPoint * card.cost;
    }
  }
  return v;
}

export const dicemastersHeuristics = {
  evaluate(s: DmState, player: number): number {
    const me = s.players[player];
    const them = s.players[1 - player];
    if (!me || !them) return 0;
    const start = me.startLife || 10;
    return Math.tanh((W.squash * (me.life - them.life + side(s, player) - side(s, 1 - player))) / start);
  },
  /**
   * What a player cannot see of the other's dice is only which face lies uppermost in the bag,
   * prep area and used pile (observe.ts hides it; the dice are rolled before those faces matter)
   * and the draw order, which is the engine RNG (re-seeded by the caller). Faces are set to a fixed
   * one so that the real hidden faces cannot influence a search.
   */
  determinize(s: DmState, _player: number, _rng: Rng): void {
    for (const d of s.dice) if (!SHOWING.has(d.zone)) d.face = 0;
  },
  /**
   * mcts: 100 iterations with leaves scored at once. Random rollouts, greedy leaf play-outs and more
   * iterations (up to 300) measured no better against greedy over 40-game duplicate matches (all
   * within 42–53%), and cost more; see docs/ai.md.
   */
  defaults: { mcts: { it: 100 } },
  scores: (s: DmState) => ({ life: s.players.map((p) => p.life) }),
};
