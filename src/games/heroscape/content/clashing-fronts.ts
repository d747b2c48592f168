/**
 * The Master Game's scenario for first-time players: Clashing Fronts on the Table of the Giants
 * battlefield, two players, 400-point armies; by default the pre-set armies of Example 2 (Grimnak,
 * Marro Warriors, Finn, Zettian Guards against Syvarris, Deathwalker 9000, Krav Maga Agents, Tarn
 * Viking Warriors), or armies drafted from the 16 Rise of the Valkyrie cards or from the whole
 * imported pool ("Drafting an Army").
 * Rulebook: heroscape-master-game-guide — "For First-Time Players", "2. GATHER AND PLACE YOUR ARMY"
 * (Example 2: "Clashing Fronts … calls for each player to gather a 400-point Army"), "ENDING THE
 * BATTLE" (destroy every enemy figure; scoring when the agreed round limit ends it).
 *
 * The battlefield is the user's Virtualscape file of the Table of the Giants, imported at run time.
 * The guide gives no picture of the starting zones and the shared file has no start-zone tiles, so
 * when the map names none our own choice is made: the 20 land spaces at each end of the battlefield
 * (farthest west for the first player, farthest east for the second).
 */
import { HIVE_SPACES } from '../battle/hive.js';
import { err, ok, type Result } from '../../../core/index.js';
import { unenforcedPowers } from '../abilities/render.js';
import type { HsConfig } from '../battle/setup.js';
import type { ArmyCard } from '../cards/army-card.js';
import { hexCenter } from '../hex.js';
import type { HeroscapeMap } from '../map-model.js';
import { exampleArmies } from './example-armies.js';
import { rotvCards } from './rotv.js';
import { BLUE_ZONE, RED_ZONE } from './test-field.js';

export const CLASHING_FRONTS = { name: 'Clashing Fronts', pointLimit: 400, zoneSpaces: 20 } as const;

/** The map with a starting zone at each end when it has none (a copy; the given map is left alone). */
export function withEndZones(map: HeroscapeMap): HeroscapeMap {
  if (map.startZones.length >= 2) return map;
  const land = map.columns
    .map((c) => ({ c, top: c.cells[c.cells.length - 1] }))
    .filter((x): x is { c: (typeof map.columns)[number]; top: NonNullable<typeof x.top> } => x.top !== undefined && x.top.terrain !== 'water')
    .map(({ c, top }) => ({ q: c.q, r: c.r, z: top.z + 1, x: hexCenter(c).x }))
    .sort((a, b) => a.x - b.x || a.r - b.r);
  if (land.length < 2 * CLASHING_FRONTS.zoneSpaces)
    throw new Error(`the map "${map.name}" has too few land spaces for two starting zones of ${CLASHING_FRONTS.zoneSpaces}`);
  const hexes = (xs: typeof land) => xs.map(({ q, r, z }) => ({ q, r, z }));
  return {
    ...map,
    startZones: [
      { name: 'West start', colour: RED_ZONE, hexes: hexes(land.slice(0, CLASHING_FRONTS.zoneSpaces)) },
      { name: 'East start', colour: BLUE_ZONE, hexes: hexes(land.slice(-CLASHING_FRONTS.zoneSpaces)) },
    ],
  };
}

/** The Example 2 armies, a draft of the 16 Rise of the Valkyrie cards, or a draft of the whole imported pool. */
export type ArmyChoice = 'preset' | 'draft' | 'pool';

/**
 * The draft pool of `--armies pool`: every imported card the engine places (figures of one or two
 * spaces, and the Marro Hive on its 6-hex base), and of those only the cards whose every power it
 * plays unless `allowUnenforced` (then the set-up carries the same permission, and the unplayed powers
 * are absent).
 */
export function wholePoolDraft(cards: readonly ArmyCard[], where: string, allowUnenforced: boolean): Result<ArmyCard[], string> {
  const pool = cards.filter((c) => (c.spaces <= 2 || c.spaces === HIVE_SPACES) && (allowUnenforced || unenforcedPowers(c).length === 0));
  if (pool.length === 0)
    return err(
      `${where}: no army card of this file can be drafted${allowUnenforced ? '' : ' with every power played (--allow-unenforced drafts the others too)'}`,
    );
  return ok(pool);
}

/** Clashing Fronts on `map` with armies of imported `cards` (the Example 2 armies, or a draft of the 16 Rise of the Valkyrie cards or of the whole pool). */
export function clashingFronts(
  map: HeroscapeMap,
  cards: readonly ArmyCard[],
  where: string,
  armies: ArmyChoice,
  roundLimit: number,
  allowUnenforced = false,
): Result<HsConfig, string> {
  let field: HeroscapeMap;
  try {
    field = withEndZones(map);
  } catch (e) {
    return err((e as Error).message);
  }
  const zones = [field.startZones[0]!.colour, field.startZones[1]!.colour];
  if (armies === 'draft' || armies === 'pool') {
    const pool = armies === 'pool' ? wholePoolDraft(cards, where, allowUnenforced) : rotvCards(cards, where);
    if (!pool.ok) return pool;
    return ok({
      map: field,
      armies: [
        { name: 'West', zone: zones[0]!, cards: [] },
        { name: 'East', zone: zones[1]!, cards: [] },
      ],
      pointLimit: CLASHING_FRONTS.pointLimit,
      draft: { pool: pool.value },
      roundLimit,
      ...(armies === 'pool' && allowUnenforced ? { allowUnenforced: true } : {}),
    });
  }
  const preset = exampleArmies(cards, where);
  if (!preset.ok) return preset;
  return ok({ map: field, armies: preset.value.map((a, i) => ({ ...a, zone: zones[i]! })), pointLimit: CLASHING_FRONTS.pointLimit, roundLimit });
}
