/**
 * Set-up: the battlefield and two to eight pre-set armies placed in their starting zones, alone or in
 * teams ("Using Multiple Game Sets": "play with any number of players" — eight seats bound what one
 * set-up may ask of the server).
 * Rulebook: heroscape-master-game-guide — "1. SET UP YOUR BATTLEFIELD", "2. GATHER AND PLACE YOUR
 * ARMY" (the points limit; one copy of each Unique Army Card, any number of Commons and Uncommons;
 * "Using a Pre-Set Army"; "Placing your Army in the starting zone": one same-colour zone per army,
 * no enemy-occupied zone, teammates in the same zone unless the scenario says otherwise, no more
 * spaces than the zone has, counting 2 for a double-space figure), "Team Play".
 *
 * Pre-set armies stand where the scenario shows; with no picture to follow, figures fill their zone
 * in the order of its spaces (the first card first), a double-space figure taking the first two
 * adjacent same-level free spaces.
 */
import { glyphsOf } from './glyphs.js';
import { objectiveSchema, resolveObjective } from './objectives.js';
import { treasuresOf } from './treasure-glyphs.js';
import { resolveTrap, treasureTrapSchema } from './treasure-trap.js';
import { z } from 'zod';
import { err, ok, ruleError, type Result, type RuleError } from '../../../core/index.js';
import { SF, compileBoard, type Board } from '../board.js';
import { mapSchema } from '../map-model.js';
import { armyCardSchema } from '../cards/army-card.js';
import { unenforcedPowers } from '../abilities/render.js';
import type { HsStep } from './steps.js';
import { rememberBoard, type CardInPlay, type FigureState, type HsState } from './state.js';
import { fixedInPlace, HIVE_SPACES, hiveBasePlaces, hiveObstacles, hiveSpacesOf, standHive, withHiveBase } from './hive.js';

export const GUIDE = 'heroscape-master-game-guide';
const GATHER = { book: GUIDE, section: '2. GATHER AND PLACE YOUR ARMY' } as const;

