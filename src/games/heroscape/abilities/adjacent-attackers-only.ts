/**
 * "Opponents' figures must be adjacent to [the card's figure] to attack it with a normal attack",
 * alone (Thorian Speed) or while a condition holds (Lurk In Shadows: on a shadow space; Glacier
 * Camouflage: beside a Glacier Mountain). One rule on the `mayTarget` query of a normal attack:
 * special attacks, and friendly figures (a teammate's too), are not stopped.
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Friends and Enemies", "Special Powers"; the
 * powers' texts are on the cards.
 */
import { figureById, friendly, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

/** The power; `holds`: whether the limit is in force for this defender and attacker. */
export function adjacentAttackersOnly(name: string, text: string, holds: (s: HsState, defender: FigureState, attacker: FigureState) => boolean): Ability {
  return {
    name,
    text,
    handler: {
      queries: {
        mayTarget: {
          tier: 0,
          modify(may, args, s, effect) {
            if (!may || !ofEffectCard(s, effect, args.defender)) return may;
            const d = figureById(s, args.defender);
            const a = figureById(s, args.attacker);
            return friendly(s, a.owner, d.owner) || !holds(s, d, a) || adjacent(s, a, d);
          },
        },
      },
    },
  };
}
