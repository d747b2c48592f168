/**
 * The Heroscape GameModule: the ready-made set-up (two pre-set armies of the project's own test
 * cards on the built-in test field), CLI arguments (`--cards FILE` plays the armies of the guide's
 * Examples 2, 3 and 16 imported from the heroscape-json units file; `--rounds N` the round limit),
 * the terminal rendering, the card listing and the set-up schema.
 */
import { err, ok, type Json, type Observation, type Result } from '../../core/index.js';
import type { GameModule } from '../module.js';
import { abilityByKey } from './abilities/index.js';
import { powerLines } from './abilities/render.js';
import { ENCODED } from './pool/tables.js';
import { coverageFromUnits, coverageText } from './pool/coverage.js';
import { game } from './battle/game.js';
import { configSchema, type HsConfig } from './battle/setup.js';
import { vouch } from './battle/vouched.js';
import { teamOf, type HsState } from './battle/state.js';
import type { ArmyCard } from './cards/army-card.js';
import { parseUnits } from './cards/import-units.js';
import { blueArmy, redArmy, TEST_CARDS } from './content/test-armies.js';
import { exampleArmies } from './content/example-armies.js';
import { ROTV_CARDS, type RotvCard } from './content/rotv.js';
import { clashingFronts, type ArmyChoice } from './content/clashing-fronts.js';
import { importHsc } from './import.js';
import type { HeroscapeMap } from './map-model.js';
import { testField } from './content/test-field.js';
import { MIRROR_ARMIES_ID, mirrorArmiesSetup } from './content/mirror-armies.js';
import { MASTER_SCENARIOS, masterScenario } from './content/master-scenarios.js';
import { TEAM_SCENARIOS, teamScenario } from './content/team-scenarios.js';

export const DEFAULT_ROUND_LIMIT = 8;
export const CLASHING_FRONTS_ID = 'clashing-fronts';
/** Where the shared data sits next to a checkout (the user points elsewhere with --cards/--map). */
export const DEFAULT_CARDS = '../shared/data/heroscape/heroscape-json-units.json';
export const DEFAULT_MAP = '../shared/data/heroscape/maps/Table des geants.hsc';
/** Flags that pick the battlefield or the armies; without any, the first-time scenario is played (`--rounds` may still be given). */
const FIELD_FLAGS = ['scenario', 'map', 'cards', 'armies', 'allow-unenforced'];

function readCards(path: string, readFile: (path: string) => string): Result<ArmyCard[], string> {
  let text: string;
  try {
    text = readFile(path);
  } catch (e) {
    return err(`${path}: cannot read the file (${(e as Error).message})`);
  }
  return parseUnits(text, path);
}

/** A map file: Virtualscape .hsc (read as bytes) or map JSON (as \`skirmish map import\` writes it). */
function readMap(path: string, readFile: (path: string) => string, readBytes?: (path: string) => Uint8Array): Result<HeroscapeMap, string> {
  try {
    if (/\.hsc$/i.test(path)) {
      if (!readBytes) return err(`${path}: this command reads no binary files; convert it first with \`skirmish map import "${path}" --out map.json\``);
      return ok(importHsc(readBytes(path), path));
    }
    return ok(JSON.parse(readFile(path)) as HeroscapeMap);
  } catch (e) {
    return err(`${path}: cannot read the map (${(e as Error).message})`);
  }
}

function clashingFrontsFromFiles(
  mapPath: string,
  cardsPath: string,
  armies: ArmyChoice,
  rounds: number,
  readFile: (path: string) => string,
  readBytes?: (path: string) => Uint8Array,
  allowUnenforced = false,
): Result<HsConfig, string> {
  const map = readMap(mapPath, readFile, readBytes);
  if (!map.ok) return map;
  const cards = readCards(cardsPath, readFile);
  if (!cards.ok) return cards;
  return clashingFronts(map.value, cards.value, cardsPath, armies, rounds, allowUnenforced);
}

export function testArmiesConfig(roundLimit = DEFAULT_ROUND_LIMIT): HsConfig {
  return { map: testField(), armies: [redArmy(), blueArmy()], roundLimit };
}

let testArmiesPreset: HsConfig | null = null;

/** The `test-armies` preset: one frozen, vouched copy of `testArmiesConfig()` (a fresh copy to change: `testArmiesConfig`). */
export function testArmiesSetup(): HsConfig {
  return (testArmiesPreset ??= vouch(testArmiesConfig(), 'test-armies'));
}

const masterPresets = new Map<string, HsConfig>();

/** A Master Game scenario's set-up as a preset: one frozen, vouched copy per scenario. */
function masterSetup(id: string): HsConfig {
  let c = masterPresets.get(id);
  const m = masterScenario(id);
  if (!c && m) masterPresets.set(id, (c = vouch(m.config(), id)));
  if (!c) throw new Error(`no Heroscape scenario "${id}"`);
  return c;
}

