// Implements: dice-masters-battle-for-faerun — "LEXICON" (Adventurer, Opposing), "EXPERIENCE" (monsters),
// "GAME STATES" (text naming a character considers only your characters). The characters in the field
// a filter (cards/char-filter.ts) allows, its parameter schema, and its words in our rules text.
import { z } from 'zod';
import type { CharFilter } from '../../cards/char-filter.js';
import { namedAs } from '../../rules/copy.js';
import { allFieldChars, cardDefs, cardOf, isNpc, level } from '../../rules/dice.js';
import { isAdventurer } from '../lost-card-text.js';
import type { DieState, DmState } from '../../types.js';
import { mayAffect } from './source-kind.js';

export const charFilterSchema: z.ZodType<CharFilter> = z
  .object({
    whose: z.enum(['own', 'opposing', 'any']),
    npc: z.boolean().optional(),
    adventurer: z.boolean().optional(),
    monster: z.boolean().optional(),
    subtype: z.string().min(1).optional(),
    maxLevel: z.union([z.number().int().min(1), z.literal('source')]).optional(),
    maxCost: z.number().int().min(0).optional(),
    title: z.string().min(1).optional(),
    others: z.boolean().optional(),
    notEnergy: z.enum(['fist', 'bolt', 'mask', 'shield']).optional(),
  })
  .strict();

/** Whether die `d` (a character in the field) passes `f`, for `player`'s effect from `source` (-1: none). */
export function passes(s: DmState, d: DieState, f: CharFilter, player: number, source: number): boolean {
  if (f.whose === 'own' && d.owner !== player) return false;
  if (f.whose === 'opposing' && d.owner === player) return false;
  if (f.others && d.id === source) return false;
  const npc = isNpc(s, d);
  if (f.npc !== undefined && npc !== f.npc) return false;
  const c = cardOf(s, d);
  if (f.adventurer && !isAdventurer(s, cardDefs(s), d)) return false;
  if (f.monster && c.affiliation !== 'monsters') return false;
  if (f.subtype && !c.subtitle.toLowerCase().split(/\s+/).includes(f.subtype.toLowerCase())) return false;
  if (f.maxCost !== undefined && (npc ? 0 : c.cost) > f.maxCost) return false;
  if (f.notEnergy && c.energy === f.notEnergy) return false;
  // A named character: only yours (GAME STATES), including a die of yours copying it.
  if (f.title && (d.owner !== player || !namedAs(s, d, f.title))) return false;
  if (f.maxLevel !== undefined) {
    const src = source >= 0 ? s.dice[source] : undefined;
    const cap = f.maxLevel === 'source' ? (src ? level(s, src) : 0) : f.maxLevel;
    if (level(s, d) > cap) return false;
  }
  return true;
}

/** The characters in the field `f` allows. */
export function matching(s: DmState, f: CharFilter, player: number, source: number): DieState[] {
  // CARD TEXT DETAILS: a character whose text says it cannot be affected by this effect is neither picked nor reached.
  return allFieldChars(s).filter((d) => passes(s, d, f, player, source) && mayAffect(s, d, player, source));
}

/** "an opposing undead monster of equal or lower level", "every adventurer (both players')", … */
export function filterText(f: CharFilter, all: boolean): string {
  const words: string[] = [];
  if (f.whose === 'opposing') words.push('opposing');
  if (f.whose === 'own') words.push(all ? 'of your' : 'your');
  if (f.others) words.push('other');
  if (f.notEnergy) words.push(`non-${f.notEnergy}`);
  if (f.subtype) words.push(f.subtype.toLowerCase());
  const noun = f.title ? f.title : f.npc ? 'NPC' : f.adventurer ? 'adventurer' : f.monster ? 'monster' : f.npc === false ? 'non-NPC character' : 'character';
  words.push(noun);
  let text = words.join(' ');
  if (f.whose === 'own' && all) text = `each ${words.slice(1).join(' ')} of yours`;
  else text = `${all ? 'every' : /^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
  if (f.maxLevel === 'source') text += ' of equal or lower level';
  else if (f.maxLevel !== undefined) text += ` of level ${f.maxLevel} or lower`;
  if (f.maxCost !== undefined) text += ` with a purchase cost of ${f.maxCost} or less`;
  if (f.whose === 'any') text += " (either player's)";
  return text;
}
