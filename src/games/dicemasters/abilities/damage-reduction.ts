// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING" ("take no damage" is a
// prevention: the damage is not dealt), "BONUSES AND DAMAGE" (damage from powers and in the attack step;
// damage is marked on the character), "ASSIGN DAMAGE", "ACTIVE AND FIELDED" and "LEXICON" (adventurer,
// monster). Damage to some characters is reduced ("adventurers deal 2 less damage to this character")
// or prevented ("takes no damage from undead monsters", "takes no damage during the attack step",
// "blocking good characters ignore damage from evil characters"), maybe only from some sources or in
// one step. It answers the `damageTaken` query (abilities/queries.ts) that rules/damage.ts asks for every
// hit, through abilities/damage-reduction-value.ts; the dealing character is known for attack-step damage
// and for damage a character's ability deals (Breath Weapon).
import { z } from 'zod';
import type { DamageSourceFilter, StatFilter } from '../cards/types.js';
import type { AbilityModule } from './ability.js';
import { afterReductions } from './damage-reduction-value.js';

const sourceFilter: z.ZodType<DamageSourceFilter> = z
  .object({
    adventurer: z.boolean().optional(),
    monster: z.boolean().optional(),
    subtype: z.string().min(1).optional(),
    alignment: z.enum(['good', 'neutral', 'evil']).optional(),
    opponent: z.boolean().optional(),
  })
  .strict();

const targetFilter: z.ZodType<StatFilter> = z
  .object({ alignment: z.enum(['good', 'neutral', 'evil']).optional(), adventurer: z.boolean().optional() })
  .strict();

function sourceText(f: DamageSourceFilter | undefined): string {
  if (!f) return '';
  if (f.opponent) return ' from your opponent';
  const words = [f.alignment, f.subtype?.toLowerCase()].filter((w): w is string => w !== undefined);
  const noun = f.adventurer ? 'adventurers' : f.monster ? 'monsters' : 'characters';
  return ` from ${[...words, noun].join(' ')}`;
}

function whoText(to: 'self' | 'equipped' | 'blocking', filter: StatFilter | undefined): string {
  if (to === 'self') return 'Each die of this card';
  if (to === 'equipped') return 'The character carrying it';
  const words = ['While active, every', ...(filter?.alignment ? [filter.alignment] : []), filter?.adventurer ? 'adventurer' : 'character', 'that is blocking'];
  return words.join(' ');
}

export const damageReduction: AbilityModule<'damage-reduction'> = {
  kind: 'damage-reduction',
  section: 'PREVENTING AND REDIRECTING; BONUSES AND DAMAGE',
  params: z
    .object({
      to: z.enum(['self', 'equipped', 'blocking']),
      filter: targetFilter.optional(),
      from: sourceFilter.optional(),
      amount: z.union([z.number().int().min(1), z.literal('all')]),
      during: z.enum(['attack', 'main']).optional(),
      burst: z.union([z.literal(1), z.literal(2), z.literal('any')]).optional(),
    })
    .strict(),
  text: (a) => {
    const burst = a.burst === undefined ? '' : ` showing a ${a.burst === 2 ? 'two-burst' : 'burst'} face`;
    const when = a.during === 'attack' ? ' during the attack step' : a.during === 'main' ? ' during the main step' : '';
    const src = sourceText(a.from);
    if (a.amount === 'all') return `${whoText(a.to, a.filter)}${burst} takes no damage${src}${when}.`;
    return `${whoText(a.to, a.filter)}${burst} takes ${a.amount} less damage${src}${when} (never below 0).`;
  },
  steps: {},
  queries: { damageTaken: afterReductions },
};
