/**
 * Disarm Traps (Darrak Ambershard): the card's figure adds 4 to the d20 it rolls for a treasure
 * glyph's trap (a higher roll escapes it).
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" ("Traps": roll the d20 when trying a
 * symbol-side-up treasure glyph), "Special Powers"; the power's text is on the card.
 * Our reading: "you may add" is always taken — a higher trap roll never hurts (as the Glyph of
 * Lodin's, battle/d20.ts).
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

const ADD = 4;

export const disarmTraps: Ability = {
  name: 'Disarm Traps',
  text: `Add ${ADD} to this figure's d20 roll for a treasure glyph's trap.`,
  handler: {
    queries: {
      trapRoll: { tier: 0, modify: (d20, args, s, effect) => (ofEffectCard(s, effect, args.figure) ? d20 + ADD : d20) },
    },
  },
};
