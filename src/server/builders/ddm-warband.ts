/**
 * The DDM warband builder's server side: the starter creature and item cards as a pool, and the
 * verdict of the game's own warband rules on a build (ddm-battle-rules-2011, "BUILDING A WARBAND",
 * "Warband Restrictions": `checkWarbandFile`, `checkWarband`, `maxCreatures` in rules/warband.ts).
 * The kinds of warband the engine knows (`format`: standard, "Arena", "Sealed-Booster Games"), the
 * battle map a warband names ("Battle Map": the starter maps) and the scenario of the table
 * ("SCENARIOS AND VARIANTS": rules/scenarios.ts) are offered as the engine lists them; the game's
 * own set-up judges the pair (e.g. an Arena warband on a full-size map).
 * Creatures with powers the engine does not enforce (content/creatures.ts OMITTED) are refused
 * unless the player allows them.
 */
import { describeIssues, type Json } from '../../core/index.js';
import { creatureText, itemText } from '../../games/ddm/cards/render.js';
import { CATALOG } from '../../games/ddm/content/catalog.js';
import { OMITTED, STARTER_CREATURES } from '../../games/ddm/content/creatures.js';
import { STARTER_ITEMS } from '../../games/ddm/content/items.js';
import { STARTER_MAPS, starterMap } from '../../games/ddm/content/maps.js';
import { STARTER_WARBANDS } from '../../games/ddm/content/warbands.js';
import { SCENARIOS, SCENARIO_TITLES } from '../../games/ddm/rules/scenarios.js';
import { BOOK, checkWarband, maxCreatures, warbandSchema, type Warband } from '../../games/ddm/rules/warband.js';
import type { BuilderCard, BuilderPool, BuildProblem, BuildVerdict, GameBuilder } from './types.js';

const SET = 'DDM starter';
const BUILDING = { book: BOOK, section: 'BUILDING A WARBAND' };
const asJson = (v: unknown): Json => JSON.parse(JSON.stringify(v)) as Json;

function creatureCards(): BuilderCard[] {
  return STARTER_CREATURES.map((c) => ({
    id: c.name,
    name: c.name,
    kind: 'creature',
    cost: c.cost,
    groups: [...c.factions],
    level: c.level,
    keywords: [...c.keywords, c.alignment, c.size, ...(c.unique ? ['Unique'] : [])],
    set: SET,
    maxDice: null,
    unenforced: [...(OMITTED[c.name] ?? [])],
    text: creatureText(c, OMITTED[c.name] ?? []),
  }));
}

function itemCards(): BuilderCard[] {
  return STARTER_ITEMS.map((i) => ({
    id: i.name,
    name: i.name,
    kind: 'item',
    cost: i.cost,
    groups: [...i.factions],
    level: i.minLevel,
    keywords: [...i.keywords],
    set: SET,
    maxDice: null,
    unenforced: [],
    text: itemText(i),
  }));
}

/** The creatures of a warband whose powers are not all enforced, once each. */
function unenforcedIn(w: Warband): string[] {
  return [...new Set(w.creatures.map((e) => e.card).filter((name) => (OMITTED[name] ?? []).length > 0))];
}

function verdict(build: unknown, allowUnenforced: boolean): { verdict: BuildVerdict; warband: Warband | null } {
  const parsed = warbandSchema.safeParse(build);
  if (!parsed.success)
    return {
      verdict: { legal: false, totals: [], problems: [{ message: describeIssues(parsed.error, 'warband'), ...BUILDING }], unenforced: [] },
      warband: null,
    };
  const w = parsed.data;
  const problems: BuildProblem[] = checkWarband(w, CATALOG).map((e) => ({ message: e.message, book: e.rule.book, section: e.rule.section }));
  if (w.map !== undefined && !starterMap(w.map))
    problems.push({
      message: `The map "${w.map}" is not one of this server's battle maps (${STARTER_MAPS.map((m) => m.id).join(', ')}).`,
      book: BOOK,
      section: 'Battle Map',
    });
  const unenforced = unenforcedIn(w);
  if (unenforced.length > 0 && !allowUnenforced)
    problems.push({
      message: `${unenforced.join(', ')}: some powers are not enforced by this engine yet; allow unenforced cards to play without them.`,
      ...BUILDING,
    });
  const points = w.creatures.reduce(
    (sum, e) => sum + (CATALOG.creatures.get(e.card)?.cost ?? 0) + e.items.reduce((s, i) => s + (CATALOG.items.get(i)?.cost ?? 0), 0),
    0,
  );
  return {
    verdict: {
      legal: problems.length === 0,
      totals: [
        { label: 'points', value: points, limit: w.points },
        { label: 'creatures', value: w.creatures.length, limit: maxCreatures(w) },
      ],
      problems,
      unenforced,
    },
    warband: w,
  };
}

export const ddmWarbandBuilder: GameBuilder = {
  pool(): BuilderPool {
    return {
      game: 'ddm',
      noun: 'warband',
      formats: [
        { id: '100', label: '100 points' },
        { id: '200', label: '200 points' },
        { id: '500', label: '500 points' },
        { id: '400', label: '400 points (sealed Huge-set games)' },
      ],
      kinds: [
        { id: 'standard', label: 'Standard (Assault)' },
        { id: 'arena', label: 'Arena (half-size map)' },
        { id: 'sealed', label: 'Sealed booster' },
      ],
      maps: STARTER_MAPS.map((m) => ({ id: m.id, label: `${m.name} (${m.width}×${m.height})` })),
      scenarios: SCENARIOS.map((id) => ({ id, label: SCENARIO_TITLES[id] })),
      cards: creatureCards(),
      extras: itemCards(),
      extrasNoun: 'items',
      starters: STARTER_WARBANDS.map((w) => ({ id: w.name, label: w.name, build: asJson(w) })),
    };
  },
  check: (build, allowUnenforced) => verdict(build, allowUnenforced).verdict,
  setup(builds, allowUnenforced, table = {}) {
    const [a, b] = builds.map((x) => verdict(x, allowUnenforced));
    const problems = [a, b].flatMap((v, i) => (v?.verdict.problems ?? []).map((p) => ({ ...p, message: `Seat ${i + 1}: ${p.message}` })));
    const scenario = SCENARIOS.find((s) => s === (table.scenario ?? 'assault'));
    if (!scenario)
      problems.push({ message: `"${table.scenario}" is not a scenario (${SCENARIOS.join(', ')}).`, book: BOOK, section: 'SCENARIOS AND VARIANTS' });
    if (!a?.warband || !b?.warband || problems.length > 0) return { ok: false, problems };
    // The warbands' own starter maps (the champion-test winner picks), else the first starter map.
    const maps = [a.warband.map, b.warband.map].flatMap((id) => (id ? (starterMap(id) ?? []) : []));
    const unique = maps.filter((m, i) => maps.findIndex((x) => x.id === m.id) === i);
    return { ok: true, config: asJson({ warbands: [a.warband, b.warband], maps: unique.length > 0 ? unique : [STARTER_MAPS[0]], scenario }) };
  },
};
