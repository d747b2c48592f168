// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" (each die is in one area of one player at a
// time: bag, prep area, reserve pool, field, attack zone, used pile, out of play; unpurchased dice sit on
// their cards) and "CAPTURING, CONTROLLING, AND COPYING" (a controlled die is in its controller's areas).
//
// Where a die is, is kept twice: on the die (`zone`, `owner`) and in a per-player, per-area index of die
// ids (`DmState.zoneIndex`), so that a rule reading one player's area (the reserve for energy, the prep
// area for rolls, the bag for draws) visits only the dice there instead of every die of the game. Every
// change of a die's area or owner goes through `moveDie` / `changeOwner` here, so the two never disagree
// (zones.test.ts fails when another file writes `.zone =` or `.owner =`). The index is derived data: the
// state's hash leaves it out (`hashState`), `setup` builds it and `zoneIndexProblem` checks it.
import { stableHash } from '../../../core/index.js';
import type { DieState, DmState, Zone, ZoneIndex } from '../types.js';

/** Every area a die can be in, in index order. */
const ZONES: readonly Zone[] = ['supply', 'bag', 'prep', 'reserve', 'field', 'attack', 'used', 'out', 'captured'];
const ZONE_COUNT = ZONES.length;
/**
 * The number of each area in the index, for reads: `idsIn(s, player, AREA.reserve)` (a constant the
 * caller names, so the hot option builders do no string lookup).
 */
export const AREA = { supply: 0, bag: 1, prep: 2, reserve: 3, field: 4, attack: 5, used: 6, out: 7, captured: 8 } as const satisfies {
  readonly [z in Zone]: number;
};
export type Area = (typeof AREA)[Zone];
/** Owners: -1 (a basic action die still in the centre), 0 and 1. */
const OWNERS = 3;
const EMPTY: readonly number[] = [];

// A switch, not a keyed lookup: moves name their areas by string, and a lookup by many names is slow in V8.
function areaNumber(zone: Zone): number {
  switch (zone) {
    case 'supply':
      return 0;
    case 'bag':
      return 1;
    case 'prep':
      return 2;
    case 'reserve':
      return 3;
    case 'field':
      return 4;
    case 'attack':
      return 5;
    case 'used':
      return 6;
    case 'out':
      return 7;
    case 'captured':
      return 8;
    default:
      return -1;
  }
}

function slotOf(owner: number, zone: Zone): number {
  const z = areaNumber(zone);
  if (owner < -1 || owner > 1 || z < 0) throw new Error(`dicemasters zones: no area "${String(zone)}" of player ${owner} (owners are -1, 0 and 1)`);
  return (owner + 1) * ZONE_COUNT + z;
}

/** The index of a list of dice (ids in die order per owner and area): what `setup` and a draft build. */
export function buildZoneIndex(dice: readonly DieState[]): ZoneIndex {
  const lists: number[][] = [];
  for (let i = 0; i < OWNERS * ZONE_COUNT; i++) lists.push([]);
  for (const d of dice) (lists[slotOf(d.owner, d.zone)] as number[]).push(d.id);
  return lists;
}

/**
 * The ids of `owner`'s dice in `area`, in die order (the order a scan of `state.dice` visits them, so
 * option lists, labels and events built from it come out as before). The list is never changed in
 * place — a move replaces it — so it may be read while dice move (it stays what it was when read).
 * An owner that has no dice (not -1, 0 or 1) has none there.
 */
export function idsIn(s: DmState, owner: number, area: Area): readonly number[] {
  return s.zoneIndex[(owner + 1) * ZONE_COUNT + area] ?? EMPTY;
}

/**
 * The ids of `owner`'s dice in either of two areas, in die order: one of the lists itself when the
 * other is empty (the field and attack zone outside the attack step), else the two merged.
 */
export function idsInEither(s: DmState, owner: number, a: Area, b: Area): readonly number[] {
  const x = idsIn(s, owner, a);
  const y = idsIn(s, owner, b);
  return y.length === 0 ? x : x.length === 0 ? y : merged(x, y);
}

/** `owner`'s dice in `zone`, in die order (a new array). */
export function diceIn(s: DmState, owner: number, zone: Zone): DieState[] {
  const ids = s.zoneIndex[slotOf(owner, zone)] ?? EMPTY;
  const out: DieState[] = [];
  for (const id of ids) out.push(s.dice[id] as DieState);
  return out;
}

