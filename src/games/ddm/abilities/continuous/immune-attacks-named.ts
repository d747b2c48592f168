// Continuous "immune-attacks-named" (Blind: "Immune to attack actions … with Gaze in their name") —
// ddm-battle-rules-2011, "CORE RULES AND EXCEPTIONS" (a card breaks the rule that an attack resolves
// against each target). An attack whose name holds the word does not affect this creature: the attack
// is made (its use is spent, other targets are affected) but rolls nothing against it and deals no
// damage or effect to it. Read where each target's roll is made (`rules/attack.ts`, the query
// `immuneToAttacksNamed`), so it is not an effect in play and costs nothing to creatures without it.
import type { ContinuousModule } from './module.js';

export const immuneAttacksNamed: ContinuousModule<'immune-attacks-named'> = {
  kind: 'immune-attacks-named',
  text: (e) => `Immune to attacks with ${e.word} in their name`,
  answers: (e) => ({ immuneToAttacksNamed: e.word }),
};
