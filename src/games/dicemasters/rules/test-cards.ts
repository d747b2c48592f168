// TEST CARDS — not Battle for Faerûn cards. Our own invented encodings for card-text rules that no
// encoded BfF card uses (dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING":
// copying and control through a die; "PREVENTING AND REDIRECTING": redirect and prevent reactions).
// Only tests import this file; registering puts the cards in the catalogue lookup so that set-ups
// using them run through the real engine. They are never listed by `skirmish cards` or drafted.
import { character, partyDieCard, registerCards } from '../cards/catalogue.js';

export const STAT_COPIER = character('Test Mimic', 'Stat Copier', 3, 'mask', 'monsters', 'neutral', 4, [[1, 1, 1], [1, 1, 1, 1], [2, 2, 2]], [
  { kind: 'when-fielded', effect: { op: 'copy', stats: true, abilities: false, of: 'opposing-character' } },
  { kind: 'when-fielded', burst: 1, effect: { op: 'draw-to-prep' } },
]);
export const ABILITY_COPIER = character('Test Doppelganger', 'Ability Copier', 3, 'mask', 'monsters', 'neutral', 4, [[1, 3, 2], [1, 3, 3], [2, 4, 4]], [
  { kind: 'when-fielded', effect: { op: 'copy', stats: false, abilities: true, of: 'any-character' } },
]);
export const MIND_CONTROLLER = character('Test Mind Flayer', 'Mind Controller', 4, 'mask', 'monsters', 'evil', 4, [[1, 1, 1], [1, 2, 2], [2, 3, 3]], [
  { kind: 'when-fielded', effect: { op: 'take-control', maxLevel: null } },
]);
export const TO_OPPONENT = character('Test Deflector', 'Redirects to the Opponent', 3, 'shield', 'harpers', 'good', 4, [[1, 1, 1], [1, 2, 2], [2, 3, 3]], [
  { kind: 'damage-reaction', cost: 'shield', effect: { op: 'redirect-damage', to: 'opponent' } },
]);
export const TO_CHARACTER = character('Test Mirror', 'Redirects to a Character', 3, 'shield', 'harpers', 'good', 4, [[1, 1, 1], [1, 2, 2], [2, 3, 3]], [
  { kind: 'damage-reaction', cost: 'shield', effect: { op: 'redirect-damage', to: 'opposing-character' } },
]);
export const PREVENTER = character('Test Warden', 'Prevents Damage', 3, 'shield', 'harpers', 'good', 4, [[1, 1, 1], [1, 2, 2], [2, 3, 3]], [
  { kind: 'damage-reaction', cost: 'shield', effect: { op: 'prevent-damage' } },
]);

/** An action die: one of your characters (you pick it) copies another character's stats and abilities. */
export const COPY_SPELL = partyDieCard('action', 'Test Mirror Image', 'Copy Spell', 3, 4, [
  { kind: 'action', effect: { op: 'copy', stats: true, abilities: true, of: 'any-character' } },
]);

export const TEST_CARDS = [COPY_SPELL, STAT_COPIER, ABILITY_COPIER, MIND_CONTROLLER, TO_OPPONENT, TO_CHARACTER, PREVENTER] as const;
registerCards(TEST_CARDS);
