// The situations a bonus can need ("Bonuses and Penalties": "+2 Attack against Bloodied targets"), as
// data: read by the continuous situational bonus and by the stat-bonus effect's `against`
// (abilities/continuous/situational-bonus.ts situationHolds says what each means).
import { z } from 'zod';

/** The situations a situational bonus needs (`abilities/continuous/situational-bonus.ts` says what each means). */
export const SITUATIONS = [
  'self-bloodied',
  'charging',
  'opportunity',
  'target-bloodied',
  'target-smaller',
  'target-medium-or-smaller',
  'adjacent-ally-keyword',
  'target-adjacent-ally-keyword',
  'target-keyword',
  'target-alignment',
  'near-bloodied',
  'near-ally-keyword',
  'target-condition',
  'target-not-mounted',
  'target-isolated',
  'champion-ally-keyword',
  'self-not-bloodied',
  'one-enemy-adjacent',
  'no-ally-within',
  'target-higher-level',
  'target-flying',
  'adjacent-champion-ally-keyword',
  'near-champion-ally-keyword',
  'target-acted',
  /** "against Medium or larger enemies": the target's size is Medium or bigger. */
  'target-medium-or-larger',
  /** "against Civilization creatures", "vs. Underdark enemies": the target's card has the faction `keyword`. */
  'target-faction',
  /** Draw First Blood: against a target that has taken no damage (its HP at its maximum). */
  'target-undamaged',
  /** Enhanced by Evil: while an ally of `alignment` with the keyword (or one of `or`) is on the map. */
  'ally-keyword-in-play',
  /** Bluster ("until an ally is destroyed"): while no other creature its player owns has been destroyed. */
  'no-ally-destroyed',
  /** Wrath N ("Once an ally has been destroyed, … until end of battle"): once another creature its player owns has been destroyed. */
  'ally-destroyed',
  /** Dirty Pool ("while in a warband with an Aquatic champion"): another creature its player owns, destroyed or not, is a champion with the keyword. */
  'warband-champion-keyword',
  /** Phalanx Training ("while adjacent to an ally with Phalanx Training"): an ally adjacent to it has a power named `keyword`. */
  'adjacent-ally-power',
  /** Unruly ("while no level 7 or higher ally is within 5 squares"): no ally of `level` or higher is within `within` squares of it. */
  'no-ally-level-within',
  /** Skulking Strike ("while this creature is invisible to target"): the target has no line of sight to it. */
  'unseen-by-target',
] as const;

/** One situation and what it names: `keyword` (or, for `target-alignment`, the alignment; for `target-faction`, the faction), `or` (other conditions or keywords, any one of which holds), `within` (a distance), `alignment` (an ally's; for `target-keyword`, the target's), `level` (an ally's lowest level). */
export const situationSchema = z
  .object({
    when: z.enum(SITUATIONS),
    keyword: z.string().min(1).optional(),
    or: z.array(z.string().min(1)).min(1).optional(),
    within: z.number().int().positive().optional(),
    alignment: z.enum(['Good', 'Evil']).optional(),
    /** For `no-ally-level-within`: the lowest level of the allies it names. */
    level: z.number().int().positive().optional(),
  })
  .strict();
export type BonusSituation = z.infer<typeof situationSchema>;
