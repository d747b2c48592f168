// Implements: dice-masters-battle-for-faerun — "ACTIVE AND FIELDED" ("while active": as long as one or
// more of the card's dice are in the field, once however many), "BONUSES AND DAMAGE" (bonuses add up
// before they apply, never below zero) and "LEXICON" (adventurer). A standing stat change: each die of
// the card ("gets +1A and +1D for each other Orc") or, while the card is active, your characters or
// every character a filter allows ("your other good characters get +2A and +2D"), maybe only while a
// condition holds (attacking, carrying gear, the opponent has a good character in the field). It is
// never a bonus gained (those end with the turn): rules/dice.ts adds its value to the die's stats
// whenever they are read (abilities/stat-bonus-value.ts).
import { z } from 'zod';
import type { StatFilter } from '../cards/types.js';
import type { AbilityModule } from './ability.js';
import { standingBonus } from './stat-bonus-value.js';
import { settleStandingStats } from '../rules/damage.js';

const statFilter: z.ZodType<StatFilter> = z
  .object({
    alignment: z.enum(['good', 'neutral', 'evil']).optional(),
    maxCost: z.number().int().min(0).optional(),
    subtype: z.string().min(1).optional(),
    others: z.boolean().optional(),
    adventurer: z.boolean().optional(),
  })
  .strict();

const signed = (n: number, stat: string): string => `${n >= 0 ? '+' : ''}${n}${stat}`;

function whoText(a: { to: 'self' | 'own' | 'all'; filter?: StatFilter | undefined }): string {
  if (a.to === 'self') return 'Each die of this card';
  const f = a.filter ?? {};
  const words = [
    a.to === 'own' ? 'your' : 'every',
    ...(f.others ? ['other'] : []),
    ...(f.alignment ? [f.alignment] : []),
    ...(f.subtype ? [f.subtype.toLowerCase()] : []),
  ];
  const noun = f.adventurer ? 'adventurer' : 'character';
  let text = `${words.join(' ')} ${a.to === 'own' ? `${noun}s` : noun}`;
  if (f.maxCost !== undefined) text += ` with a purchase cost of ${f.maxCost} or less`;
  if (a.to === 'all') text += " (both players')";
  return `While active, ${text}`;
}

const WHEN: Readonly<Record<string, string>> = {
  attacking: ' while attacking',
  'gear-equipped': ' while it carries a gear die',
  'opponent-has-good': ' while your opponent has a good character in the field',
};

export const statBonus: AbilityModule<'stat-bonus'> = {
  kind: 'stat-bonus',
  section: 'ACTIVE AND FIELDED; BONUSES AND DAMAGE',
  params: z
    .object({
      a: z.number().int(),
      d: z.number().int(),
      to: z.enum(['self', 'own', 'all']),
      filter: statFilter.optional(),
      when: z.enum(['attacking', 'gear-equipped', 'opponent-has-good']).optional(),
      perOtherTitle: z.string().min(1).optional(),
    })
    .strict(),
  text: (a) => {
    const who = whoText(a);
    const gets = a.to === 'self' || a.to === 'all' ? 'gets' : 'get';
    const per = a.perOtherTitle ? ` for each other ${a.perOtherTitle} die in the field (both players')` : '';
    return `${who} ${gets} ${signed(a.a, 'A')} and ${signed(a.d, 'D')}${per}${a.when ? (WHEN[a.when] ?? '') : ''}.`;
  },
  steps: {},
  queries: { stat: standingBonus },
  // BONUSES AND DAMAGE: a die entering the field may start a change that leaves a character at 0
  // defense or at its damage: knocked out at once (a die leaving the field: rules/damage.ts leaveField).
  on: { Fielded: { run: (ctx) => settleStandingStats(ctx) } },
};
