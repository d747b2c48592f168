/**
 * Army cards: the facts the battle engine reads from each card.
 * Rulebook: heroscape-master-game-guide — "About the Army Cards" (Example 1: unique/uncommon/common,
 * hero/squad, Valkyrie general, species, class, personality, size/height, special powers, life,
 * move, range, attack, defense, points).
 *
 * A card is data: the numbers and words printed on it, the number of figures it brings and how
 * many spaces each figure's base covers. Special powers are listed by name with the card's own text;
 * which of them the engine enforces is decided by the ability modules in `abilities/`.
 */
import { z } from 'zod';
import { fliesByBinding } from '../pool/bind.js';

const count = z.number().int();

export const RARITIES = ['unique', 'uncommon', 'common'] as const;
export type Rarity = (typeof RARITIES)[number];

/**
 * Whether a card's figures count as Unique for special powers and glyphs: "Uncommon figures are
 * considered Unique for all special powers and Glyphs" (guide, "Treasure Glyphs"), so everything but
 * a Common card.
 */
export const countsAsUnique = (c: { readonly rarity: Rarity }): boolean => c.rarity !== 'common';

export const CARD_KINDS = ['hero', 'squad'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export const SIZES = ['small', 'medium', 'large', 'huge'] as const;

export const powerSchema = z
  .object({
    name: z.string().min(1),
    text: z.string(),
    /**
     * Our own cards only: the key of the ability module that plays this power (a published card's
     * powers are bound by the pool tables instead, pool/bind.ts).
     */
    ability: z.string().min(1).optional(),
    /** Our own cards only: the module's parameters (e.g. Counter Strike's excluded class). */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  })
  .strict();

export const armyCardSchema = z
  .object({
    name: z.string().min(1),
    rarity: z.enum(RARITIES),
    /** "Hero Cards feature a single figure. Squad Cards feature two or more figures." */
    kind: z.enum(CARD_KINDS),
    general: z.string(),
    species: z.string(),
    class: z.string(),
    personality: z.string(),
    size: z.enum(SIZES),
    /** Levels tall (Size/Height). */
    height: count.min(1).max(50),
    life: count.min(1).max(100),
    move: count.min(0).max(50),
    range: count.min(1).max(50),
    attack: count.min(0).max(50),
    defense: count.min(0).max(50),
    points: count.min(0).max(10000),
    /** Figures the card brings to the battlefield. */
    figures: count.min(1).max(50),
    /** Spaces each figure's base covers: 1, 2 (double-space) or more. */
    spaces: count.min(1).max(7),
    powers: z.array(powerSchema),
    /**
     * The Super Strength symbol ("S" under the special powers; guide, "Special Powers", Example 65): no
     * Falling or Major Falling, and no automatic shields from a Destructible Object's special power
     * against its attacks. No card of the classic pool carries it (the units file has no such field),
     * so only our own cards set it.
     */
    superStrength: z.literal(true).optional(),
  })
  .strict();

export type ArmyCard = z.infer<typeof armyCardSchema>;
export type Power = z.infer<typeof powerSchema>;

/**
 * Whether the card's figures fly: a Flying power ("Special Powers": Flying, or Stealth Flying) is
 * enforced on this card (bound card by card, pool/bind.ts).
 */
export function flies(card: ArmyCard): boolean {
  return fliesByBinding(card);
}
