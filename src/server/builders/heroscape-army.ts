/**
 * The Heroscape army builder's server side: the project's own army cards (content/test-armies.ts)
 * and, when the server is given a units file (`skirmish serve --heroscape-cards FILE`, the same file
 * as the CLI's `--cards FILE`), every army card of the file: the Rise of the Valkyrie cards
 * (content/rotv.ts, heroscape-master-game-guide "Rise of the Valkyrie") and the rest of the classic
 * pool (issue 18), each with its powers in our words and those not yet enforced named; and the verdict of the game's own army rules (heroscape-master-game-guide, "2. GATHER AND PLACE
 * YOUR ARMY": `checkArmy` in battle/setup.ts — the points limit, one copy of each Unique card).
 * A power the engine does not enforce on that card (bound card by card, games/heroscape/pool/bind.ts)
 * is refused unless allowed.
 */
import { z } from 'zod';
import { describeIssues, ok, type Json, type Result } from '../../core/index.js';
import { powerLines, unenforcedPowers } from '../../games/heroscape/abilities/render.js';
import { HIVE_SPACES } from '../../games/heroscape/battle/hive.js';
import { checkArmy, GUIDE, type Army } from '../../games/heroscape/battle/setup.js';
import type { ArmyCard } from '../../games/heroscape/cards/army-card.js';
import { rotvCards } from '../../games/heroscape/content/rotv.js';
import { blueArmy, redArmy, TEST_CARDS } from '../../games/heroscape/content/test-armies.js';
import { heroscapeModule, testArmiesConfig } from '../../games/heroscape/module.js';
import type { BuilderCard, BuilderPool, BuildProblem, BuildVerdict, GameBuilder } from './types.js';

const GATHER = { book: GUIDE, section: '2. GATHER AND PLACE YOUR ARMY' };
const POINT_LIMITS = [300, 400, 500];

const buildSchema = z
  .object({
    name: z.string().trim().min(1).max(40).optional(),
    pointLimit: z.number().int().min(1).max(10000),
    cards: z.array(z.string().min(1).max(80)).max(40),
  })
  .strict();
type Build = z.infer<typeof buildSchema>;

const TEST_SET = 'Skirmish test cards';
const ROTV_SET = 'Rise of the Valkyrie';
const CLASSIC_SET = 'Classic pool';
/** The figure sizes the engine places: single- and double-space figures, and the Marro Hive on its 6-hex base (battle/hive.ts). */
const PLACED_SPACES: ReadonlySet<number> = new Set([1, 2, HIVE_SPACES]);

interface PoolCard {
  readonly card: ArmyCard;
  readonly set: string;
}

const unenforcedOf = (c: ArmyCard): string[] => unenforcedPowers(c);

/** A card's numbers and its powers in our own words (an unenforced power by name only). */
function statsText(c: ArmyCard): string {
  const head = `${c.rarity} ${c.kind} · ${c.species} ${c.class} · ${c.personality} · ${c.size} ${c.height} · ${c.figures} figure${c.figures > 1 ? 's' : ''}`;
  const stats = `Life ${c.life}  Move ${c.move}  Range ${c.range}  Attack ${c.attack}  Defense ${c.defense}  Points ${c.points}`;
  return [head, stats, ...powerLines(c)].join('\n');
}

function toCard({ card: c, set }: PoolCard, texts: ReadonlyMap<string, string>): BuilderCard {
  return {
    id: c.name,
    name: c.name,
    kind: c.kind,
    cost: c.points,
    groups: [c.general],
    level: null,
    keywords: [c.rarity, c.species, c.class, c.personality, c.size],
    set,
    maxDice: null,
    unenforced: unenforcedOf(c),
    text: set === TEST_SET ? (texts.get(c.name) ?? statsText(c)) : statsText(c),
  };
}

function verdict(byName: ReadonlyMap<string, ArmyCard>, raw: unknown, allowUnenforced: boolean): { verdict: BuildVerdict; build: Build | null } {
  const parsed = buildSchema.safeParse(raw);
  if (!parsed.success)
    return { verdict: { legal: false, totals: [], problems: [{ message: describeIssues(parsed.error, 'army'), ...GATHER }], unenforced: [] }, build: null };
  const b = parsed.data;
  const problems: BuildProblem[] = [];
  const cards: ArmyCard[] = [];
  b.cards.forEach((name, i) => {
    const c = byName.get(name);
    if (c) cards.push(c);
    else problems.push({ message: `army card ${i + 1}: "${name}" is not a card of this server's pool`, ...GATHER });
  });
  for (const c of cards)
    if (!PLACED_SPACES.has(c.spaces)) problems.push({ message: `"${c.name}": its ${c.spaces}-space figures cannot be placed by this engine yet`, ...GATHER });
  const broken = checkArmy({ name: b.name ?? 'army', zone: '#000000', cards }, 'army', b.pointLimit);
  if (broken) problems.push({ message: broken, ...GATHER });
  const unenforced = [...new Set(cards.filter((c) => unenforcedOf(c).length > 0).map((c) => c.name))];
  if (unenforced.length > 0 && !allowUnenforced)
    problems.push({
      message: `${unenforced.join(', ')}: some special powers are not enforced by this engine yet; allow unenforced cards to play without them.`,
      ...GATHER,
    });
  const points = cards.reduce((s, c) => s + c.points, 0);
  return {
    verdict: { legal: problems.length === 0, totals: [{ label: 'points', value: points, limit: b.pointLimit }], problems, unenforced },
    build: b,
  };
}

