// Continuous "flight-on-own-turn" (Hop: "This creature moves as if with Flight on its turn") —
// ddm-battle-rules-2011, "Modes (Movement)", Flight, broken by the card ("CORE RULES AND EXCEPTIONS"):
// its own movement on its own turn (moves, shifts, charges) is made with Flight — it passes over
// non-flying enemies, provokes from them only on leaving its first square, ignores difficult terrain —
// as a mode granted for one move (rules/terrain-effects.ts moveModeOf, read by the movement search and
// the opportunity-attack rule). Off its turn, and for what the card's mode answers other than its own
// movement (Tremorsense, "flying targets"), the card's mode stands (our reading: "moves as if").
import type { ContinuousModule } from './module.js';

export const flightOnOwnTurn: ContinuousModule<'flight-on-own-turn'> = {
  kind: 'flight-on-own-turn',
  text: () => 'This creature moves as if with Flight on its turn',
  answers: () => ({ moveTraits: { flightOnOwnTurn: true } }),
};