const teamPresets = new Map<string, HsConfig>();

/** A team battle's set-up (three or four seats) as a preset: one frozen, vouched copy per scenario. */
function teamSetup(id: string): HsConfig {
  let c = teamPresets.get(id);
  const t = teamScenario(id);
  if (!c && t) teamPresets.set(id, (c = vouch(t.config(), id)));
  if (!c) throw new Error(`no Heroscape team scenario "${id}"`);
  return c;
}

function rows(view: Json): string {
  if (typeof view !== 'object' || view === null || Array.isArray(view)) return JSON.stringify(view);
  const v = view as { [k: string]: Json | undefined };
  const lines: string[] = [`${String(v['map'])} — round ${String(v['round'])} of ${String(v['roundLimit'])} (${String(v['phase'])})`];
  const cards = Array.isArray(v['cards']) ? v['cards'] : [];
  const figures = Array.isArray(v['figures']) ? v['figures'] : [];
  for (const c of cards) {
    if (typeof c !== 'object' || c === null || Array.isArray(c)) continue;
    const card = c as { [k: string]: Json | undefined };
    const markers = Array.isArray(card['markers']) ? card['markers'].join(' ') : '';
    const revealed = Array.isArray(card['revealed']) ? card['revealed'].join(' ') : '';
    lines.push(`P${Number(card['owner']) + 1} ${String(card['name'])}  markers [${markers}] revealed [${revealed}]`);
    for (const f of figures) {
      if (typeof f !== 'object' || f === null || Array.isArray(f)) continue;
      const fig = f as { [k: string]: Json | undefined };
      if (fig['card'] !== card['index']) continue;
      const at = fig['at'] as { q?: number; r?: number; level?: number; tail?: { q: number; r: number } | null } | null;
      const tail = at?.tail ? ` + (${at.tail.q}, ${at.tail.r})` : '';
      const where = at ? `(${at.q}, ${at.r})${tail} level ${at.level}, ${String(fig['wounds'])} wound(s)` : 'not on the battlefield yet';
      lines.push(`    ${String(fig['id'])}: ${fig['destroyed'] ? 'destroyed' : where}`);
    }
  }
  return lines.join('\n');
}

function cardText(c: ArmyCard): string {
  const head = `${c.rarity} ${c.kind} · ${c.species} ${c.class} · ${c.personality} · ${c.size} ${c.height} · ${c.figures} figure${c.figures > 1 ? 's' : ''}${c.spaces > 1 ? ` (${c.spaces}-space)` : ''}`;
  const stats = `Life ${c.life}  Move ${c.move}  Range ${c.range}  Attack ${c.attack}  Defense ${c.defense}  Points ${c.points}`;
  const symbol = c.superStrength
    ? ['Super Strength: not affected by Falling or Major Falling; ignores the automatic shields a special power gives a Destructible Object.']
    : [];
  return [head, stats, ...powerLines(c), ...symbol].join('\n');
}

/** A Rise of the Valkyrie card: its powers in our words, as its pool entry binds them (its numbers come from the units file, `--cards FILE`). */
function rotvText(c: RotvCard): string {
  const entry = ENCODED.get(c.name);
  const lines = c.powers.map((name) => {
    const e = entry?.powers.find((p) => p.power === name);
    const a = e === undefined ? undefined : abilityByKey(e.ability);
    if (!a) return `${name} (not yet enforced)`;
    return `${name}: ${e?.params && a.describe ? a.describe(e.params) : a.text}`;
  });
  return ['Rise of the Valkyrie · numbers imported with --cards FILE', ...lines].join('\n');
}

/** The coverage report of a units file (`--units FILE`, else `--cards FILE`, else the shared copy). */
function poolCoverage(flags: Readonly<Record<string, string>>, readFile: (path: string) => string): Result<{ text: string; json: unknown }, string> {
  const path = flags['units'] ?? flags['cards'] ?? DEFAULT_CARDS;
  if (path === 'true' || path === '') return err('--units needs the path of a heroscape-json units file (heroscape-json-units.json)');
  let text: string;
  try {
    text = readFile(path);
  } catch (e) {
    return err(`${path}: cannot read the heroscape-json units file (${e instanceof Error ? e.message : String(e)}); give one with --units FILE`);
  }
  const cov = coverageFromUnits(text, path);
  return cov.ok ? ok({ text: coverageText(cov.value), json: cov.value }) : cov;
}

/**
 * The set-up from the command line: `--scenario clashing-fronts` (the default when the shared data
 * can be read; `--map FILE` .hsc or map JSON, `--cards FILE`, `--armies preset|draft|pool`, with `pool`
 * `--allow-unenforced`), `--scenario
 * test-field`, `--scenario ID` of a Master Game scenario (`content/master-scenarios.ts`) or of a team battle for three or four
 * players (`content/team-scenarios.ts`), or the older `--cards FILE` alone (the Examples 2/3/16 armies on the test field);
 * `--rounds N`. A .hsc map needs `readBytes`.
 */
