/**
 * What the Heroscape table draws, read from the seat's observation (`battle/observe.ts`: cards with
 * their order markers as this seat may see them, figures with their spaces) and from the battlefield
 * the server sends (`src/server/heroscape-board.ts`), and how the open decision's options map onto
 * the board: a figure, a space or an army card stands for the options whose payload names it. The
 * board never decides anything itself: every highlight is an option the engine offered.
 */
import type { Json, Option } from '../../core/index.js';
import type { Decision } from '../../core/index.js';
import type { BattlefieldView } from '../../server/heroscape-board.js';
import type { AttackPreview } from '../../games/heroscape/battle/describe.js';

/** The battlefield as the server sends it (the wire type of `GET /api/tables/:id/battlefield`). */
export type Battlefield = BattlefieldView;
export type HsCell = BattlefieldView['columns'][number]['cells'][number];

export interface HsCardFacts {
  readonly name: string;
  readonly rarity?: string;
  readonly kind?: string;
  readonly general?: string;
  readonly species?: string;
  readonly class?: string;
  readonly personality?: string;
  readonly size?: string;
  readonly height?: number;
  readonly life: number;
  readonly move: number;
  readonly range: number;
  readonly attack: number;
  readonly defense: number;
  readonly points: number;
  readonly figures?: number;
  readonly spaces?: number;
  readonly powers?: readonly { readonly name: string; readonly text?: string }[];
}
export interface HsCardView {
  readonly index: number;
  readonly owner: number;
  readonly name: string;
  readonly card: HsCardFacts;
  readonly figuresLeft: number;
  /** This seat's own markers by number; another player's as "?" (face down). */
  readonly markers: readonly string[];
  readonly revealed: readonly string[];
}
export interface Spot {
  readonly q: number;
  readonly r: number;
  readonly level: number;
}
export interface HsFigureView {
  readonly id: string;
  readonly card: number;
  readonly owner: number;
  readonly wounds: number;
  readonly destroyed: boolean;
  /** Head, tail and, for the Marro Hive, its five other spaces (`extra`: one piece on six hexes). */
  readonly at: (Spot & { readonly tail: Spot | null; readonly extra?: readonly Spot[] }) | null;
}
/** What the battle changed on the battlefield since it was set up (battle/map-changes.ts). */
export interface HsChanges {
  readonly columns: readonly { readonly q: number; readonly r: number; readonly cells: readonly { readonly z: number; readonly terrain: string }[] }[];
  readonly removed: Battlefield['obstacles'];
  readonly placed: Battlefield['obstacles'];
  readonly doors: readonly { readonly index: number; readonly state: string }[];
}
export interface HsView {
  readonly map?: string;
  readonly round?: number;
  readonly roundLimit?: number;
  readonly phase?: string;
  /** Each army's name and score; `team` (a seat on it) in a team battle, where the score is the team's. */
  readonly armies?: readonly { readonly name: string; readonly score: number; readonly team?: number }[];
  readonly turn?: { readonly player: number; readonly marker: string; readonly card?: number } | null;
  readonly cards?: readonly HsCardView[];
  readonly figures?: readonly HsFigureView[];
  readonly changed?: HsChanges | null;
}

/** The observation's view, when it has the Heroscape shape. */
export function hsView(view: Json): HsView | null {
  if (!view || typeof view !== 'object' || Array.isArray(view)) return null;
  const v = view as HsView;
  return Array.isArray(v.cards) && Array.isArray(v.figures) ? v : null;
}

export const spotKey = (s: Spot): string => `${s.q},${s.r},${s.level}`;

const pieceKey = (o: Battlefield['obstacles'][number]): string => `${o.kind}:${o.hexes.map((h) => `${h.q},${h.r},${h.base},${h.height}`).join(' ')}`;

/**
 * The battlefield as it is now: the terrain and pieces sent (the map as set up) with the view's
 * changes laid over them — each changed column's cells as they are now, the pieces removed taken
 * off, the pieces placed added, each changed Door's state. Applying it twice gives the same answer.
 */
export function withChanges(field: Battlefield, changed: HsChanges | null | undefined): Battlefield {
  if (!changed) return field;
  const cols = new Map(changed.columns.map((c) => [`${c.q},${c.r}`, c]));
  const columns = field.columns.flatMap((c) => {
    const now = cols.get(`${c.q},${c.r}`);
    if (!now) return [c];
    cols.delete(`${c.q},${c.r}`);
    return now.cells.length ? [{ q: c.q, r: c.r, cells: now.cells }] : [];
  });
  for (const c of cols.values()) if (c.cells.length) columns.push(c);
  const gone = new Set(changed.removed.map(pieceKey));
  const kept = field.obstacles.filter((o) => !gone.has(pieceKey(o)));
  const have = new Set(kept.map(pieceKey));
  const obstacles = [...kept, ...changed.placed.filter((o) => !have.has(pieceKey(o)))];
  const doorState = new Map(changed.doors.map((d) => [d.index, d.state]));
  const doors = doorState.size ? field.doors.map((d, i) => ({ ...d, state: doorState.get(i) ?? d.state })) : field.doors;
  return { ...field, columns, obstacles, doors };
}

