// Trigger "self-hit-by-attack": this creature is hit by an attack (guidelines "Attack sequence" B3:
// cancellation effects such as a re-roll come first; not again after the re-roll).
import { windowOn, type TriggerModule } from '../language.js';

export const selfHitByAttack: TriggerModule<'self-hit-by-attack'> = {
  trigger: 'self-hit-by-attack',
  text: 'this creature is hit by an attack',
  areaOrder: { stage: 'roll', mayAnswer: (_s, _g, reactor, _attacker, target) => target.id === reactor.id },
  window: windowOn('AttackRoll', { order: 0, who: 'subject' }),
  holds: ({ subject, rec }) => !!rec && rec.hit && rec.target === subject.id && !rec.rerolled,
};
