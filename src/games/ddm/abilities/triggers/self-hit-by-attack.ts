// Trigger "self-hit-by-attack": this creature is hit by an attack (guidelines "Attack sequence" B3:
// cancellation effects such as a re-roll come first; not again after the re-roll).
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const selfHitByAttack = named({
  trigger: 'self-hit-by-attack',
  text: 'this creature is hit by an attack',
  areaOrder: { stage: 'roll', mayAnswer: (_s, _g, reactor, _attacker, target) => target.id === reactor.id },
  window: windowOn('AttackRoll', { order: 0, who: 'subject' }),
  conditions: [{ kind: 'hit' }, { kind: 'target-is', who: 'self' }, { kind: 'not-rerolled' }],
});
