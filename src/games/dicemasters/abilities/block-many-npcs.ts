// Implements: dice-masters-battle-for-faerun — "★ DECLARE BLOCKERS": a die blocks one attacker, unless its
// card says otherwise; a die of this card may block any number of attacking NPCs at once. Its answer to
// the `blockAnother` query (abilities/queries.ts), which rules/attack.ts asks while blockers are declared.
// Copied abilities count (CAPTURING, CONTROLLING, AND COPYING: `abilityOf`).
import { z } from 'zod';
import { abilityOf } from '../rules/copy.js';
import type { CardDef } from '../cards/types.js';
import type { DmState } from '../types.js';
import type { AbilityModule } from './ability.js';
import type { QueryAnswers } from './queries.js';

const isNpc = (s: DmState, defs: readonly CardDef[], id: number): boolean => defs[s.dice[id]?.card ?? -1]?.key === 'npc';

/** A blocker already blocking only NPCs may block one more attacking NPC. */
const anotherNpc: QueryAnswers['blockAnother'] = (s, defs, blocker, attacker, already) => {
  if (!abilityOf(s, blocker, 'block-many-npcs') || !isNpc(s, defs, attacker.id) || already.includes(attacker.id)) return false;
  for (const id of already) if (!isNpc(s, defs, id)) return false;
  return true;
};

export const blockManyNpcs: AbilityModule<'block-many-npcs'> = {
  kind: 'block-many-npcs',
  section: 'DECLARE BLOCKERS',
  params: z.object({}),
  text: () => 'One of these dice may block several attacking NPCs at once.',
  steps: {},
  queries: { blockAnother: anotherNpc },
};
