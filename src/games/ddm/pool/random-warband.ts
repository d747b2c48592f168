// A random legal warband from a creature pool, for tests and the simulator: ddm-battle-rules-2011
// "BUILDING A WARBAND" / "Warband Restrictions" — one faction, never Good with Evil, at most the
// creature count and single-creature cost of the point limit, one Unique creature of a name, the
// total within the point limit. Creatures are drawn from the seeded generator until none fits.
import type { Rng } from '../../../core/index.js';
import { FACTIONS, type CreatureCard, type Faction } from '../cards/schema.js';
import { maxCreatures, maxSingleCost, type Warband } from '../rules/warband.js';

export interface RandomWarbandOptions {
  readonly name: string;
  readonly points?: 100 | 200 | 500;
  readonly faction?: Faction;
  /** Stop adding creatures after this many draws find nothing that fits. */
  readonly attempts?: number;
}

/** Null when the candidates offer nothing at all for the chosen faction. */
export function randomWarband(rng: Rng, candidates: readonly CreatureCard[], opts: RandomWarbandOptions): Warband | null {
  const points = opts.points ?? 200;
  const faction = opts.faction ?? (FACTIONS[rng.int(0, FACTIONS.length - 1)] as Faction);
  const shell: Warband = { name: opts.name, faction, points, format: 'standard', creatures: [] };
  // "Alignment": the warband leans Good, Evil or neither, drawn once.
  const lean = (['Good', 'Evil', 'Unaligned'] as const)[rng.int(0, 2)];
  const fits = candidates.filter(
    (c) => c.factions.includes(faction) && c.cost <= maxSingleCost(shell) && c.cost > 0 && (c.alignment === 'Unaligned' || c.alignment === lean),
  );
  if (fits.length === 0) return null;
  const chosen: CreatureCard[] = [];
  let total = 0;
  const uniques = new Set<string>();
  for (let misses = 0; misses < (opts.attempts ?? 30) && chosen.length < maxCreatures(shell);) {
    const c = fits[rng.int(0, fits.length - 1)] as CreatureCard;
    if (total + c.cost > points || (c.unique && uniques.has(c.name))) {
      misses++;
      continue;
    }
    chosen.push(c);
    total += c.cost;
    if (c.unique) uniques.add(c.name);
  }
  if (chosen.length === 0) return null;
  return { ...shell, creatures: chosen.map((c) => ({ card: c.name, items: [] })) };
}
