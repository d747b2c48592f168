// Trigger "self-damages-enemy": this creature's attack damages an enemy ("Use when this creature
// damages an enemy with an attack") — ddm-battle-rules-2011, "Damage and Healing" (the damage is
// dealt, then its triggers), "Champion Powers". The window opens on Damage from an attack between
// enemies, for every creature with such a power; only the attacker (the event's other creature, the
// one that dealt it) may answer. Damage that destroys its target announces Destroyed instead (the
// 'destroyed by' triggers): our reading is that the power answers damage the enemy survives. "That
// enemy" (the creature damaged) is not a party of this trigger: a power that names it stays a gap.
import type { DdmEvents } from '../../events.js';
import { enemies } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

function enemyDamaged(s: DdmState, p: DdmEvents['Damage']): boolean {
  const by = s.creatures[p.by];
  const hurt = s.creatures[p.creature];
  return p.fromAttack && !!by && !!hurt && enemies(s, by, hurt);
}

export const selfDamagesEnemy = named({
  trigger: 'self-damages-enemy',
  text: 'this creature damages an enemy with an attack',
  window: windowOn('Damage', { order: 3, who: 'all', opens: enemyDamaged }),
  conditions: [{ kind: 'actor-is', who: 'self' }],
});