export function heroscapeConfigFromArgs(
  flags: Readonly<Record<string, string>>,
  readFile: (path: string) => string,
  readBytes?: (path: string) => Uint8Array,
): Result<HsConfig, string> | null {
  // Decimal digits only, as the CLI's other whole-number flags: "1e1" or "0x10" is a typo, not 10 or 16.
  const given = flags['rounds'];
  const rounds = given === undefined ? DEFAULT_ROUND_LIMIT : /^\d{1,3}$/.test(given.trim()) ? Number(given.trim()) : NaN;
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100) return err(`--rounds ${flags['rounds']}: expected a whole number of rounds from 1 to 100`);
  const scenario = flags['scenario'];
  const master = scenario === undefined ? null : masterScenario(scenario);
  if (master) return ok(given === undefined ? master.config() : { ...master.config(), roundLimit: rounds });
  const team = scenario === undefined ? null : teamScenario(scenario);
  if (team) return ok(given === undefined ? team.config() : { ...team.config(), roundLimit: rounds });
  if (scenario !== undefined && scenario !== CLASHING_FRONTS_ID && scenario !== 'test-field')
    return err(
      `--scenario ${scenario}: expected ${[CLASHING_FRONTS_ID, 'test-field', ...MASTER_SCENARIOS.map((m) => m.id), ...TEAM_SCENARIOS.map((m) => m.id)].join(', ')}`,
    );
  const armies = flags['armies'] ?? 'preset';
  if (armies !== 'preset' && armies !== 'draft' && armies !== 'pool') return err(`--armies ${armies}: expected preset, draft or pool`);
  const allowUnenforced = flags['allow-unenforced'] !== undefined;
  if (allowUnenforced && armies !== 'pool') return err('--allow-unenforced: only with --armies pool (the other armies play every power of their cards)');
  const wantsScenario = scenario === CLASHING_FRONTS_ID || flags['map'] !== undefined || flags['armies'] !== undefined;
  const noFieldFlags = Object.keys(flags).every((k) => !FIELD_FLAGS.includes(k));
  if (wantsScenario || (noFieldFlags && readBytes)) {
    const config = clashingFrontsFromFiles(flags['map'] ?? DEFAULT_MAP, flags['cards'] ?? DEFAULT_CARDS, armies, rounds, readFile, readBytes, allowUnenforced);
    // With no flags at all the first-time scenario is tried on the shared data; without it, the test armies.
    if (config.ok || wantsScenario) return config;
    return null;
  }
  if (!flags['cards'] && !flags['rounds']) return null;
  const path = flags['cards'];
  if (!path) return ok(testArmiesConfig(rounds));
  const cards = readCards(path, readFile);
  if (!cards.ok) return cards;
  const picked = exampleArmies(cards.value, path);
  if (!picked.ok) return picked;
  return ok({ map: testField(), armies: picked.value, roundLimit: rounds });
}

export const heroscapeModule: GameModule<HsState, HsConfig> = {
  game,
  presets: {
    'test-armies': () => testArmiesSetup(),
    [MIRROR_ARMIES_ID]: () => mirrorArmiesSetup(),
    ...Object.fromEntries(MASTER_SCENARIOS.map((m) => [m.id, () => masterSetup(m.id)])),
    ...Object.fromEntries(TEAM_SCENARIOS.map((t) => [t.id, () => teamSetup(t.id)])),
  },
  seatTeams: (s) => (s.teams ? Array.from({ length: s.core.players }, (_, p) => teamOf(s, p)) : null),
  configFromArgs: (flags, readFile, readBytes) => heroscapeConfigFromArgs(flags, readFile, readBytes),
  renderText: (obs: Observation) => rows(obs.view),
  // `skirmish cards heroscape --coverage [--units FILE] [--json]`: the units file's cards, enforced or not (docs/heroscape.md, "The card pool").
  coverage: (flags, readFile) => poolCoverage(flags, readFile),
  cards: () => [
    ...ROTV_CARDS.map((c) => ({ name: c.name, text: rotvText(c) })),
    ...Object.values(TEST_CARDS).map((c) => ({ name: c.name, text: cardText(c) })),
  ],
  schemas: [
    {
      name: 'heroscape-setup',
      description:
        'A Heroscape set-up: the battlefield (map JSON), two to eight armies with their army cards, starting-zone colours and (for team play) team names, the round limit.',
      schema: configSchema,
      detect: (v) => typeof v === 'object' && v !== null && 'armies' in v && 'roundLimit' in v,
    },
  ],
};
