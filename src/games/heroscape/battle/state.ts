/**
 * The Heroscape battle state: army cards in play with their order markers, figures with their
 * spaces and wound markers, the round marker and whose turn it is.
 * Rulebook: heroscape-master-game-guide — "Gather and Place Your Army", "ORDER MARKERS", "WOUND
 * MARKERS AND DICE", "A ROUND OF PLAY" (the Round Marker Track).
 *
 * The map is kept in the state (records and replays need nothing else) and shared, never copied, by
 * `clone`: the rules never change a map object (a tile placed during the battle gives the state a new
 * map: `placeThinTile`). Its compiled form is cached per map object.
 */
import type { GameState } from '../../../core/index.js';
import { compileBoard, terrainOf, withIceOn, type Board } from '../board.js';
import type { PlacedFigure } from '../figures.js';
import type { HeroscapeMap } from '../map-model.js';
import type { Terrain } from '../tiles.js';
import { flies, type ArmyCard } from '../cards/army-card.js';

/** Order markers 1, 2, 3 and the decoy X ("ORDER MARKERS"). */
export const MARKERS = ['1', '2', '3', 'X'] as const;
export type Marker = (typeof MARKERS)[number];
export type TurnMarker = Exclude<Marker, 'X'>;
export const TURN_MARKERS: readonly TurnMarker[] = ['1', '2', '3'];

/** A card's token saying its special powers are negated for the rest of the battle (the Glyph of Nilrend's Gold Negation Marker). */
export const NEGATED = 'negated';

export interface CardInPlay {
  readonly card: ArmyCard;
  /** The player who controls the card (a power such as Mind Shackle may hand it to another). */
  owner: number;
  /** Order markers placed face down on this card this round, not yet revealed. */
  markers: Marker[];
  /** Order markers revealed on this card this round. */
  revealed: Marker[];
  /** Markers of the card's powers still on it (e.g. a once-per-battle grenade marker until it is thrown). */
  tokens: string[];
}

export type GlyphSide = 'power' | 'symbol';

/** A glyph on the battlefield: its space, the letter printed on it, which side is up (`glyphs.ts`). */
export interface GlyphInPlay {
  readonly space: number;
  readonly letter: string;
  side: GlyphSide;
}

/**
 * A Treasure Glyph ("Treasure Glyphs"; `battle/treasure-glyphs.ts`): lying on `space` with `side`
 * up, or carried by the figure `carrier` (then `space` is -1 and it is power-side up).
 */
export interface TreasureInPlay {
  /** Its row in the treasure list (`treasure-list.ts`), or the map's name when the list has none. */
  readonly id: string;
  space: number;
  side: GlyphSide;
  carrier: string | null;
}

/**
 * A scenario's trap ("Traps": its effect is the scenario's): what befalls the figure that springs it
 * (`treasure-trap.ts`), and the highest d20 roll that springs it (5 by the published standard).
 */
export type TreasureTrap =
  | { readonly effect: 'wounds'; readonly wounds: number; readonly springsAtMost: number }
  | { readonly effect: 'destroyed' | 'end-turn'; readonly springsAtMost: number };

/** A Fortress Door's wound markers and the player controlling its Door Card (`battle/door-attack.ts`). */
export interface DoorInPlay {
  wounds: number;
  controller: number | null;
  /** The bar on the inside is down: the Door is locked and cannot be opened (`door-adjust.ts`). */
  barred?: boolean;
}

/** A scenario's own victory condition (`battle/objectives.ts`). */
export type Objective =
  /** `player` wins by standing on the power-side glyph `letter` at the end of a round; `guard` wins when the round limit ends the battle. */
  | { readonly kind: 'hold-glyph'; readonly player: number; readonly guard: number; readonly letter: string }
  /** `player` wins when one of its figures stands in a column next to column `col` at the end of a turn; `guard` wins when the round limit ends the battle. */
  | { readonly kind: 'reach'; readonly player: number; readonly guard: number; readonly col: number };

