// Trigger "self-hit-by-melee": this creature is hit by a melee attack (ddm-battle-rules-2011, "Attack
// Roll", "Melee Attacks"; guidelines "Attack sequence" B3: cancellation effects — an attack that
// misses instead, a re-roll — come first, and not again after the re-roll).
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfHitByMelee = named({
  trigger: 'self-hit-by-melee',
  text: 'this creature is hit by a melee attack',
  window: windowOn('AttackRoll', { order: 0, who: 'subject' }),
  conditions: [{ kind: 'hit' }, { kind: 'target-is', who: 'self' }, { kind: 'not-rerolled' }, { kind: 'attack-kind', kinds: ['melee'] }],
});
