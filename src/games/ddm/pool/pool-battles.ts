// Seeded random Assault battles between random legal warbands drawn from an imported pool's fully
// enforced creatures (issue 20, "Warbands from the pool"): the set-up for one seed. Not a rule file.
import { Rng, seedRng } from '../../../core/index.js';
import type { CreatureCard, Faction } from '../cards/schema.js';
import { FACTIONS } from '../cards/schema.js';
import { STARTER_MAPS } from '../content/maps.js';
import type { DdmConfig } from '../game.js';
import type { DdmMap } from '../geometry/index.js';
import type { Warband } from '../rules/warband.js';
import { configCards, type CreaturePool } from './pool.js';
import { randomWarband } from './random-warband.js';

/** The fully enforced creatures of the pool that have a card. */
export const enforcedCards = (pool: CreaturePool): CreatureCard[] => [...pool.byName.values()].flatMap((c) => (c.enforced && c.card ? [c.card] : []));

/** Two random legal 200-point warbands (factions drawn among those the candidates can fill) on a starter map; null if none can be built. */
export function poolBattleConfig(
  pool: CreaturePool,
  candidates: readonly CreatureCard[],
  seed: number,
): { config: DdmConfig; warbands: [Warband, Warband] } | null {
  const rng = new Rng(seedRng(seed));
  const factions = FACTIONS.filter((f) => candidates.some((c) => c.factions.includes(f)));
  if (factions.length === 0) return null;
  const draw = (name: string) => {
    for (let tries = 0; tries < 10; tries++) {
      const w = randomWarband(rng, candidates, { name, faction: factions[rng.int(0, factions.length - 1)] as Faction });
      if (w) return w;
    }
    return null;
  };
  const a = draw(`Pool ${seed} A`);
  const b = draw(`Pool ${seed} B`);
  if (!a || !b) return null;
  const map = STARTER_MAPS[rng.int(0, 1)] as DdmMap;
  return { config: { warbands: [a, b], maps: [map], cards: configCards([a, b], pool) }, warbands: [a, b] };
}