export interface FigureState {
  readonly id: string;
  /** Index into `cards`. Changes only between matching Common cards, which share their figures (`commons.ts`). */
  card: number;
  /** The player who controls the figure: its card's owner. */
  owner: number;
  /**
   * Head space and, for double-space figures, tail space (-1 otherwise). Both are -1 once destroyed,
   * and while a living figure is off the battlefield (not placed yet, or waiting for The Drop).
   */
  head: number;
  tail: number;
  /**
   * The Marro Hive's five other spaces (its 6-hex base, `hive.ts`); absent for every other figure.
   * Emptied with head and tail when it is destroyed.
   */
  extra?: number[];
  /** The Hive was placed with its swamp water base as part of its army: the base goes with it when destroyed ("Marro Hive Rules"). */
  ownBase?: boolean;
  wounds: number;
  destroyed: boolean;
}

/** 'deploying': players place their armies (premade armies); 'placing': order markers; 'turns'. */
export type Phase = 'deploying' | 'placing' | 'turns';

export interface HsState extends GameState {
  readonly map: HeroscapeMap;
  /**
   * The map as the battle was set up (the scenario's, before any army's Hive base), shared like `map`
   * and left out of the state's hash: what the battle changed on the battlefield is `map` against it
   * (`battle/map-changes.ts`, for the table). Absent in states built without set-up (tests).
   */
  readonly setUpMap?: HeroscapeMap;
  readonly cards: CardInPlay[];
  readonly figures: FigureState[];
  readonly names: readonly string[];
  /** Each player's starting-zone colour. */
  readonly zones: readonly string[];
  /**
   * "Team Play": each player's team, named by the lowest seat on it (`teamOf`). Absent when every
   * player plays alone (every two-player battle), so their states are as before.
   */
  readonly teams?: readonly number[];
  /** "Drafting an Army": the cards still in the shared pool (empty when not drafting). */
  pool: ArmyCard[];
  /** The glyphs on the battlefield and which side is up ("Glyphs"; `battle/glyphs.ts`). */
  readonly glyphs: GlyphInPlay[];
  /** The Treasure Glyphs, when the map has any ("Treasure Glyphs"). */
  readonly treasures?: TreasureInPlay[];
  /** Figures that drank the Elixir of Speed (`round:marker:figure`) or used the Belt of Giant Strength (`belt:round:marker:figure`), for that turn, and the Whetstone of Venom for one attack (`venom:round:marker:figure:defender:attack`) (`treasure-use.ts`). */
  readonly treasureBoosts?: string[];
  /** Who has attempted a treasure glyph this turn ("only once per turn"): `round:marker:figure`. */
  readonly treasureTries?: string[];
  /**
   * Figures that make water normal ice around them while on water or ice (Ice Cold,
   * `abilities/ice-cold.ts`, lists its card's at the battle's start; `boardOf` reads them). Absent in
   * every other battle, so their states are as before.
   */
  readonly iceAround?: string[];
  /** The Door Cards of the map's Doors, once a Door has been attacked or claimed ("The Fortress Door"). */
  readonly doorCards?: DoorInPlay[];
  /**
   * The figure Revenant's Tome returns for one normal attack, and the Tome's carrier, from the Tome's
   * use until that figure is destroyed again (`treasure-tome.ts`): its Life is 1, its powers are
   * negated and no Army Card power affects it. Absent otherwise.
   */
  revenant?: { readonly figure: string; readonly carrier: string };
  /** The scenario's trap on its symbol-side treasure glyphs, when it sets one (`treasure-trap.ts`). */
  readonly treasureTrap?: TreasureTrap;
  /** The scenario's victory condition, when it has its own ("ENDING THE BATTLE"). */
  readonly objective?: Objective;
  /** The scenario's Points Cost limit, when it sets one. */
  readonly pointLimit: number | null;
  /** The round marker ("The Round Marker Track"); 1 in the first round. */
  round: number;
  readonly roundLimit: number;
  /** "1. PLACE YOUR ORDER MARKERS": at the same time, or the competitive variant in d20 order. */
  readonly markerPlacement: 'simultaneous' | 'competitive';
  phase: Phase;
  /** The player who won initiative this round, once rolled. */
  first: number | null;
  /** The turn under way: its card, and the attacks made so far as [attacker, defender] (Zettian Targeting reads them). */
  turn: {
    player: number;
    marker: TurnMarker;
    card: number;
    attacks: [string, string][];
    /** With matching Common cards only (`commons.ts`): the figures this turn's marker has activated (moved or attacked). */
    activated?: string[];
    /** With matching Common cards only: figures that joined the turn's card in place of an activated figure destroyed this turn (they do not act). */
    joined?: string[];
    /** Hive Swarm: activations the marker may make this turn beyond the turn card's figures, a matching card's figure acting without changing cards (`commons.ts`). */
    extra?: number;
    /** The matching cards' figures so activated (they move and attack as the turn card's own). */
    borrowed?: string[];
    /** Horde Movement: at most this many figures attack this turn, any of the turn card's and its matching cards' (moved or not; `attack-step.ts`). */
    attackers?: number;
  } | null;
  /**
   * The figure in the middle of a move, while a leaving-engagement window holds it: it may be
   * passing over a friendly figure's space ("Moving": friends can be moved through).
   */
  moving: string | null;
}

