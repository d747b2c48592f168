// The DDM GameModule: presets (the starter warbands on the first starter map), CLI arguments
// (--warband a.json --vs b.json --map m.json --scenario NAME), the terminal rendering, card listings and data schemas.
import { describeIssues, err, ok, type Result } from '../../core/index.js';
import type { GameModule, ReadFile } from '../module.js';
import { creatureText, itemText } from './cards/render.js';
import { cardFileSchema } from './cards/schema.js';
import { CATALOG } from './content/catalog.js';
import { OMITTED, STARTER_CREATURES } from './content/creatures.js';
import { STARTER_ITEMS } from './content/items.js';
import { STARTER_MAPS, starterMap } from './content/maps.js';
import { CIVILIZATION_VANGUARD, WILD_HUNT } from './content/warbands.js';
import { game, type DdmConfig } from './game.js';
import { MapError, mapSchema, validateMap, type DdmMap } from './geometry/index.js';
import { renderText } from './render.js';
import type { DdmState } from './state.js';
import { SCENARIOS, type Scenario } from './rules/scenarios.js';
import { checkWarband, warbandSchema, type Warband } from './rules/warband.js';
import { coverage, coverageText } from './import/coverage.js';
import { creaturesFlag, loadPool } from './import/load.js';
import { checkPoolWarbandFile, configCards, creaturePool, type CreaturePool } from './pool/pool.js';

const isScenario = (v: string): v is Scenario => (SCENARIOS as readonly string[]).includes(v);

function readJson(readFile: ReadFile, path: string): Result<unknown, string> {
  let text: string;
  try {
    text = readFile(path);
  } catch (e) {
    return err(`${path}: cannot read the file (${(e as Error).message})`);
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err(`${path}: not valid JSON (${(e as Error).message})`);
  }
}

/** Problems listed in one message at most: a 10,000-creature warband needs no 10,000-line answer. */
const MAX_LISTED = 20;

/**
 * A warband file as every loader checks it (`--warband`, `--vs`, `skirmish validate`): the schema,
 * then "Warband Restrictions" against the card catalogue, each problem naming `where`.
 */
export function checkWarbandFile(value: unknown, where: string): Result<Warband, string> {
  const r = warbandSchema.safeParse(value);
  if (!r.success) return err(describeIssues(r.error, where));
  const problems = checkWarband(r.data, CATALOG, where).map((e) => e.message);
  if (problems.length === 0) return ok(r.data);
  const listed = problems.slice(0, MAX_LISTED);
  if (problems.length > MAX_LISTED) listed.push(`${where}: … and ${problems.length - MAX_LISTED} more problems.`);
  return err(listed.join('\n'));
}

/** A map file as every loader checks it (`--map`, `skirmish validate`): shape, squares on the map, start and victory areas. */
export function checkMapFile(value: unknown, where: string): Result<DdmMap, string> {
  try {
    return ok(validateMap(value, where));
  } catch (e) {
    if (e instanceof MapError) return err(e.message);
    throw e;
  }
}

function readWarband(
  readFile: ReadFile,
  path: string,
  check: (v: unknown, where: string) => Result<Warband, string> = checkWarbandFile,
): Result<Warband, string> {
  const raw = readJson(readFile, path);
  return raw.ok ? check(raw.value, path) : raw;
}

function readMap(readFile: ReadFile, path: string): Result<DdmMap, string> {
  const raw = readJson(readFile, path);
  return raw.ok ? checkMapFile(raw.value, path) : raw;
}

/** The warband's own map if it names a starter map. */
function warbandMap(w: Warband): DdmMap | null {
  return w.map ? (starterMap(w.map) ?? null) : null;
}

export function starterConfig(): DdmConfig {
  return { warbands: [CIVILIZATION_VANGUARD, WILD_HUNT], maps: [STARTER_MAPS[0] as DdmMap] };
}

