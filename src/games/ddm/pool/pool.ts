// Warbands built from an imported creature pool (docs/ddm.md, "Creature pool"): the 2011 "Warband
// Restrictions" over the pool's cards (rules/warband.ts checkWarband), plus the project's own rule
// that a creature with a power not enforced is never played as if complete — it is refused unless
// the player allows partial creatures (`--allow-partial`), and then plays without those powers.
import { describeIssues, err, ok, ruleError, type Result, type RuleError } from '../../../core/index.js';
import type { CreatureCard, ItemCard } from '../cards/schema.js';
import { CATALOG } from '../content/catalog.js';
import type { ImportedCreature } from '../import/types.js';
import type { ImportedPool } from '../import/parse.js';
import { BOOK, checkWarband, warbandSchema, type Catalog, type Warband } from '../rules/warband.js';

export interface PoolOptions {
  /** Admit creatures with powers not enforced (they play without those powers). */
  readonly allowPartial?: boolean;
}

export interface CreaturePool {
  readonly byName: ReadonlyMap<string, ImportedCreature>;
  /** The built-in catalog plus every imported creature that has a card. */
  readonly catalog: Catalog;
}

export function creaturePool(pool: ImportedPool): CreaturePool {
  const byName = new Map(pool.creatures.map((c) => [c.name, c]));
  const creatures = new Map(CATALOG.creatures);
  for (const c of pool.creatures) if (c.card) creatures.set(c.name, c.card);
  return { byName, catalog: { creatures, items: CATALOG.items } };
}

/** The powers of an imported creature that are not enforced, as "name (family)". */
export const missingPowers = (c: ImportedCreature): string[] => c.powers.filter((p) => !p.enforced).map((p) => `${p.name} (${p.family ?? 'not enforced'})`);

/**
 * Every problem of a warband built from the pool, each naming the creature (by position and name)
 * and the rule: creatures the pool cannot play or has only partly enforced, then the 2011
 * restrictions (points, creature count and cost, faction, alignment, Unique, items).
 */
export function checkPoolWarband(w: Warband, pool: CreaturePool, opts: PoolOptions = {}, where = 'warband'): RuleError[] {
  const errors: RuleError[] = [];
  const unplayable: string[] = [];
  w.creatures.forEach((entry, i) => {
    const at = `${where}: creature ${i + 1} (${entry.card})`;
    const imported = pool.byName.get(entry.card);
    if (!imported) return;
    if (!imported.card) {
      unplayable.push(`creature ${i + 1} (${entry.card})`);
      errors.push(
        ruleError(
          'not-playable',
          `${at} cannot be played: ${imported.powers.find((p) => p.family === 'no encodable attack' || p.family === 'encoding refused')?.reason ?? 'no card'}.`,
          {
            book: BOOK,
            section: 'HOW TO READ A CREATURE STAT CARD',
          },
        ),
      );
      return;
    }
    if (!imported.enforced && !opts.allowPartial)
      errors.push(
        ruleError(
          'partial-creature',
          `${at} has powers that are not enforced: ${missingPowers(imported).join('; ')}. It would play without them; allow that with --allow-partial.`,
          { book: 'skirmish', section: 'docs/ddm.md, Creature pool' },
        ),
      );
  });
  // A creature already reported as unplayable is not reported again as an unknown card.
  const restrictions = checkWarband(w, pool.catalog, where).filter((e) => e.code !== 'unknown-card' || !unplayable.some((u) => e.message.includes(u)));
  return [...errors, ...restrictions];
}

/** The cards a config must carry for these warbands (the imported ones they name). */
export function configCards(warbands: readonly Warband[], pool: CreaturePool): { creatures: CreatureCard[]; items: ItemCard[] } {
  const names = new Set(warbands.flatMap((w) => w.creatures.map((c) => c.card)));
  const creatures: CreatureCard[] = [];
  for (const n of names) {
    const c = pool.byName.get(n)?.card;
    if (c) creatures.push(c);
  }
  return { creatures, items: [] };
}

/** A warband file checked against the pool (`--creatures FILE` with `--warband`/`--vs`): the schema, then every problem above. */
export function checkPoolWarbandFile(value: unknown, where: string, pool: CreaturePool, opts: PoolOptions = {}): Result<Warband, string> {
  const r = warbandSchema.safeParse(value);
  if (!r.success) return err(describeIssues(r.error, where));
  const problems = checkPoolWarband(r.data, pool, opts, where).map((e) => e.message);
  return problems.length === 0
    ? ok(r.data)
    : err(problems.slice(0, 20).join('\n') + (problems.length > 20 ? `\n${where}: … and ${problems.length - 20} more problems.` : ''));
}
