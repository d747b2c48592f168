// Implements ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD": the small vocabularies every
// card field is built from (defenses, damage types, factions, alignments, sizes, conditions, durations).
import { z } from 'zod';

export const DEFENSES = ['AC', 'Fort', 'Ref', 'Will'] as const;
export const defenseSchema = z.enum(DEFENSES);
export type Defense = z.infer<typeof defenseSchema>;

export const DAMAGE_TYPES = ['untyped', 'acid', 'cold', 'fire', 'force', 'lightning', 'necrotic', 'poison', 'psychic', 'radiant', 'thunder'] as const;
export const damageTypeSchema = z.enum(DAMAGE_TYPES);
export type DamageType = z.infer<typeof damageTypeSchema>;

export const FACTIONS = ['Borderlands', 'Civilization', 'Underdark', 'Wild'] as const;
export const factionSchema = z.enum(FACTIONS);
export type Faction = z.infer<typeof factionSchema>;

export const alignmentSchema = z.enum(['Good', 'Evil', 'Unaligned']);
export type Alignment = z.infer<typeof alignmentSchema>;

export const SIZES = ['Small', 'Medium', 'Large', 'Huge', 'Gargantuan', 'Colossal'] as const;
export const sizeSchema = z.enum(SIZES);
export type Size = z.infer<typeof sizeSchema>;
/** Squares on a side of a creature's space ("Legal Position", "Big Creatures"). */
export const SPACE: Record<Size, number> = { Small: 1, Medium: 1, Large: 2, Huge: 3, Gargantuan: 4, Colossal: 6 };

/** One part of an attack's damage, e.g. the "5 cold" of "5 + 5 cold". */
export const damagePartSchema = z.object({ amount: z.number().int().positive().multipleOf(5), type: damageTypeSchema }).strict();
export type DamagePart = z.infer<typeof damagePartSchema>;

export const CONDITIONS = ['Blinded', 'Confused', 'Dazed', 'Dominated', 'Helpless', 'Immobilized', 'Slowed', 'Stunned', 'Weakened'] as const;
export const conditionNameSchema = z.enum(CONDITIONS);
export type ConditionName = z.infer<typeof conditionNameSchema>;

/** "Conditions", Duration: the kinds a card can name. The default is end of the affected creature's next turn. */
export const DURATIONS = ['end-of-next-turn', 'start-of-next-turn', 'end-of-turn', 'end-of-round', 'end-of-battle', 'save-ends'] as const;
export const durationSchema = z.enum(DURATIONS);
export type Duration = z.infer<typeof durationSchema>;
