// Continuous "river-entry-damage" (Aquaphobe: "Whenever this creature enters river terrain, it takes 5
// damage") — "CORE RULES AND EXCEPTIONS" (a card that breaks a rule: river is otherwise only difficult
// terrain, "RIVER"). Read where terrain is entered (rules/terrain-effects.ts enterTerrain, and the
// movement's lethal-terrain and path-damage checks) through the answer `riverEntryDamage`, so it is not
// an effect in play. Our reading: the damage is terrain damage ("Terrain and Damage": the 20-HP cap, and
// no action may be used to enter it if that would destroy the creature).
import type { ContinuousModule } from './module.js';

export const riverEntryDamage: ContinuousModule<'river-entry-damage'> = {
  kind: 'river-entry-damage',
  text: (e) => `this creature takes ${e.amount} damage whenever it enters river terrain`,
  answers: (e) => ({ riverEntryDamage: e.amount }),
};