/** The spaces a figure stands on: its head, its tail, and a Marro Hive's five others. */
export const spotsOf = (f: HsFigureView): Spot[] => (f.at ? [f.at, ...(f.at.tail ? [f.at.tail] : []), ...(f.at.extra ?? [])] : []);

/** Where a figure's mark goes: its head, or the middle of a Marro Hive's six hexes (one piece). */
export function markSpot(f: HsFigureView): Spot | null {
  if (!f.at) return null;
  const all = f.at.extra?.length ? [f.at, ...f.at.extra] : [f.at];
  const n = all.length;
  return { q: all.reduce((a, x) => a + x.q, 0) / n, r: all.reduce((a, x) => a + x.r, 0) / n, level: f.at.level };
}

/** A figure's name as the engine's labels give it: the card's name and the figure's id. */
export const figureName = (f: HsFigureView, cards: readonly HsCardView[]): string => `${cards[f.card]?.name ?? 'Figure'} ${f.id}`;

/** A short mark for a figure on the board: the card's initials and the figure's id ("TG b2"). */
export function figureMark(f: HsFigureView, cards: readonly HsCardView[]): string {
  const name = cards[f.card]?.name ?? '';
  const initials = name
    .split(/[\s-]+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return `${initials} ${f.id}`;
}

type Payload = { readonly [k: string]: Json | undefined };
const payloadOf = (o: Option): Payload | null =>
  o.payload !== null && typeof o.payload === 'object' && !Array.isArray(o.payload) ? (o.payload as Payload) : null;

/** The space an option moves to (a destination's payload `q, r, level`), or null. */
export function destinationOf(o: Option): Spot | null {
  const p = payloadOf(o);
  if (!p || typeof p['q'] !== 'number' || typeof p['r'] !== 'number' || typeof p['level'] !== 'number') return null;
  return { q: p['q'], r: p['r'], level: p['level'] };
}

/** How many leaving-engagement attacks the engine says a move to that space draws (payload `swipes`). */
export const swipesOf = (o: Option): number => {
  const n = payloadOf(o)?.['swipes'];
  return typeof n === 'number' ? n : 0;
};

/** The treasure glyphs each figure carries, by figure id (names: carried ones are power side up). */
export function carriedBy(field: Battlefield | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of field?.treasures ?? []) {
    if (t.carrier === null) continue;
    const l = out.get(t.carrier) ?? [];
    l.push(t.name ?? t.id ?? 'treasure glyph');
    out.set(t.carrier, l);
  }
  return out;
}

/** The board's reading of the open decision: options by figure, by space and by army card. */
export interface BoardChoices {
  /** Options that pick a figure (a mover, an attacker's target), by figure id. */
  readonly byFigure: ReadonlyMap<string, Option[]>;
  /** Options that pick a space (a move's destination), by `spotKey`. */
  readonly bySpace: ReadonlyMap<string, Option[]>;
  /** Options that pick an army card (an order marker's card), by card index. */
  readonly byCard: ReadonlyMap<number, Option[]>;
  /** Options about a Fortress Door (attacking it, opening or closing it), by the Door's index. */
  readonly byDoor: ReadonlyMap<number, Option[]>;
  /** The attacker of each target option (for the "who attacks whom" line), by option id. */
  readonly attackers: ReadonlyMap<string, string>;
}

function push<K>(m: Map<K, Option[]>, k: K, o: Option): void {
  const l = m.get(k);
  if (l) l.push(o);
  else m.set(k, [o]);
}

export function boardChoices(decision: Decision | null): BoardChoices {
  const byFigure = new Map<string, Option[]>();
  const bySpace = new Map<string, Option[]>();
  const byCard = new Map<number, Option[]>();
  const byDoor = new Map<number, Option[]>();
  const attackers = new Map<string, string>();
  for (const o of decision?.options ?? []) {
    const p = payloadOf(o);
    if (!p) continue;
    const dest = destinationOf(o);
    if (dest) push(bySpace, spotKey(dest), o);
    else if (typeof p['defender'] === 'string') {
      push(byFigure, p['defender'], o);
      if (typeof p['attacker'] === 'string') attackers.set(o.id, p['attacker']);
    } else if (typeof p['figure'] === 'string') push(byFigure, p['figure'], o);
    else if (typeof p['target'] === 'string') push(byFigure, p['target'], o);
    else if (typeof p['card'] === 'number') push(byCard, p['card'], o);
    else if (typeof p['door'] === 'number') push(byDoor, p['door'], o);
  }
  return { byFigure, bySpace, byCard, byDoor, attackers };
}

