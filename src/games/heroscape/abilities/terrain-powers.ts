/**
 * Powers that depend on the terrain under the card's figure: Water Mastery (Water Elemental: on a
 * water space, 1 more attack and defense; Marro Drudge's Swamp Water Strength is the same rule on
 * swamp water, its binding's `terrain` parameter), Negative Element (Fire Elemental: never rolls defense dice
 * on a water space) and Lurk In Shadows (Pelloth: on a shadow space, opponents must be adjacent to
 * attack it with a normal attack).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Water" and "Shadow" terrain, "Special
 * Powers"; the powers' texts are on the cards.
 *
 * Our readings: the figure's space is its head space (these are single-space figures); Water
 * Mastery's Attack applies to normal attacks (special attacks roll their own numbers, never
 * modified) and its Defense to every defense roll; Negative Element's "never" overrides any added die.
 */
import type { EffectInstance } from '../../../core/index.js';
import { terrainOf } from '../board.js';
import { boardOf, figureById, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { adjacent, ofEffectCard } from './near.js';

const on = (s: HsState, f: FigureState, terrain: string): boolean => f.head >= 0 && terrainOf(boardOf(s), f.head) === terrain;

/** The terrain Water Mastery reads: water, or its card's `terrain` parameter (Swamp Water Strength: swamp-water). */
const masteryTerrain = (effect: EffectInstance): string => {
  const t = effect.params['terrain'];
  return typeof t === 'string' ? t : 'water';
};

export const waterMastery: Ability = {
  name: 'Water Mastery',
  text: "While this card's figure is on a water space, add 1 to its Attack and Defense.",
  describe: (params) => `While this card's figure is on a ${String(params['terrain'] ?? 'water').replace('-', ' ')} space, add 1 to its Attack and Defense.`,
  handler: {
    queries: {
      attackDice: {
        tier: 0,
        modify: (n, args, s, effect) =>
          args.door === undefined && ofEffectCard(s, effect, args.attacker) && on(s, figureById(s, args.attacker), masteryTerrain(effect)) ? n + 1 : n,
      },
      defenseDice: {
        tier: 0,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && on(s, figureById(s, args.defender), masteryTerrain(effect)) ? n + 1 : n),
      },
    },
  },
};

export const negativeElement: Ability = {
  name: 'Negative Element',
  text: "This card's figure never rolls defense dice while it is on a water space.",
  handler: {
    queries: {
      defenseDice: {
        // After every other change: "never" leaves no die to add.
        tier: 9,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && on(s, figureById(s, args.defender), 'water') ? 0 : n),
      },
    },
  },
};

export const lurkInShadows: Ability = {
  name: 'Lurk In Shadows',
  text: "While this card's figure is on a shadow space, opponents' figures must be adjacent to attack it with a normal attack.",
  handler: {
    queries: {
      mayTarget: {
        tier: 0,
        modify(may, args, s, effect) {
          if (!may || !ofEffectCard(s, effect, args.defender)) return may;
          const d = figureById(s, args.defender);
          return !on(s, d, 'shadow') || adjacent(s, figureById(s, args.attacker), d);
        },
      },
    },
  },
};
