/**
 * Normal attacks on any or all adjacent figures, each rolled separately: Whirlwind Assault (Raelin the
 * Kyrie Warrior (2)), Shaolin Assault (Shaolin Monks: each monk) and Master's Assault (Master Win Chiu
 * Woo) — the same words under three names, one module per printed name made by `adjacentAssault`.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" ("Each figure can attack only once … Some
 * figures have special powers that allow them to attack more than once"; each attack its own attack
 * and defense rolls); the powers' texts are on the cards.
 *
 * How: after the figure's first normal attack of the turn (the turn's attacks, `s.turn.attacks`),
 * the `attacksPerTurn` query gives it one more while an opponent's figure adjacent to it has not yet
 * been attacked by it this turn, and `mayTarget` then allows only such figures: each adjacent figure
 * once. Our reading: the extra attacks are on opponents' figures (the figure's first normal attack may
 * target a friend, as any normal attack may, but the power's further attacks are read as aimed at the
 * enemies around it); one attacked, then destroyed, is not counted again.
 */
import { figureById, friendly, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, adjacentFigures, ofEffectCard } from './near.js';

/** The figures `attacker` has attacked with normal attacks this turn. */
function attackedBy(s: HsState, attacker: string): string[] {
  const out: string[] = [];
  for (const [a, d] of s.turn?.attacks ?? []) if (a === attacker) out.push(d);
  return out;
}

export function adjacentAssault(name: string): Ability {
  return {
    name,
    text: 'This figure may attack any or all opponents’ figures adjacent to it, each once, each attack rolled separately.',
    handler: {
      queries: {
        attacksPerTurn: {
          tier: 0,
          modify(n, args, s, effect) {
            if (!ofEffectCard(s, effect, args.figure)) return n;
            const done = attackedBy(s, args.figure);
            if (done.length === 0) return n;
            const f = figureById(s, args.figure);
            const left = adjacentFigures(s, f).some((o) => !friendly(s, o.owner, f.owner) && !done.includes(o.id));
            return Math.max(n, done.length + (left ? 1 : 0));
          },
        },
        mayTarget: {
          tier: 0,
          modify(may, args, s, effect) {
            if (!may || !ofEffectCard(s, effect, args.attacker)) return may;
            const done = attackedBy(s, args.attacker);
            // The first attack is the figure's own; each further one is on an adjacent figure not yet attacked.
            return done.length === 0 || (!done.includes(args.defender) && adjacent(s, figureById(s, args.attacker), figureById(s, args.defender)));
          },
        },
      },
    },
  };
}

export const whirlwindAssault = adjacentAssault('Whirlwind Assault');
export const shaolinAssault = adjacentAssault('Shaolin Assault');
export const mastersAssault = adjacentAssault("Master's Assault");
