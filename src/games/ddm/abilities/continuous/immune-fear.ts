// Continuous "immune-fear" (Immune Fear: "Not affected by Fear effects") — ddm-battle-rules-2011,
// "CORE RULES AND EXCEPTIONS" (a card that breaks a rule). The rulebook names no Fear rule: Fear is a
// descriptor printed with an effect ("Immobilized (Fear)", "Stunned (Fear, save ends)", "ongoing 10
// psychic damage (Fear, save ends)"), kept by the importer on the attack's condition and ongoing-damage
// effects (`fear`). Such an effect does not affect this creature (abilities/attack-effects/condition.ts,
// ongoing.ts); the attack's damage and its other effects still do. Read from the card (the answer
// `immuneFear`), so it costs nothing to creatures without it.
import type { ContinuousModule } from './module.js';

export const immuneFear: ContinuousModule<'immune-fear'> = {
  kind: 'immune-fear',
  text: () => 'Immune Fear (not affected by Fear effects)',
  answers: () => ({ immuneFear: true }),
};