export const armySchema = z
  .object({
    name: z.string().min(1),
    /** The colour of the starting zone the army is placed in (`#rrggbb`, as on the map). */
    zone: z.string().regex(/^#[0-9a-f]{6}$/),
    /** The army's cards; empty when the armies are drafted (`draft`). */
    cards: z.array(armyCardSchema).max(40),
    /** "Team Play": the team's name; armies with the same name are teammates (every army names one, or none does). */
    team: z.string().min(1).max(40).optional(),
  })
  .strict();

/** The most armies one battle seats. */
export const MAX_PLAYERS = 8;

export const configSchema = z
  .object({
    map: mapSchema,
    armies: z.array(armySchema).min(2).max(MAX_PLAYERS),
    /** The scenario's Points Cost limit, when it sets one. */
    pointLimit: z.number().int().min(1).optional(),
    /** "ENDING THE BATTLE": the agreed number of rounds after which the battle is scored. */
    roundLimit: z.number().int().min(1).max(100),
    /** "1. PLACE YOUR ORDER MARKERS": at the same time (default) or the competitive variant, in d20 order. */
    markerPlacement: z.enum(['simultaneous', 'competitive']).optional(),
    /** "Glyphs": the scenario places the glyphs power-side up (default) or symbol-side up. */
    glyphSide: z.enum(['power', 'symbol']).optional(),
    /** A side for the glyphs of a letter, over `glyphSide` (a scenario may place some power-side and some symbol-side up). */
    glyphSides: z.record(z.string().min(1).max(2), z.enum(['power', 'symbol'])).optional(),
    /** "Treasure Glyphs": placed power-side or symbol-side up (usually symbol-side up, the default). */
    treasureSide: z.enum(['power', 'symbol']).optional(),
    /** "Traps": the scenario's trap on its symbol-side treasure glyphs (`treasure-trap.ts`); without it a sprung trap does nothing. */
    treasureTrap: treasureTrapSchema.optional(),
    /** "The Fortress Door": the player controlling each Door's Door Card at the start, as the scenario names it (null: nobody yet). */
    doorControllers: z.array(z.number().int().min(0).max(3).nullable()).max(20).optional(),
    /**
     * "Marro Hive": for each Marro Hive piece of the map (in the order of its obstacles), the player
     * whose Marro Hive figure the scenario places on it (null: the piece is terrain only). A Hive so
     * placed leaves its base as swamp water when destroyed (`hive.ts`).
     */
    hives: z.array(z.number().int().min(0).max(3).nullable()).max(20).optional(),
    /** The scenario's own victory condition (`objectives.ts`); without it, destroy every enemy figure. */
    objective: objectiveSchema.optional(),
    /**
     * "2. GATHER AND PLACE YOUR ARMY": "preset" (default) stands the figures where the pre-set army
     * goes (here: filling the zone in order); "players" is the premade-army placement, by the
     * players in d20 order.
     */
    placement: z.enum(['preset', 'players']).optional(),
    /**
     * Cards with a printed power the engine does not play (not bound to a module for that card, see
     * pool/bind.ts) are refused unless this is true; then they play without those powers, and the
     * card shown to the players says which (abilities/render.ts).
     */
    allowUnenforced: z.boolean().optional(),
    /** "Drafting an Army": the shared pool of Army Cards the players draft from (needs `pointLimit`). */
    draft: z
      .object({ pool: z.array(armyCardSchema).min(1).max(500) })
      .strict()
      .optional(),
  })
  .strict();

export type HsConfig = z.infer<typeof configSchema>;
export type Army = z.infer<typeof armySchema>;

const fail = (message: string): Result<never, RuleError> => err(ruleError('invalid-config', message, GATHER));

/** Why a card may not play without `allowUnenforced`: the printed powers the engine does not play on it. */
function unenforcedProblem(card: Army['cards'][number], where: string): string | null {
  const missing = unenforcedPowers(card);
  if (missing.length === 0) return null;
  return `${where}: "${card.name}" has powers the engine does not play yet (${missing.join(', ')}); set allowUnenforced to play it without them`;
}

/** An army's own problems: the points limit and duplicate Unique cards. */
export function checkArmy(army: Army, where: string, pointLimit?: number): string | null {
  const total = army.cards.reduce((s, c) => s + c.points, 0);
  if (pointLimit !== undefined && total > pointLimit) return `${where} (${army.name}) costs ${total} points, more than the limit of ${pointLimit}`;
  const seen = new Set<string>();
  for (const [j, c] of army.cards.entries()) {
    if (c.rarity !== 'unique') continue;
    if (seen.has(c.name)) return `${where}.cards[${j}]: "${c.name}" is a Unique Army Card already in ${army.name}`;
    seen.add(c.name);
  }
  return null;
}

export function zoneSpaces(board: Board, colour: string): number[] {
  const out: number[] = [];
  for (let s = 0; s < board.nSpaces; s++) if (board.startZoneOf[s] === colour && !(board.spFlags[s]! & (SF.OVER | SF.RUNG))) out.push(s);
  return out;
}

/** The first two adjacent same-level free spaces of the zone (head, tail), or null. */
export function pairIn(board: Board, spaces: readonly number[], taken: ReadonlySet<number>, height: number): [number, number] | null {
  const inZone = new Set(spaces);
  for (const h of spaces) {
    if (taken.has(h) || board.spHeadroom[h]! < height) continue;
    for (let k = board.adjStart[h]!; k < board.adjStart[h + 1]!; k++) {
      const t = board.adjTo[k]!;
      if (inZone.has(t) && !taken.has(t) && board.spLevel[t] === board.spLevel[h] && board.spHeadroom[t]! >= height) return [h, t];
    }
  }
  return null;
}

/**
 * Compiled battlefields by map content: a simulator sets up thousands of battles on the same map, and
 * compiling (with its full check) costs more than the rest of the set-up. Boards are never changed
 * by the rules, so one may serve every battle on an equal map. A few maps at most are kept.
 */
const compiled = new Map<string, Board>();
const KEPT_BOARDS = 8;

/** A frozen map (a vouched set-up's) cannot change, so its board is found by identity. */
const byFrozenMap = new WeakMap<HsConfig['map'], Board>();

function compiledOnce(map: HsConfig['map']): Board {
  const frozen = Object.isFrozen(map) ? byFrozenMap.get(map) : undefined;
  if (frozen) return frozen;
  const board = compiledByContent(map);
  if (Object.isFrozen(map)) byFrozenMap.set(map, board);
  return board;
}

function compiledByContent(map: HsConfig['map']): Board {
  const key = JSON.stringify(map);
  let board = compiled.get(key);
  if (!board) {
    board = compileBoard(map);
    if (compiled.size >= KEPT_BOARDS) compiled.delete(compiled.keys().next().value as string);
    compiled.set(key, board);
  }
  return board;
}

/** Letters of the figure ids, one per seat ("a1", "b3", …, "h2"). */
export const SEAT_LETTERS = 'abcdefgh';

/**
 * "Team Play": each player's team as the lowest seat with the same team name, or undefined when no
 * army names a team; a problem when only some do, or all are on one team.
 */
function teamsOf(config: HsConfig): number[] | undefined | string {
  const named = config.armies.filter((a) => a.team !== undefined).length;
  if (named === 0) return undefined;
  const missing = config.armies.findIndex((a) => a.team === undefined);
  if (missing >= 0) return `$.armies[${missing}].team: every army names its team when one does`;
  const teams = config.armies.map((a) => config.armies.findIndex((b) => b.team === a.team));
  if (teams.every((t) => t === teams[0])) return `$.armies: every army is on team "${config.armies[0]!.team}"; a battle needs at least two teams`;
  return teams;
}

/** The scenario's Hive placements: one entry per Hive piece at most, each player's Hive on one piece at most. */
function checkHives(config: HsConfig, pieces: number): string | null {
  const hives = config.hives ?? [];
  if (hives.length > pieces) return `$.hives: ${hives.length} entries for the ${pieces} Marro Hive pieces of the map "${config.map.name}"`;
  for (const [i, p] of hives.entries()) {
    if (p === null) continue;
    if (p >= config.armies.length) return `$.hives[${i}]: player ${p} is not one of the ${config.armies.length} players`;
    if (hives.indexOf(p) !== i) return `$.hives[${i}]: player ${p}'s Marro Hive is already placed on another piece (a Unique Army Card)`;
    if (!config.armies[p]!.cards.some((c) => c.spaces === HIVE_SPACES)) return `$.hives[${i}]: ${config.armies[p]!.name} has no Marro Hive card to place on it`;
  }
  return null;
}

export function initBattle(config: HsConfig): Result<{ state: Omit<HsState, 'core'>; steps: HsStep[]; players: number }, RuleError> {
  let board: Board;
  try {
    board = compiledOnce(config.map);
  } catch (e) {
    return fail(`the map "${config.map.name}" cannot be used: ${(e as Error).message}`);
  }
  rememberBoard(config.map, board);
  const teams = teamsOf(config);
  if (typeof teams === 'string') return fail(teams);
  const pieces = hiveObstacles(config.map);
  const hiveProblem = checkHives(config, pieces.length);
  if (hiveProblem) return fail(hiveProblem);
  /** The Hive piece the scenario places player `p`'s Marro Hive on, or -1. */
  const hiveFor = (p: number): number => {
    const i = config.hives?.indexOf(p) ?? -1;
    return i >= 0 ? pieces[i]! : -1;
  };
  const team = (p: number): number => teams?.[p] ?? p;
  const cards: CardInPlay[] = [];
  const figures: FigureState[] = [];
  /** Each zone's team, and the spaces its armies have taken (teammates share a zone and fill it in turn). */
  const zones = new Map<string, { team: number; taken: Set<number>; needed: number }>();
  /** The Hive bases the armies bring (`hive.ts`), put on the map once every army is placed. */
  const bases: number[][] = [];
  for (const [p, army] of config.armies.entries()) {
    const where = `$.armies[${p}]`;
    if (config.draft && army.cards.length > 0) return fail(`${where}.cards: armies are drafted from $.draft.pool, so they bring no cards`);
    if (!config.draft && army.cards.length === 0) return fail(`${where}.cards: an army needs at least one Army Card (or draft them from $.draft.pool)`);
    const problem = checkArmy(army, where, config.pointLimit);
    if (problem) return fail(problem);
    const shared = zones.get(army.zone);
    if (shared && shared.team !== team(p))
      return fail(`${where}.zone: ${army.zone} is already another army's starting zone (no placing in an enemy-occupied starting zone)`);
    const spaces = zoneSpaces(board, army.zone);
    if (spaces.length === 0) return fail(`${where}.zone: the map "${config.map.name}" has no starting zone of colour ${army.zone}`);
    // A Hive the scenario places stands on its piece, not in the zone.
    const onPiece = (c: Army['cards'][number]) => c.spaces === HIVE_SPACES && hiveFor(p) >= 0;
    const needed = army.cards.reduce((s, c) => s + (onPiece(c) ? 0 : c.figures * c.spaces), 0) + (shared?.needed ?? 0);
    if (needed > spaces.length)
      return fail(
        `${where} (${army.name}) needs ${needed} spaces${shared ? ' with its teammates' : ''}, more than the ${spaces.length} of its starting zone ${army.zone}`,
      );
    const taken = shared?.taken ?? new Set<number>();
    zones.set(army.zone, { team: team(p), taken, needed });
    let n = 0;
    // A Marro Hive the scenario does not place goes with its 6-hex swamp water base into the zone, before the other figures take it.
    const hiveCard = army.cards.findIndex((c) => c.spaces === HIVE_SPACES);
    const ownBase = hiveCard >= 0 && hiveFor(p) < 0 ? (hiveBasePlaces(board, spaces, taken)[0] ?? null) : null;
    if (hiveCard >= 0 && hiveFor(p) < 0 && !ownBase)
      return fail(
        `${where}.cards[${hiveCard}]: no room in starting zone ${army.zone} for the Marro Hive's base (six free land spaces at one level, two rows of three)`,
      );
    for (const sp of ownBase ?? []) taken.add(sp);
    if (ownBase) bases.push(ownBase);
    for (const [j, card] of army.cards.entries()) {
      if (card.spaces === HIVE_SPACES) {
        if (card.figures !== 1) return fail(`${where}.cards[${j}]: "${card.name}" has ${card.figures} figures on 6-hex bases; a Marro Hive is one figure`);
        const piece = hiveFor(p);
        const spaces = ownBase ?? hiveSpacesOf(board, piece);
        if (typeof spaces === 'string') return fail(`$.hives: ${spaces}`);
        const unplayed = config.allowUnenforced ? null : unenforcedProblem(card, `${where}.cards[${j}]`);
        if (unplayed) return fail(unplayed);
        cards.push({ card, owner: p, markers: [], revealed: [], tokens: [] });
        const f: FigureState = { id: `${SEAT_LETTERS[p]}${++n}`, card: cards.length - 1, owner: p, head: -1, tail: -1, wounds: 0, destroyed: false };
        standHive(f, spaces);
        if (ownBase) f.ownBase = true;
        figures.push(f);
        continue;
      }
      if (card.spaces > 2) return fail(`${where}.cards[${j}]: "${card.name}" has ${card.spaces}-space figures, which this engine does not place yet`);
      const unplayed = config.allowUnenforced ? null : unenforcedProblem(card, `${where}.cards[${j}]`);
      if (unplayed) return fail(unplayed);
      const index = cards.length;
      cards.push({ card, owner: p, markers: [], revealed: [], tokens: [] });
      for (let k = 0; k < card.figures; k++) {
        const id = `${SEAT_LETTERS[p]}${++n}`;
        let head = -1;
        let tail = -1;
        if (card.spaces === 2) {
          const pair = pairIn(board, spaces, taken, card.height);
          if (pair) [head, tail] = pair;
        } else {
          head = spaces.find((s) => !taken.has(s) && board.spHeadroom[s]! >= card.height) ?? -1;
        }
        if (head < 0) return fail(`${where}.cards[${j}]: no room left in starting zone ${army.zone} for a figure of "${card.name}"`);
        taken.add(head);
        if (tail >= 0) taken.add(tail);
        figures.push({ id, card: index, owner: p, head, tail, wounds: 0, destroyed: false });
      }
    }
  }
  if (config.objective && (config.objective.player >= config.armies.length || config.objective.guard >= config.armies.length))
    return fail(`$.objective: the player and the guard must be seats 0 to ${config.armies.length - 1}`);
  const objective = config.objective ? resolveObjective(board, config.objective, '$.objective', team) : undefined;
  if (typeof objective === 'string') return fail(objective);
  const controllers = config.doorControllers ?? [];
  if (controllers.length > config.map.doors.length)
    return fail(`$.doorControllers: ${controllers.length} controllers for the ${config.map.doors.length} Doors of the map "${config.map.name}"`);
  const badController = controllers.findIndex((c) => c !== null && c >= config.armies.length);
  if (badController >= 0)
    return fail(`$.doorControllers[${badController}]: player ${String(controllers[badController])} is not one of the ${config.armies.length} players`);
  const treasures = treasuresOf(board, config.treasureSide ?? 'symbol');
  const trap = config.treasureTrap ? resolveTrap(config.treasureTrap, treasures.length, '$.treasureTrap') : undefined;
  if (typeof trap === 'string') return fail(trap);
  // Placed by the players (below), the Hives' bases come with their placing instead.
  let map = config.map;
  if (config.placement !== 'players') for (const b of bases) map = withHiveBase(map, board, b);
  const state: Omit<HsState, 'core'> = {
    map,
    setUpMap: config.map,
    cards,
    figures,
    names: config.armies.map((a) => a.name),
    zones: config.armies.map((a) => a.zone),
    ...(teams ? { teams } : {}),
    pool: config.draft ? [...config.draft.pool] : [],
    glyphs: glyphsOf(board, config.glyphSide ?? 'power', config.glyphSides),
    pointLimit: config.pointLimit ?? null,
    round: 0,
    roundLimit: config.roundLimit,
    markerPlacement: config.markerPlacement ?? 'simultaneous',
    phase: 'placing',
    first: null,
    turn: null,
    moving: null,
    // Only battles that have them carry these fields (the state of any other battle is unchanged).
    ...(treasures.length > 0 ? { treasures, treasureTries: [] } : {}),
    ...(trap ? { treasureTrap: trap } : {}),
    ...(objective ? { objective } : {}),
    ...(config.doorControllers ? { doorCards: config.map.doors.map((_, i) => ({ wounds: 0, controller: config.doorControllers?.[i] ?? null })) } : {}),
  };
  if (config.draft) {
    if (config.pointLimit === undefined) return fail("$.pointLimit: drafting needs the scenario's Points Cost limit");
    if (!config.allowUnenforced)
      for (const [j, card] of config.draft.pool.entries()) {
        const unplayed = unenforcedProblem(card, `$.draft.pool[${j}]`);
        if (unplayed) return fail(unplayed);
      }
    state.phase = 'deploying';
    return ok({ state, steps: [{ kind: 'roll-draft-order', rolling: config.armies.map((_, p) => p) }], players: config.armies.length });
  }
  if (config.placement === 'players') {
    // The fill above proved the armies fit; the players now place every figure themselves (a Hive the scenario placed stays).
    for (const f of figures) {
      if (fixedInPlace(f) && !f.ownBase) continue;
      delete f.extra;
      delete f.ownBase;
      f.head = -1;
      f.tail = -1;
    }
    state.phase = 'deploying';
    return ok({ state, steps: [{ kind: 'roll-deploy-order', rolling: config.armies.map((_, p) => p) }], players: config.armies.length });
  }
  return ok({ state, steps: [{ kind: 'start-round' }], players: config.armies.length });
}