/** The dice of any owner in any of `zones`, in die order (the lists merged). */
export function diceInZones(s: DmState, zones: readonly Zone[]): DieState[] {
  const ids: number[] = [];
  let lists = 0;
  for (let owner = -1; owner <= 1; owner++)
    for (const z of zones) {
      const l = s.zoneIndex[slotOf(owner, z)] ?? EMPTY;
      if (l.length === 0) continue;
      lists++;
      for (const id of l) ids.push(id);
    }
  if (lists > 1) ids.sort((a, b) => a - b);
  const out: DieState[] = [];
  for (const id of ids) out.push(s.dice[id] as DieState);
  return out;
}

/** `list` without `id` (a new list). */
function without(list: readonly number[], id: number): readonly number[] {
  const out: number[] = [];
  for (const x of list) if (x !== id) out.push(x);
  return out;
}

/** `list` with `id` put in its place in die order (a new list). */
function withId(list: readonly number[], id: number): readonly number[] {
  const out: number[] = [];
  let put = false;
  for (const x of list) {
    if (!put && x > id) {
      out.push(id);
      put = true;
    }
    out.push(x);
  }
  if (!put) out.push(id);
  return out;
}

/** Files `d` under (`owner`, `zone`) in the index and on the die. */
function place(s: DmState, d: DieState, owner: number, zone: Zone): void {
  const from = slotOf(d.owner, d.zone);
  const to = slotOf(owner, zone);
  if (from !== to) {
    const index = s.zoneIndex;
    index[from] = without(index[from] ?? EMPTY, d.id);
    index[to] = withId(index[to] ?? EMPTY, d.id);
  }
  // The one place the die's area and owner are written (the fields are readonly everywhere else).
  const w = d as { zone: Zone; owner: number };
  w.zone = zone;
  w.owner = owner;
}

/** Moves `d` to its owner's `zone` (PLAY AREAS). */
export function moveDie(s: DmState, d: DieState, zone: Zone): void {
  place(s, d, d.owner, zone);
}

/** Gives `d` to `owner` (purchase, control, exchange), in `zone` (default: the area it is in). */
export function changeOwner(s: DmState, d: DieState, owner: number, zone: Zone = d.zone): void {
  place(s, d, owner, zone);
}

/**
 * Moves every die of `owner` in `from` to `to` at once (clear and draw's reserve to the used pile, the
 * roll's prep area to the reserve): the two lists merged in die order, one new list each.
 */
export function moveAll(s: DmState, owner: number, from: Zone, to: Zone): void {
  const a = slotOf(owner, from);
  const b = slotOf(owner, to);
  const index = s.zoneIndex;
  const moving = index[a] ?? EMPTY;
  if (moving.length === 0 || a === b) return;
  for (const id of moving) (s.dice[id] as { zone: Zone }).zone = to;
  index[a] = EMPTY;
  index[b] = merged(moving, index[b] ?? EMPTY);
}

/** Two lists of ids in die order merged into one (a new list). */
function merged(x: readonly number[], y: readonly number[]): readonly number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    const a = x[i];
    const b = y[j];
    if (b === undefined || (a !== undefined && a < b)) {
      out.push(a as number);
      i++;
    } else {
      out.push(b);
      j++;
    }
  }
  return out;
}

/** What is wrong with a state's index (a die filed where it is not, or twice), or null when it matches the dice. */
export function zoneIndexProblem(s: DmState): string | null {
  const want = buildZoneIndex(s.dice);
  if (s.zoneIndex.length !== want.length) return `the index has ${s.zoneIndex.length} lists, not ${want.length}`;
  for (let i = 0; i < want.length; i++) {
    const got = s.zoneIndex[i] ?? EMPTY;
    const should = want[i] ?? EMPTY;
    if (got.length !== should.length || got.some((x, k) => x !== should[k])) {
      const owner = Math.floor(i / ZONE_COUNT) - 1;
      return `player ${owner}'s ${ZONES[i % ZONE_COUNT] as Zone} lists dice [${got.join(', ')}] but holds [${should.join(', ')}]`;
    }
  }
  return null;
}

/** The state as it is hashed: everything but the index, which is derived from the dice. */
export function hashState(s: DmState): string {
  const { zoneIndex: _index, ...rest } = s;
  return stableHash(rest);
}