const boards = new WeakMap<HeroscapeMap, Board>();

/** Keeps a board compiled from `map` (set-up compiles it to check the map) for `boardOf`. */
export function rememberBoard(map: HeroscapeMap, board: Board): void {
  boards.set(map, board);
}

/** The compiled battlefield of the state's map (compiled once per map object). */
export function boardOf(state: HsState): Board {
  let b = boards.get(state.map);
  if (!b) boards.set(state.map, (b = compileBoard(state.map)));
  return state.iceAround === undefined ? b : icedBoard(state, b);
}

/** The iced copies of each compiled board, by the spaces iced (few: they change only as those figures move). */
const iced = new WeakMap<Board, Map<string, Board>>();

/**
 * `base` with the water Ice Cold makes normal ice: for each figure of `iceAround` on the battlefield
 * with a space of water or ice, its water spaces and the water spaces of its level adjacent to it.
 */
function icedBoard(state: HsState, base: Board): Board {
  const spaces: number[] = [];
  for (const id of state.iceAround!) {
    const f = state.figures.find((x) => x.id === id);
    if (!f || f.destroyed || f.head < 0) continue;
    const own = f.tail >= 0 ? [f.head, f.tail] : [f.head];
    if (!own.some((s) => terrainOf(base, s) === 'water' || terrainOf(base, s) === 'ice')) continue;
    for (const s of own) {
      spaces.push(s);
      for (let k = base.adjStart[s]!; k < base.adjStart[s + 1]!; k++) {
        const n = base.adjTo[k]!;
        if (base.spLevel[n] === base.spLevel[s] && terrainOf(base, n) === 'water') spaces.push(n);
      }
    }
  }
  if (spaces.length === 0) return base;
  spaces.sort((a, b) => a - b);
  const key = spaces.join(',');
  let byKey = iced.get(base);
  if (!byKey) iced.set(base, (byKey = new Map()));
  let b = byKey.get(key);
  if (!b) byKey.set(key, (b = withIceOn(base, spaces)));
  return b;
}

/**
 * Puts a thin terrain tile (water, shadow …: no height) at level `z` of the hex column (q, r) during
 * the battle (Blend Into Shadow's shadow tile). The map object is not changed — earlier states, clones
 * and records keep theirs —: the state gets a copy with the tile, compiled as any map. A thin tile
 * resting on a land top is that same standing space (board.ts), so every space index (figures,
 * glyphs, treasures) keeps its meaning.
 */
export function placeThinTile(state: HsState, q: number, r: number, z: number, terrain: Terrain): void {
  const map = state.map;
  const columns = map.columns.map((c) => (c.q === q && c.r === r ? { ...c, cells: [...c.cells, { z, terrain, piece: -1 }].sort((a, b) => a.z - b.z) } : c));
  // The one place the rules give the state another map (HsState.map is read-only everywhere else).
  (state as { map: HeroscapeMap }).map = { ...map, columns };
}

export function cardOf(state: HsState, f: FigureState): CardInPlay {
  const c = state.cards[f.card];
  if (!c) throw new Error(`figure ${f.id} names card ${f.card}, which is not in play`);
  return c;
}

/**
 * Where the figure last found by `figureById` stood in its state's list: about half the lookups ask
 * for the same figure again (a defender's dice, then its wounds). Only a hint: the figure there is
 * returned only when it has the id asked for (ids are unique), in whatever state is asked.
 */
let lastFigureAt = 0;