/** The attack and defense dice an attack option's label gives ("… (3 attack dice against 2 defense dice)"), or null. */
export function diceOfLabel(label: string): { attack: number; defense: number } | null {
  const m = /(\d+) attack dic?e? against (\d+) defense dic?e?/.exec(label);
  return m ? { attack: Number(m[1]), defense: Number(m[2]) } : null;
}

/** The engine's preview of a normal attack option (its payload: dice and height advantage), or null for any other option. */
export function attackPreviewOf(o: Option | null | undefined): AttackPreview | null {
  const p = o ? payloadOf(o) : null;
  if (!p || typeof p['attackDice'] !== 'number' || typeof p['defenseDice'] !== 'number') return null;
  const h = p['height'];
  if (h !== 'attacker' && h !== 'defender' && h !== 'none') return null;
  if (typeof p['attacker'] !== 'string' || typeof p['defender'] !== 'string') return null;
  return { attacker: p['attacker'], defender: p['defender'], attackDice: p['attackDice'], defenseDice: p['defenseDice'], height: h };
}

/** The extra die height advantage gives in that attack, in the table's words ("ATTACKING", Example 18), or null when neither is higher. */
export function heightNote(p: AttackPreview | null): string | null {
  if (!p || p.height === 'none') return null;
  return p.height === 'attacker' ? '+1 attack die: height' : '+1 defense die: height';
}

/** Terrain colours of the board and its legend (the tiles' printed colours, near enough). */
export const TERRAIN_COLOURS: Readonly<Record<string, string>> = {
  grass: '#5f9e3a',
  rock: '#8d8478',
  sand: '#d8c27a',
  water: '#3f7fd0',
  ice: '#bfe6f2',
  'molten-lava': '#e0481c',
  'lava-field': '#7a2e1a',
  road: '#b09a72',
  snow: '#f3f5f7',
  swamp: '#5b6b35',
  'swamp-water': '#4a6a5a',
  concrete: '#a9a9a9',
  asphalt: '#4b4b4b',
  shadow: '#3a3350',
  dungeon: '#6b5f55',
  'wellspring-water': '#4fc3c9',
  'wall-walk': '#9a8f80',
  custom: '#c7a3d6',
};
export const OBSTACLE_COLOUR = '#2f5d2a';
export const terrainColour = (t: string): string => TERRAIN_COLOURS[t] ?? '#999999';
/** Water-like tiles lie on the ground without adding height ("Glyphs and water tiles do not add height"). */
export const THIN = new Set(['water', 'ice', 'molten-lava', 'swamp-water', 'shadow', 'wellspring-water']);

/** "molten-lava" → "Molten lava". */
export const terrainName = (t: string): string => {
  const w = t.replace(/-/g, ' ');
  return w.charAt(0).toUpperCase() + w.slice(1);
};

/** Centre of a pointy-top hex in the plane, one unit between neighbouring centres (hex.ts hexCenter). */
export const hexXY = (q: number, r: number): { x: number; y: number } => ({ x: q + r / 2, y: (r * Math.sqrt(3)) / 2 });

/** The page's own colours for players 1–4 (as the other tables use them). */
const SEAT_COLOURS = ['#2456a6', '#a62424', '#2f7d32', '#8a5a00'];

/** Relative luminance of #rrggbb (WCAG), or 1 when it cannot be read. */
function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return 1;
  const lin = (c: string): number => {
    const v = parseInt(c, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(m[1]!) + 0.7152 * lin(m[2]!) + 0.0722 * lin(m[3]!);
}

/** More colours for seats whose own are taken (teammates sharing a starting zone), all dark enough for white lettering. */
const SPARE_COLOURS = ['#6a1b9a', '#00695c', '#4e342e', '#37474f'];

const readable = (c: string): boolean => 1.05 / (luminance(c) + 0.05) >= 4.5;

/**
 * Each seat's colour on the board: its army's starting-zone colour (a Red army drawn red), unless
 * that colour is too light for white lettering (contrast at least 4.5:1) or an earlier seat has it
 * (teammates share a starting zone in a team battle, "Team Play"), then the page's own for that seat,
 * else a spare one: no two seats are drawn alike.
 */
export function sideColours(field: Battlefield | null, seats: number): string[] {
  const used = new Set<string>();
  return Array.from({ length: Math.max(seats, 2) }, (_, p) => {
    const zone = field?.sides?.[p];
    const pick = [zone, SEAT_COLOURS[p], ...SEAT_COLOURS, ...SPARE_COLOURS].find(
      (c): c is string => c !== undefined && readable(c) && !used.has(c.toLowerCase()),
    );
    const colour = pick ?? '#555555';
    used.add(colour.toLowerCase());
    return colour;
  });
}
