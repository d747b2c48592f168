// Triggers "self-destroys-enemy" and "self-destroys-enemy-melee": this creature's attack (a melee
// attack; an enemy champion: "Champion Powers", a card with a champion rating) destroys an enemy — ddm-battle-rules-2011, "Hit Points" ('Destroyed by' triggers) and the
// guidelines' damage sequence D8 ("Check Trigger: Effects upon On Destroyed"). The window opens on
// Destroyed when an attack's damage destroyed an enemy of the destroyer (not ongoing or terrain
// damage, not an ally caught in an area); only the destroyer (the event's creature) may answer it.
import { enemies } from '../../rules/common.js';
import type { DdmEvents } from '../../events.js';
import type { DdmState } from '../../state.js';
import { windowOn } from '../language.js';
import { named } from './compose.js';

function enemyDestroyed(s: DdmState, p: DdmEvents['Destroyed'], meleeOnly: boolean): boolean {
  const by = s.creatures[p.by];
  const dead = s.creatures[p.creature];
  return p.fromAttack && (!meleeOnly || p.melee) && !!by && !!dead && enemies(s, by, dead);
}

export const selfDestroysEnemy = named({
  trigger: 'self-destroys-enemy',
  text: 'this creature destroys an enemy with an attack',
  window: windowOn('Destroyed', { order: 0, who: 'all', opens: (s, p) => enemyDestroyed(s, p, false) }),
  conditions: [{ kind: 'actor-is', who: 'self' }],
});

export const selfDestroysEnemyChampion = named({
  trigger: 'self-destroys-enemy-champion',
  text: 'this creature destroys an enemy champion with an attack',
  window: windowOn('Destroyed', {
    order: 0,
    who: 'all',
    opens: (s, p) => enemyDestroyed(s, p, false) && s.cards[s.creatures[p.creature]?.card ?? '']?.championRating !== undefined,
  }),
  conditions: [{ kind: 'actor-is', who: 'self' }],
});

export const selfDestroysEnemyMelee = named({
  trigger: 'self-destroys-enemy-melee',
  text: 'this creature destroys an enemy with a melee attack',
  window: windowOn('Destroyed', { order: 0, who: 'all', opens: (s, p) => enemyDestroyed(s, p, true) }),
  conditions: [{ kind: 'actor-is', who: 'self' }],
});