export function figureById(state: HsState, id: string): FigureState {
  const figs = state.figures;
  const hinted = figs[lastFigureAt];
  if (hinted !== undefined && hinted.id === id) return hinted;
  // A plain loop, no closure: asked several times per decision.
  for (let i = 0; i < figs.length; i++)
    if (figs[i]!.id === id) {
      lastFigureAt = i;
      return figs[i]!;
    }
  throw new Error(`no figure "${id}"`);
}

/** Card facts never change in play, so whether a card flies is read from its powers once per card object. */
const flying = new WeakMap<ArmyCard, boolean>();

/**
 * Flying is not used: the card's powers are negated (Nilrend), or a figure stands on the power-side
 * Glyph of Rannveig ("Wind: when a figure is on this Glyph, no figure may use the Flying power", the
 * published glyph list, `glyph-list.ts`). Here rather than with the glyphs: the glyph rules import this file.
 */
function grounded(state: HsState, c: CardInPlay): boolean {
  return negated(c) || windHeld(state);
}
function negated(c: CardInPlay): boolean {
  return c.tokens.length > 0 && c.tokens.includes(NEGATED);
}
function windHeld(state: HsState): boolean {
  for (const g of state.glyphs) {
    if (g.letter !== 'R' || g.side !== 'power') continue;
    for (const x of state.figures) if (!x.destroyed && (x.head === g.space || x.tail === g.space)) return true;
  }
  return false;
}
function fliesOnce(c: ArmyCard): boolean {
  let v = flying.get(c);
  if (v === undefined) flying.set(c, (v = flies(c)));
  return v;
}

/**
 * The player's team ("Team Play"): the lowest seat on it, or the player alone.
 * Rulebook: heroscape-master-game-guide — "Friends and Enemies" ("In multiplayer games that support
 * teams, figures in your allies' Armies are also friendly figures").
 */
export function teamOf(state: HsState, player: number): number {
  return state.teams ? (state.teams[player] ?? player) : player;
}

/** Whether two players' figures are friends (the same player, or teammates); otherwise they are enemies. */
export function friendly(state: HsState, a: number, b: number): boolean {
  return a === b || teamOf(state, a) === teamOf(state, b);
}

/** The players on `player`'s team, in seat order (the player alone without teams). */
export function teammates(state: HsState, player: number): number[] {
  if (!state.teams) return [player];
  const t = teamOf(state, player);
  // A plain loop: this runs for every order marker placed (Array.from with a map showed in profiles).
  const out: number[] = [];
  for (let p = 0; p < state.core.players; p++) if (teamOf(state, p) === t) out.push(p);
  return out;
}

/** The player's side by name: the player's army, or the team's armies ("Red and Gold"). */
export function sideName(state: HsState, player: number): string {
  return teammates(state, player)
    .map((p) => state.names[p])
    .join(' and ');
}

/**
 * The figure as the battlefield module sees it: its side is its team, so allies are friends for
 * moving through and engagement ("Friends and Enemies").
 */
export function placedOf(state: HsState, f: FigureState): PlacedFigure {
  const c = cardOf(state, f).card;
  return {
    id: f.id,
    side: String(teamOf(state, f.owner)),
    height: c.height,
    size: c.size,
    double: c.spaces === 2,
    move: c.move,
    flying: fliesOnce(c) && !grounded(state, cardOf(state, f)),
    head: f.head,
    tail: f.tail,
    ...(f.extra && f.head >= 0 ? { extra: f.extra } : {}),
  };
}

/**
 * The placed forms last handed out per state, index for index with `state.figures`, with the team
 * and card object each was built from. A form is rebuilt only when something it is made of differs:
 * the figure's spaces, its card (object and index), its team, whether it flies now (the Glyph of
 * Rannveig, a negation token). Forms are never changed once built, so one kept by a caller stays
 * what it was.
 */
interface PlacedMemo {
  readonly placed: (PlacedFigure | null)[];
  readonly cards: (ArmyCard | null)[];
  readonly teams: number[];
  readonly flies: boolean[];
  /** Counts the changes to `placed`: the same number means the very same forms (`placedEpoch`). */
  epoch: number;
}
const placedMemo = new WeakMap<HsState, PlacedMemo>();

/**
 * `placedOf` for every figure at once, index for index with `state.figures` (null for a figure
 * destroyed or off the battlefield): the same forms as long as nothing they are made of has changed
 * (every destination question asks for all the other figures, and mostly only the last mover moved).
 * The returned array is the memo itself: read it at once, before the state changes.
 */
