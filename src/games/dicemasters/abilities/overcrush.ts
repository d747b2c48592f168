// Implements: dice-masters-battle-for-faerun — "SHORTHAND CARD ABILITIES": Overcrush — when an attacking
// die of this card is blocked, the damage left over once its blockers have taken all they can is dealt
// to the defending player: its answer to the `leftoverToPlayer` query (abilities/queries.ts). "ASSIGN
// DAMAGE": rules/assign-damage.ts counts the leftover among the attack's hits, so damage reactions see it
// before it lands ("PREVENTING AND REDIRECTING"). Copied abilities count (`abilityOf`).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import type { AbilityModule } from './ability.js';

export const overcrushAbility: AbilityModule<'overcrush'> = {
  kind: 'overcrush',
  section: 'SHORTHAND CARD ABILITIES',
  params: z.object({}),
  text: () => 'Overcrush — attacking, if it knocks out all its blockers, the damage left over hits the opponent.',
  steps: {},
  queries: { leftoverToPlayer: (s, _defs, d) => abilityOf(s, d, 'overcrush') !== undefined },
};
