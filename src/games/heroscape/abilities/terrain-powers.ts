/**
 * Powers that depend on the terrain under the card's figure: Water Mastery (Water Elemental: on a
 * water space, 1 more attack and defense; the same rule on another terrain is its binding's `terrain`
 * parameter: Marro Drudge's Swamp Water Strength, Nerak's Snow Strength, the Dumutef Guard's Road
 * Strength), Negative Element (Fire Elemental: never rolls defense dice on a water space), Water
 * Weakness (Obsidian Guards: 2 fewer defense dice on a water space) and Lurk In Shadows (Pelloth: on
 * a shadow space, opponents must be adjacent to attack it with a normal attack).
 * Rulebook: heroscape-master-game-guide — "ATTACKING", "Water" and "Shadow" terrain, "Swamp Water"
 * ("Swamp water is a type of water … Any special power that applies to a figure on a water space
 * will also work on a swamp water space"), "Special Powers"; the powers' texts are on the cards.
 *
 * Our readings: "water" is every water-like terrain (tiles.ts `isWaterLike`: water, swamp water,
 * wellspring water), a named other terrain only itself (Swamp Water Strength is not played on plain
 * water); a double-space figure (Nerak) is on a terrain when either of its spaces is; Water
 * Mastery's Attack applies to normal attacks (special attacks roll their own numbers, never
 * modified) and its Defense to every defense roll; Negative Element's "never" overrides any added
 * die; Water Weakness takes its dice after every addition, never below none.
 */
import type { EffectInstance } from '../../../core/index.js';
import { terrainOf } from '../board.js';
import { isWaterLike } from '../tiles.js';
import { boardOf, figureById, type FigureState, type HsState } from '../battle/state.js';
import type { Ability } from './ability.js';
import { ofEffectCard } from './near.js';
import { adjacentAttackersOnly } from './adjacent-attackers-only.js';

/** Whether the figure stands on the terrain (either space of a double-space figure; "water" is any water-like terrain). */
export function on(s: HsState, f: FigureState, terrain: string): boolean {
  if (f.head < 0) return false;
  const board = boardOf(s);
  const is = (sp: number): boolean => (terrain === 'water' ? isWaterLike(terrainOf(board, sp)) : terrainOf(board, sp) === terrain);
  return is(f.head) || (f.tail >= 0 && is(f.tail));
}

type DefenseDice = NonNullable<NonNullable<Ability['handler']['queries']>['defenseDice']>;

/**
 * The `defenseDice` answer of a figure of the effect's card defending on a water space: `dice` more
 * (Amphibious, Water Suits; on every defense roll, as the words name no kind of attack).
 */
export function defenseOnWater(dice: number): DefenseDice {
  return {
    tier: 0,
    modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && on(s, figureById(s, args.defender), 'water') ? n + dice : n),
  };
}

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

export const waterWeakness: Ability = {
  name: 'Water Weakness',
  text: "This card's figure rolls 2 fewer defense dice while it is on a water space.",
  handler: {
    queries: {
      defenseDice: {
        // After the additions (height, auras), so that the subtraction is from the whole roll.
        tier: 1,
        modify: (n, args, s, effect) => (ofEffectCard(s, effect, args.defender) && on(s, figureById(s, args.defender), 'water') ? Math.max(0, n - 2) : n),
      },
    },
  },
};

export const lurkInShadows = adjacentAttackersOnly(
  'Lurk In Shadows',
  "While this card's figure is on a shadow space, opponents' figures must be adjacent to attack it with a normal attack.",
  (s, d) => on(s, d, 'shadow'),
);
