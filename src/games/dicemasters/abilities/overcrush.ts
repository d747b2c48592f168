// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Overcrush — when an attacking
// die of this card is blocked, the damage left over once its blockers have taken all they can is dealt
// to the defending player ("ASSIGN DAMAGE": rules/assign-damage.ts counts it among the attack's hits, so
// damage reactions see it before it lands, "PREVENTING AND REDIRECTING").
import { z } from 'zod';
import type { DieState, DmState } from '../types.js';
import { abilityOf } from '../rules/copy.js';
import { attack } from '../rules/dice.js';
import type { AbilityModule } from './ability.js';

/**
 * The Overcrush leftover of blocked attacker `d`: its attack beyond `room()` (what its blockers could
 * still take, measured before damage lands), or 0 when it has no Overcrush.
 */
export function overcrushLeftover(s: DmState, d: DieState, room: () => number): number {
  if (!abilityOf(s, d, 'overcrush')) return 0;
  return Math.max(0, attack(s, d) - room());
}

export const overcrushAbility: AbilityModule<'overcrush'> = {
  kind: 'overcrush',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () => 'Overcrush — attacking, if it knocks out all its blockers, the damage left over hits the opponent.',
  steps: {},
};
