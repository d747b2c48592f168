// Implements ddm-battle-rules-2011, "BUILDING A WARBAND", "Faction", "Warband Restrictions", the
// Assault and Arena warband limits ("SCENARIOS AND VARIANTS") and the "Sealed-Booster Games" exceptions.
import { z } from 'zod';
import { ruleError, type RuleError } from '../../../core/index.js';
import { mobOf } from '../abilities/continuous/mob.js';
import { factionSchema, SIZES, type CreatureCard, type ItemCard } from '../cards/schema.js';

export const BOOK = 'ddm-battle-rules-2011';

export const warbandSchema = z
  .object({
    name: z.string().min(1),
    faction: factionSchema,
    points: z.union([z.literal(100), z.literal(200), z.literal(400), z.literal(500)]),
    format: z.enum(['standard', 'arena', 'sealed']).default('standard'),
    /** The battle map that is part of the warband ("Battle Map"): a starter map id. */
    map: z.string().min(1).optional(),
    creatures: z.array(z.object({ card: z.string().min(1), items: z.array(z.string().min(1)).default([]) }).strict()).min(1),
  })
  .strict();
export type Warband = z.infer<typeof warbandSchema>;
export type WarbandInput = z.input<typeof warbandSchema>;

export interface Catalog {
  readonly creatures: ReadonlyMap<string, CreatureCard>;
  readonly items: ReadonlyMap<string, ItemCard>;
}

const restrictions = { book: BOOK, section: 'Warband Restrictions' };

/** "Number of Creatures" (and Arena's five). */
export function maxCreatures(w: Warband): number {
  if (w.format === 'arena') return 5;
  return w.points === 100 ? 8 : 10;
}

/**
 * The creatures counted against "Number of Creatures" ("This maximum is extended by some creature
 * powers"): Mob N makes every N creatures of its name count as 1 (a group short of N counts as 1).
 */
export function creatureCount(w: Warband, catalog: Catalog): number {
  const mobs = new Map<string, { n: number; mob: number }>();
  let count = 0;
  for (const entry of w.creatures) {
    const card = catalog.creatures.get(entry.card);
    const mob = card ? mobOf(card) : 0;
    if (!card || mob <= 1) {
      count++;
      continue;
    }
    const g = mobs.get(card.name) ?? { n: 0, mob };
    g.n++;
    mobs.set(card.name, g);
  }
  for (const g of mobs.values()) count += Math.ceil(g.n / g.mob);
  return count;
}

/** "Maximum Single-Creature Cost": 75 / 150 / 150; no limit in 400-point (sealed Huge-set) games. */
export function maxSingleCost(w: Warband): number {
  if (w.points === 100) return 75;
  if (w.points === 400) return Infinity;
  return 150;
}

/** An item is carried by anyone, but only used by a creature of the right level, keywords, faction and alignment ("Items", Set-Up). */
export function canUseItem(c: CreatureCard, i: ItemCard): boolean {
  if (c.level < i.minLevel || c.level > i.maxLevel) return false;
  if (i.keywords.length > 0 && !i.keywords.every((k) => c.keywords.includes(k))) return false;
  if (i.factions.length > 0 && !i.factions.some((f) => c.factions.includes(f))) return false;
  if (i.alignments.length > 0 && !i.alignments.includes(c.alignment)) return false;
  return true;
}

/** Every broken construction rule, each naming the creature (by position and name) and the rule. */
export function checkWarband(w: Warband, catalog: Catalog, where = 'warband'): RuleError[] {
  const errors: RuleError[] = [];
  const sealed = w.format === 'sealed';
  const e = (code: string, message: string, section = 'Warband Restrictions') => errors.push(ruleError(code, `${where}: ${message}`, { book: BOOK, section }));
  if (sealed ? w.points !== 200 && w.points !== 400 : w.points === 400) {
    e(
      'warband-points',
      `a ${w.format} warband is built for ${sealed ? '200 or 400' : '100, 200 or 500'} points, not ${w.points}.`,
      sealed ? 'Sealed-Booster Games' : 'Warband Restrictions',
    );
  }
  const limit = maxCreatures(w);
  const counted = creatureCount(w, catalog);
  if (counted > limit)
    e(
      'warband-size',
      `${counted === w.creatures.length ? `${counted} creatures is` : `${w.creatures.length} creatures (counted as ${counted}: Mob) are`} more than the ${limit} allowed in a ${w.points}-point${w.format === 'arena' ? ' Arena' : ''} warband (Number of Creatures).`,
      w.format === 'arena' ? 'Arena' : 'Warband Restrictions',
    );
  let total = 0;
  let good: string | null = null;
  let evil: string | null = null;
  const uniques = new Map<string, number>();
  w.creatures.forEach((entry, i) => {
    const at = `creature ${i + 1} (${entry.card})`;
    const card = catalog.creatures.get(entry.card);
    if (!card) {
      e('unknown-card', `${at} is not a known creature card.`, 'BUILDING A WARBAND');
      return;
    }
    total += card.cost;
    if (card.cost > maxSingleCost(w))
      e('creature-cost', `${at} costs ${card.cost}, above the ${maxSingleCost(w)}-point maximum single-creature cost of a ${w.points}-point warband.`);
    if (!sealed && !card.factions.includes(w.faction))
      e('faction', `${at} does not belong to the ${w.faction} faction (its factions: ${card.factions.join(', ')}).`, 'Faction');
    if (!sealed && card.alignment === 'Good') good ??= at;
    if (!sealed && card.alignment === 'Evil') evil ??= at;
    if (SIZES.indexOf(card.size) > SIZES.indexOf('Huge'))
      e('too-large', `${at} is ${card.size}; larger than huge creatures are not legal in this scenario.`, w.format === 'arena' ? 'Arena' : 'Assault');
    if (card.unique && !sealed) {
      const prev = uniques.get(card.name);
      if (prev !== undefined) e('unique', `${at} is Unique and creature ${prev + 1} has the same name (Unique).`);
      else uniques.set(card.name, i);
    }
    const maxItems = card.unique ? 2 : 1;
    if (entry.items.length > maxItems)
      e('items', `${at} carries ${entry.items.length} items; at most ${maxItems} per ${card.unique ? 'Unique ' : ''}creature (Items).`);
    for (const name of entry.items) {
      const item = catalog.items.get(name);
      if (!item) e('unknown-item', `${at} carries "${name}", which is not a known item card.`, 'BUILDING A WARBAND');
      else total += item.cost;
    }
  });
  if (good && evil) e('alignment', `${good} is Good and ${evil} is Evil; they may not be in the same warband (Alignment).`);
  if (total > w.points) e('points', `the creatures and items cost ${total} points, more than the ${w.points}-point limit (Point Limit).`);
  return errors;
}

export { restrictions as WARBAND_RULE };