const asBuild = (a: Army, pointLimit: number): Json => ({ name: a.name, pointLimit, cards: a.cards.map((c) => c.name) });

/**
 * The builder over the test cards and, given the units file's cards (`parseUnits`), every card of
 * the file (the Rise of the Valkyrie ones first); an error names the first RotV card the file lacks.
 */
export function heroscapeArmyBuilderFor(units?: readonly ArmyCard[], where = 'units file'): Result<GameBuilder, string> {
  const pool: PoolCard[] = Object.values(TEST_CARDS).map((card) => ({ card, set: TEST_SET }));
  if (units) {
    const rotv = rotvCards(units, where);
    if (!rotv.ok) return rotv;
    pool.push(...rotv.value.map((card) => ({ card, set: ROTV_SET })));
    const listed = new Set(pool.map((p) => p.card.name));
    for (const card of units) if (!listed.has(card.name)) pool.push({ card, set: CLASSIC_SET });
  }
  const byName = new Map(pool.map((p) => [p.card.name, p.card]));
  return ok(armyBuilder(pool, byName));
}

function armyBuilder(pool: readonly PoolCard[], byName: ReadonlyMap<string, ArmyCard>): GameBuilder {
  return {
    pool(): BuilderPool {
      const texts = new Map((heroscapeModule.cards?.() ?? []).map((c) => [c.name, c.text]));
      return {
        game: 'heroscape',
        noun: 'army',
        formats: POINT_LIMITS.map((p) => ({ id: String(p), label: `${p} points` })),
        cards: pool.map((c) => toCard(c, texts)),
        extras: [],
        extrasNoun: '',
        starters: [
          { id: 'red', label: 'Red (pre-set)', build: asBuild(redArmy(), 400) },
          { id: 'blue', label: 'Blue (pre-set)', build: asBuild(blueArmy(), 400) },
        ],
      };
    },
    check: (build, allowUnenforced) => verdict(byName, build, allowUnenforced).verdict,
    setup(builds, allowUnenforced) {
      const [a, b] = builds.map((x) => verdict(byName, x, allowUnenforced));
      const problems = [a, b].flatMap((v, i) => (v?.verdict.problems ?? []).map((p) => ({ ...p, message: `Seat ${i + 1}: ${p.message}` })));
      if (!a?.build || !b?.build || problems.length > 0) return { ok: false, problems };
      // The pre-set battlefield and its two starting zones; the armies are the builds.
      const base = testArmiesConfig();
      const armies = [a.build, b.build].map((build, i) => ({
        name: build.name ?? base.armies[i]!.name,
        zone: base.armies[i]!.zone,
        cards: build.cards.flatMap((n) => byName.get(n) ?? []),
      }));
      // Allowed unenforced cards must be allowed by the set-up too, which otherwise refuses them.
      const allowed = allowUnenforced && [a, b].some((v) => (v?.verdict.unenforced.length ?? 0) > 0) ? { allowUnenforced: true } : {};
      const config = { ...base, armies, pointLimit: Math.max(a.build.pointLimit, b.build.pointLimit), ...allowed };
      // What only the battlefield can say (a Marro Hive's base needs six spaces of its zone in shape): the set-up's own check.
      const started = heroscapeModule.game.setup(config, 1);
      if (!started.ok) return { ok: false, problems: [{ message: `On the battlefield: ${started.error.message}`, ...GATHER }] };
      return { ok: true, config: JSON.parse(JSON.stringify(config)) as Json };
    },
  };
}

/** The builder over the project's test cards only (a server given no units file). */
export const heroscapeArmyBuilder: GameBuilder = armyBuilder(
  Object.values(TEST_CARDS).map((card) => ({ card, set: TEST_SET })),
  new Map(Object.values(TEST_CARDS).map((c) => [c.name, c])),
);
