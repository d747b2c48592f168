/**
 * Lava Resistant (Brunak, Iron Golem, Shurrak, Moltenclaw, Obsidian Guards): the card's figures
 * never roll for molten lava damage or lava field damage, and do not have to stop on molten lava
 * spaces. battle/terrain-effects.ts skips their rolls (`resistsLava`), and battle/move.ts sets the
 * move search's `lavaWalk` (movement.ts) for them.
 * Rulebook: heroscape-master-game-guide — "Molten Lava" (treated like water for movement: moving
 * onto it ends the move; the d20 for molten lava damage, 20 survives), "Lava Fields" (one attack
 * die at the end of the round, a skull is a wound); the power's text is on the cards.
 * Our reading: only the stop on molten lava is lifted (water and glyphs still stop the figure); the
 * figure may walk through molten lava and end its move there without a roll.
 */
import type { Ability } from './ability.js';

export const lavaResistant: Ability = {
  name: 'Lava Resistant',
  text: 'Never rolls for molten lava or lava field damage, and does not have to stop its move on molten lava.',
  resistsLava: true,
  handler: {},
};