export const ddmModule: GameModule<DdmState, DdmConfig> = {
  game,
  presets: {
    starter: starterConfig,
    'starter-both-maps': () => ({ warbands: [CIVILIZATION_VANGUARD, WILD_HUNT], maps: [STARTER_MAPS[0] as DdmMap, STARTER_MAPS[1] as DdmMap] }),
    'starter-half-map': () => ({ warbands: [CIVILIZATION_VANGUARD, WILD_HUNT], maps: [STARTER_MAPS[2] as DdmMap] }),
    // "SCENARIOS AND VARIANTS": the starter battle under each variant scoring.
    bounty: () => ({ ...starterConfig(), scenario: 'bounty' }),
    'quick-raid': () => ({ ...starterConfig(), scenario: 'quick-raid' }),
    'uncontested-victory': () => ({ ...starterConfig(), scenario: 'uncontested-victory' }),
  },
  configFromArgs(flags, readFile) {
    if (!flags['warband'] && !flags['vs'] && !flags['map'] && !flags['scenario']) return null;
    // `--creatures FILE`: warbands name creatures of an imported pool (docs/ddm.md, "Creature pool");
    // partial creatures only with `--allow-partial`.
    const poolPath = creaturesFlag(flags);
    if (poolPath && !poolPath.ok) return poolPath;
    let pool: CreaturePool | null = null;
    if (poolPath) {
      const loaded = loadPool(readFile, poolPath.value);
      if (!loaded.ok) return loaded;
      pool = creaturePool(loaded.value);
    }
    const allowPartial = flags['allow-partial'] === 'true';
    const check = (v: unknown, where: string) => (pool ? checkPoolWarbandFile(v, where, pool, { allowPartial }) : checkWarbandFile(v, where));
    const scenario = flags['scenario'] ?? 'assault';
    if (!isScenario(scenario)) return err(`--scenario ${scenario}: not a scenario (${SCENARIOS.join(', ')}; ddm-battle-rules-2011 "SCENARIOS AND VARIANTS")`);
    const a = flags['warband'] ? readWarband(readFile, flags['warband'], check) : ok(CIVILIZATION_VANGUARD);
    if (!a.ok) return a;
    const b = flags['vs'] ? readWarband(readFile, flags['vs'], check) : ok(WILD_HUNT);
    if (!b.ok) return b;
    let maps: DdmMap[];
    if (flags['map']) {
      const m = readMap(readFile, flags['map']);
      if (!m.ok) return m;
      maps = [m.value];
    } else {
      maps = [warbandMap(a.value), warbandMap(b.value)].filter((m): m is DdmMap => m !== null);
      maps = maps.filter((m, i) => maps.findIndex((x) => x.id === m.id) === i);
      if (maps.length === 0) maps = [STARTER_MAPS[0] as DdmMap];
    }
    return ok({ warbands: [a.value, b.value], maps, scenario, ...(pool ? { cards: configCards([a.value, b.value], pool) } : {}) });
  },
  renderText,
  // `skirmish cards ddm --coverage [--creatures FILE]`: the imported creature pool, enforced or not (docs/ddm.md, "Creature pool").
  coverage(flags, readFile) {
    const path = creaturesFlag(flags);
    if (path && !path.ok) return path;
    const pool = loadPool(readFile, path?.value);
    if (!pool.ok) return pool;
    const cov = coverage(pool.value);
    return ok({ text: coverageText(cov), json: cov });
  },
  cards() {
    return [
      ...STARTER_CREATURES.map((c) => ({ name: c.name, text: creatureText(c, OMITTED[c.name] ?? []) })),
      ...STARTER_ITEMS.map((i) => ({ name: i.name, text: itemText(i) })),
    ];
  },
  schemas: [
    {
      name: 'ddm-setup',
      description: 'A DDM set-up: two warbands, one or two battle maps and the scenario.',
      schema: game.configSchema,
      detect: (v) => typeof v === 'object' && v !== null && 'warbands' in v && 'maps' in v,
    },
    {
      name: 'ddm-warband',
      description: 'A DDM warband: name, faction, point limit, format, map id and creatures with their items.',
      schema: warbandSchema,
      detect: (v) => typeof v === 'object' && v !== null && 'faction' in v && 'creatures' in v,
      check: checkWarbandFile,
    },
    {
      name: 'ddm-cards',
      description: 'DDM creature and item cards in the Skirmish encoding.',
      schema: cardFileSchema,
      detect: (v) => typeof v === 'object' && v !== null && ('creatures' in v || 'items' in v) && !('faction' in v),
    },
    {
      name: 'ddm-map',
      description: 'A DDM battle map (format "skirmish-ddm-map").',
      schema: mapSchema,
      detect: (v) => typeof v === 'object' && v !== null && (v as { format?: unknown }).format === 'skirmish-ddm-map',
      check: checkMapFile,
    },
  ],
};

export default ddmModule;
