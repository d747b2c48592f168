// Trigger "ally-hits-melee": an ally (not this creature) hits with a melee attack (guidelines
// "Attack sequence" B5, hit triggers before damage).
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const allyHitsMelee = named({
  trigger: 'ally-hits-melee',
  text: 'an ally hits with a melee attack',
  window: windowOn('Hit', { order: 1, who: 'all' }),
  conditions: [{ kind: 'hit' }, { kind: 'actor-is', who: 'ally' }, { kind: 'attack-kind', kinds: ['melee'] }],
});