export function placedFigures(state: HsState): readonly (PlacedFigure | null)[] {
  let m = placedMemo.get(state);
  if (!m) placedMemo.set(state, (m = { placed: [], cards: [], teams: [], flies: [], epoch: 0 }));
  const figs = state.figures;
  const windless = !windHeld(state);
  if (m.placed.length !== figs.length) {
    m.placed.length = figs.length;
    m.epoch++;
  }
  for (let i = 0; i < figs.length; i++) {
    const f = figs[i]!;
    if (f.destroyed || f.head < 0) {
      if (m.placed[i] !== null) m.epoch++;
      m.placed[i] = null;
      m.cards[i] = null;
      continue;
    }
    const inPlay = cardOf(state, f);
    const c = inPlay.card;
    const team = teamOf(state, f.owner);
    // Whether the card flies at all is fixed per card object: read again only when the card changed.
    const sameCard = m.cards[i] === c;
    const flies = sameCard ? m.flies[i]! : fliesOnce(c);
    const flying = windless && flies && !negated(inPlay);
    const p = m.placed[i];
    if (p && sameCard && p.id === f.id && p.head === f.head && p.tail === f.tail && p.extra === f.extra && p.flying === flying && m.teams[i] === team) continue;
    m.placed[i] = {
      id: f.id,
      side: String(team),
      height: c.height,
      size: c.size,
      double: c.spaces === 2,
      move: c.move,
      flying,
      head: f.head,
      tail: f.tail,
      ...(f.extra ? { extra: f.extra } : {}),
    };
    m.cards[i] = c;
    m.flies[i] = flies;
    m.teams[i] = team;
    m.epoch++;
  }
  return m.placed;
}

/**
 * The placed forms now (`placedFigures`) and a number that is the same only while they are the very
 * same forms: anything worked out from every figure's position (a line of sight) may be kept under it.
 */
export function placedEpoch(state: HsState): { readonly placed: readonly (PlacedFigure | null)[]; readonly epoch: number } {
  const placed = placedFigures(state);
  return { placed, epoch: placedMemo.get(state)!.epoch };
}

/** Whether no Army Card power affects the figure: the one Revenant's Tome has returned (`treasure-tome.ts`). */
export function unaffectedByPowers(state: HsState, figure: string): boolean {
  return state.revenant !== undefined && state.revenant.figure === figure;
}

/** The figures on the battlefield (neither destroyed nor off it). */
export function living(state: HsState): FigureState[] {
  return state.figures.filter((f) => !f.destroyed && f.head >= 0);
}

export function livingPlaced(state: HsState): PlacedFigure[] {
  const out: PlacedFigure[] = [];
  for (const p of placedFigures(state)) if (p) out.push(p);
  return out;
}

/** The card's figures on the battlefield. */
export function figuresOfCard(state: HsState, card: number): FigureState[] {
  // A plain loop, no closure: asked at every mover and attack question.
  const out: FigureState[] = [];
  for (const f of state.figures) if (f.card === card && !f.destroyed && f.head >= 0) out.push(f);
  return out;
}

/** Whether the card still has a figure that is not destroyed (on the battlefield or waiting off it). */
export function cardAlive(state: HsState, card: number): boolean {
  return state.figures.some((f) => f.card === card && !f.destroyed);
}

/** "Life: When a figure has as many wound markers as the Life number on its Army Card, it is destroyed." */
export function lifeOf(state: HsState, f: FigureState): number {
  // Revenant's Tome: the figure it returns "is considered to have a life of 1" (`treasure-tome.ts`).
  if (state.revenant !== undefined && state.revenant.figure === f.id) return 1;
  return cardOf(state, f).card.life;
}

export function figureName(state: HsState, f: FigureState): string {
  const c = cardOf(state, f).card;
  return c.figures > 1 ? `${c.name} ${f.id}` : `${c.name} (${f.id})`;
}

/** Where a space is, for labels and views: axial hex and level. */
export function whereIs(board: Board, space: number): { q: number; r: number; level: number } {
  const col = board.spCol[space]!;
  return { q: board.colQ[col]!, r: board.colR[col]!, level: board.spLevel[space]! };
}
