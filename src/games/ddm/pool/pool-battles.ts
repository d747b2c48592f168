// Seeded random Assault battles between random legal warbands drawn from an imported pool's fully
// enforced creatures (issue 20, "Warbands from the pool"): the set-up for one seed. Not a rule file.
import { Rng, seedRng, type Decision, type Option } from '../../../core/index.js';
import type { CreatureCard, Faction } from '../cards/schema.js';
import { FACTIONS } from '../cards/schema.js';
import { STARTER_MAPS } from '../content/maps.js';
import type { DdmConfig } from '../game.js';
import { victoryRegions } from '../geo.js';
import type { DdmMap } from '../geometry/index.js';
import type { DdmState } from '../state.js';
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

/**
 * The pool battles' bot for the battle `s`: uniform among the options, except that when a destination
 * in one of the deciding player's own victory areas ("Victory Areas") is offered, it goes there. A
 * warband left alone on the map then still scores its way to the point limit (eliminating a warband
 * that cost less than the limit does not end the battle), so battles end by the victory conditions
 * rather than at the round limit. Once both have reached it with equal points ("End the battle": the
 * next player to score wins) it moves uniformly again: two warbands that only hold their own areas
 * would score together every round and never break the tie.
 */
export function poolBot(s: DdmState): (d: Decision, bot: Rng) => Option | undefined {
  return (d, bot) => {
    let options = d.options;
    if (d.kind === 'choose-destination' && !s.tieBreak) {
      const regions = [...victoryRegions(s.map, s.side[d.player] === 'B' ? 'B' : 'A'), ...victoryRegions(s.map, 'AB')];
      const inArea = options.filter((o) => {
        const [x, y] = o.id.split(',').map(Number);
        return x !== undefined && y !== undefined && regions.some((r) => r.has(y * 1000 + x));
      });
      if (inArea.length > 0) options = inArea;
    }
    return options[bot.int(0, options.length - 1)];
  };
}
