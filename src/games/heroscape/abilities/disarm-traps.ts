/**
 * Powers that change the d20 a figure rolls for a treasure glyph's trap (a higher roll escapes it):
 * Disarm Traps (Darrak Ambershard: add 4) and Mine! (Ogre Warhulk: subtract 4) — one rule, the
 * number the card's parameter.
 * Rulebook: heroscape-master-game-guide — "Treasure Glyphs" ("Traps": roll the d20 when trying a
 * symbol-side-up treasure glyph), "Special Powers"; the powers' texts are on the cards.
 * Our reading: Disarm Traps' "you may add" is always taken — a higher trap roll never hurts (as the
 * Glyph of Lodin's, battle/d20.ts); Mine!'s "must subtract" always applies.
 */
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';

function trapRollChange(name: string, change: number): Ability {
  return {
    name,
    text:
      change >= 0
        ? `Add ${change} to this figure's d20 roll for a treasure glyph's trap.`
        : `Subtract ${-change} from this figure's d20 roll for a treasure glyph's trap.`,
    handler: {
      queries: {
        trapRoll: { tier: 0, modify: (d20, args, s, effect) => (ofEffectCard(s, effect, args.figure) ? d20 + change : d20) },
      },
    },
  };
}

export const disarmTraps = trapRollChange('Disarm Traps', 4);
export const mine = trapRollChange('Mine!', -4);
