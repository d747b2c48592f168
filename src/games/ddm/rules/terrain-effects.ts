// Implements ddm-battle-rules-2011, "Common Terrain": "BLOOD ROCK", "DANGEROUS TERRAIN", "FIRE (OR
// CORROSIVE)", "SACRED CIRCLE", "SLIPPERY TERRAIN", "SPIKE STONES", "STEEP SLOPE", "WEB", and
// "Terrain and Damage" (no more than 20 HP of terrain damage a turn; no action may enter terrain
// that would destroy the mover), with "Big Creatures and Terrain" (a big creature is affected once
// per terrain type it occupies or enters) and "Modes (Movement)" (Burrow/Phasing ignore non-pit
// terrain while moving, Flight ignores difficult terrain; web and steep slope catch them only at the
// end of movement). The geometry module answers which terrain a space holds; this file applies it.
import type { CreatureCard, DamagePart } from '../cards/schema.js';
import { TERRAIN_BIT, type Board } from '../geometry/board.js';
import {
  enteredTerrain,
  spaceTerrain,
  type DdmMap,
  type Destination,
  type MovementModes,
  type Reach,
  type Square,
  type TerrainType,
} from '../geometry/index.js';
import { baseBoard, geo, spaceOf, type Geo } from '../geo.js';
import { NO_MOVE_POWERS, type DdmCtx } from '../ctx.js';
import { powerAnswers } from '../abilities/queries.js';
import { step } from '../steps.js';
import type { CreatureState, DdmState, Pos } from '../state.js';
import { addCond, cardOf, defencesOf, onMap } from './common.js';
import { takeDamage } from './hit-points.js';
import { typeHealing } from './type-healing.js';
import { computeDamage } from './damage.js';
import { anyMounted, carryRiders, ridersOf } from './mount-links.js';

/** "Terrain and Damage": at most this many HP of damage from all terrain effects combined on a turn. */
export const TERRAIN_DAMAGE_CAP = 20;

/** How a creature came into a space: its own movement, forced movement, or being placed. */
export type EntryHow = 'move' | 'shift' | 'charge' | 'forced' | 'place';

export interface Modes {
  readonly flight: boolean;
  /** Burrow or Phasing: "ignores walls and all non-pit terrain while moving". */
  readonly ghost: boolean;
}

/**
 * The movement mode of `c`'s own movement now ("Modes (Movement)"): one granted for the move being
 * made, else Flight on its own turn when a power says it "moves as if with Flight on its turn" (Hop,
 * continuous `flight-on-own-turn`), else the card's.
 */
export function moveModeOf(s: DdmState, c: CreatureState): CreatureCard['mode'] {
  if (c.moveMode) return c.moveMode;
  const card = cardOf(s, c).mode;
  return card !== 'flight' && s.turn?.creature === c.id && powerAnswers(s, c).moveTraits.flightOnOwnTurn ? 'flight' : card;
}

/** The movement modes the geometry module's search takes (Flight, Burrow, Phasing), as printed on the card or granted for the move being made. */
export function searchModes(s: DdmState, c: CreatureState): Required<MovementModes> {
  const mode = moveModeOf(s, c);
  return { flight: mode === 'flight', burrow: mode === 'burrow', phasing: powerAnswers(s, c).moveTraits.phasing };
}

export function modesOf(s: DdmState, c: CreatureState): Modes {
  const m = searchModes(s, c);
  return { flight: m.flight, ghost: m.burrow || m.phasing };
}

/** Terrain types present anywhere on a map (most maps have none of the damaging kinds: fast exits). */
const presentCache = new WeakMap<DdmMap, ReadonlySet<TerrainType>>();
export function mapHas(map: DdmMap, t: TerrainType): boolean {
  let set = presentCache.get(map);
  if (!set) {
    set = new Set(map.terrain.filter((l) => l.squares.length > 0).map((l) => l.type));
    presentCache.set(map, set);
  }
  return set.has(t);
}

/** Does any square of the space hold terrain of `bits`? (No allocation: the attack and menu paths ask often.) */
function spaceHas(board: Board, x0: number, y0: number, side: number, bits: number): boolean {
  const W = board.width;
  for (let y = Math.max(0, y0); y < Math.min(board.height, y0 + side); y++)
    for (let x = Math.max(0, x0); x < Math.min(W, x0 + side); x++) if (board.terrain[y * W + x]! & bits) return true;
  return false;
}

export function occupies(g: Geo, c: CreatureState, t: TerrainType): boolean {
  return !!c.pos && mapHas(g.s.map, t) && spaceHas(g.board, c.pos.x, c.pos.y, c.size, TERRAIN_BIT[t]);
}

const usedKey = (c: CreatureState) => `terrain-hp:${c.id}`;

/** HP of terrain damage the creature has taken this turn (kept in the core's per-turn counters). */
export function terrainDamageTaken(ctx: DdmCtx, c: CreatureState): number {
  return ctx.counters.usedThisTurn(usedKey(c));
}

/** The damage one terrain effect does to this creature after Immune/Resist/Vulnerable (before the cap). */
export function terrainDamageAmount(s: DdmState, c: CreatureState, part: DamagePart): number {
  return computeDamage({ base: [part], critical: false, bonus: 0, weakened: false, fromAttack: false, target: defencesOf(s, c) }).total;
}

/**
 * Terrain damage through the normal damage path (immune → resist → vulnerable; Insubstantial and
 * Weakened concern attacks only), then "Terrain and Damage": never more than 20 HP a turn in all.
 * `by`: the creature whose effect put it there (pushed into fire), or -1 ("Destroyed by" Triggers).
 */
export function terrainDamage(ctx: DdmCtx, c: CreatureState, part: DamagePart, by: number, why: string): number {
  if (!onMap(c)) return 0;
  const full = terrainDamageAmount(ctx.state, c, part);
  const room = Math.max(0, TERRAIN_DAMAGE_CAP - terrainDamageTaken(ctx, c));
  const dealt = Math.min(full, room);
  // The per-turn counter counts uses; one use per HP keeps the running total in plain state.
  for (let i = 0; i < dealt; i++) ctx.counters.markUsedThisTurn(usedKey(c));
  if (dealt < full) ctx.emit('terrain-cap', { creature: c.id, label: c.label, prevented: full - dealt, cap: TERRAIN_DAMAGE_CAP });
  takeDamage(ctx, c, dealt, by, why);
  typeHealing(ctx, c, [part]);
  return dealt;
}

const FIRE: DamagePart = { amount: 5, type: 'fire' };
const ACID: DamagePart = { amount: 5, type: 'acid' };
const FIVE: DamagePart = { amount: 5, type: 'untyped' };
const TEN: DamagePart = { amount: 10, type: 'untyped' };

/**
 * Terrain whose entry damages a creature moving by itself with these modes (and its Aquaphobe damage),
 * and that damage. `spikeFree`: its every move and shift ignores difficult terrain's extra cost
 * (Stable Footing), so spike stones do not hurt it.
 */
function entryDamages(m: Modes, river = 0, spikeFree = false): [TerrainType, DamagePart][] {
  if (m.ghost) return []; // ignores all non-pit terrain while moving
  const out: [TerrainType, DamagePart][] = [
    ['fire', FIRE],
    ['corrosive', ACID],
  ];
  if (river > 0) out.push(['river', { amount: river, type: 'untyped' }]);
  // Spike stones hurt only a creature that pays the extra cost; Flight ignores it. Steep slope
  // catches flyers only at the end of movement (no damage on entering).
  if (!m.flight) {
    if (!spikeFree) out.push(['spikeStones', FIVE]);
    out.push(['steepSlope', FIVE]);
  }
  return out;
}

/**
 * Whether the map holds any terrain whose entry could hurt some mover (the walker's list, with
 * Aquaphobe's river): on most maps none does, and no mover's damage needs computing. Once per map.
 */
const entryDamageMaps = new WeakMap<DdmMap, boolean>();
export function mapHasEntryDamage(map: DdmMap): boolean {
  let v = entryDamageMaps.get(map);
  if (v === undefined) {
    v = entryDamages({ flight: false, ghost: false }, 1).some(([t]) => mapHas(map, t));
    entryDamageMaps.set(map, v);
  }
  return v;
}

/**
 * "Terrain and Damage": a creature may not use an attack, move or minor action to enter terrain if
 * that would destroy it. The terrain types whose entry could hurt the mover, when the terrain damage
 * still allowed this turn could destroy it (HP ≤ what is left of the 20-HP cap); empty otherwise
 * (the usual case: nothing to check). Sorted: it is part of movement memo keys.
 */
export function lethalTerrain(ctx: DdmCtx, c: CreatureState): TerrainType[] {
  const s = ctx.state;
  const out: TerrainType[] = [];
  if (!onMap(c) || !mapHasEntryDamage(s.map)) return out;
  const room = TERRAIN_DAMAGE_CAP - terrainDamageTaken(ctx, c);
  if (c.hp > room) return out;
  const a = powerAnswers(s, c);
  for (const [t, part] of entryDamages(modesOf(s, c), a.riverEntryDamage, a.moveTraits.ignoresDifficult))
    if (mapHas(s.map, t) && terrainDamageAmount(s, c, part) > 0) out.push(t);
  return out.sort();
}

/** Memo-key part for movement searches: what "Terrain and Damage" depends on ('' when nothing is at stake). */
export function terrainMoveKey(ctx: DdmCtx, c: CreatureState, avoid: readonly TerrainType[] = lethalTerrain(ctx, c)): string {
  return avoid.length === 0 ? '' : `|${avoid.join()}@${c.hp}/${terrainDamageTaken(ctx, c)}`;
}

/** The entry damage of each hurtful terrain type for this mover, as [terrain bit, damage] pairs. */
export function entryDamageBits(s: DdmState, c: CreatureState): [number, number][] {
  const per: [number, number][] = [];
  const a = powerAnswers(s, c);
  for (const [t, part] of entryDamages(modesOf(s, c), a.riverEntryDamage, a.moveTraits.ignoresDifficult)) {
    const n = terrainDamageAmount(s, c, part);
    if (n > 0) per.push([TERRAIN_BIT[t], n]);
  }
  return per;
}

/** Terrain damage a move along `path` (start excluded) would do to the creature, before the cap. */
export function pathTerrainDamage(g: Geo, c: CreatureState, per: readonly (readonly [number, number])[], start: Square, path: readonly Square[]): number {
  if (per.length === 0) return 0;
  const board = g.board;
  const W = board.width;
  const k = c.size;
  let total = 0;
  let from = start;
  for (const p of path) {
    // The terrain bits of the squares this step newly brings into the space.
    let bits = 0;
    for (let y = p.y; y < p.y + k; y++)
      for (let x = p.x; x < p.x + k; x++) if (!(x >= from.x && x < from.x + k && y >= from.y && y < from.y + k)) bits |= board.terrain[y * W + x]!;
    for (const [bit, n] of per) if (bits & bit) total += n;
    from = p;
  }
  return total;
}

/**
 * The movement search of a creature that terrain could destroy ("Terrain and Damage"): the
 * destinations of a search avoiding every hurtful terrain type, plus those of the unrestricted
 * search whose cheapest path does less damage than the creature has HP (so entering one fire square
 * with 15 HP stays possible). The path to a destination is one free of hurtful terrain when there is
 * one (a creature whose life is at stake walks around the fire), else the unrestricted cheapest one;
 * so only the ends the terrain-free search misses need their path checked. `search(avoid)` runs the
 * geometry module's search. Destinations come in board order, as the geometry module gives them.
 */
export function survivableReach(ctx: DdmCtx, g: Geo, c: CreatureState, avoid: readonly TerrainType[], search: (avoid: readonly TerrainType[]) => Reach): Reach {
  const full = search([]);
  const safe = search(avoid);
  const W = g.board.width;
  const key = (at: Square) => at.y * W + at.x;
  const room = TERRAIN_DAMAGE_CAP - terrainDamageTaken(ctx, c);
  const per = entryDamageBits(ctx.state, c);
  const dests: Destination[] = [...safe.destinations];
  const inSafe = new Set(dests.map((d) => key(d.at)));
  const useFull = new Set<number>();
  for (const d of full.destinations) {
    const k = key(d.at);
    if (inSafe.has(k) || Math.min(room, pathTerrainDamage(g, c, per, full.start, full.path(d.at).slice(1))) >= c.hp) continue;
    useFull.add(k);
    dests.push(d);
  }
  dests.sort((a, b) => key(a.at) - key(b.at));
  const pick = (at: Square): Reach => (useFull.has(key(at)) ? full : safe);
  return { side: full.side, start: full.start, destinations: dests, cost: (at) => pick(at).cost(at), path: (at) => pick(at).path(at) };
}

/**
 * The charge of a creature that terrain could destroy: the ends of the unrestricted charge whose path
 * it survives, else (none survivable) the charge avoiding every hurtful terrain type.
 */
export function survivableCharge<R extends { readonly ends: readonly { readonly path: readonly Square[] }[] }>(
  ctx: DdmCtx,
  g: Geo,
  c: CreatureState,
  avoid: readonly TerrainType[],
  search: (avoid: readonly TerrainType[]) => R,
): R {
  const full = search([]);
  if (avoid.length === 0) return full;
  const room = TERRAIN_DAMAGE_CAP - terrainDamageTaken(ctx, c);
  const per = entryDamageBits(ctx.state, c);
  const ends = full.ends.filter((e) => e.path.length > 0 && Math.min(room, pathTerrainDamage(g, c, per, e.path[0] as Square, e.path.slice(1))) < c.hp);
  return ends.length > 0 ? { ...full, ends } : search(avoid);
}

/** "WEB": Immobilized (save ends) — once: a second web entry while webbed adds nothing. */
function webbed(ctx: DdmCtx, c: CreatureState): void {
  if (c.conds.some((x) => x.kind === 'Immobilized' && x.name === 'Web terrain')) return;
  if (!ctx.query('gainsCondition', true, { creature: c.id, condition: 'Immobilized' })) return;
  addCond(ctx.state, c, {
    kind: 'Immobilized',
    name: 'Web terrain',
    amount: 0,
    dtype: 'untyped',
    defense: 'all',
    duration: 'save-ends',
    source: -1,
    sourcePlayer: -1,
  });
  ctx.emit('condition', { creature: c.id, label: c.label, condition: 'Immobilized (web terrain)', duration: 'save-ends' });
}

const damageWhy = (t: TerrainType): string => (t === 'spikeStones' ? 'spike stones' : t === 'corrosive' ? 'corrosive terrain' : `${t} terrain`);

/** A creature is placed (not moved) at p — out of a pit, through a teleporter — and the terrain there applies. */
export function placeAt(ctx: DdmCtx, c: CreatureState, p: Pos, event: string): void {
  const from = c.pos;
  c.pos = { x: p.x, y: p.y };
  c.lastLegal = c.pos;
  ctx.emit(event, { creature: c.id, label: c.label, to: [p.x, p.y] });
  enterTerrain(ctx, c, from, 'place', -1);
}

/**
 * A creature has just come into its current space from `from` (one square of movement, one square
 * of forced movement, or a placement). Applies the entry effects of the terrain types newly entered.
 * Returns true when the creature's movement must stop here (it falls down a steep slope).
 */
export function enterTerrain(ctx: DdmCtx, c: CreatureState, from: Pos | null, how: EntryHow, by: number): boolean {
  const s = ctx.state;
  if (!onMap(c) || !c.pos) return false;
  // "MOUNT": a rider moves when its mount moves (every change of position comes through here).
  carryRiders(s, c);
  ridersEnterTerrain(ctx, c, from, how, by);
  // Terrain is the map's alone (opened secret doors change walls, not terrain): no snapshot of who stands where.
  const board = baseBoard(s.map);
  const space = spaceOf(c);
  const types = from ? enteredTerrain(board, { x: from.x, y: from.y, side: c.size }, space) : spaceTerrain(board, space);
  if (types.length === 0) return false;
  const m = modesOf(s, c);
  const own = how === 'move' || how === 'shift' || how === 'charge';
  // Burrow and Phasing ignore non-pit terrain while moving; Flight ignores difficult terrain (spike
  // stones' cost) and is caught by web and steep slope only at the end of movement.
  if (own && m.ghost) return false;
  const walker = !m.flight && !m.ghost;
  // Aquaphobe: "Whenever this creature enters river terrain, it takes 5 damage" — however it enters
  // (moved, pushed or placed; with Flight too), as terrain damage (the 20-HP cap, "Terrain and Damage").
  const river = powerAnswers(s, c).riverEntryDamage;
  for (const t of types) {
    if (!onMap(c)) return true;
    if (t === 'fire' || t === 'corrosive') terrainDamage(ctx, c, t === 'fire' ? FIRE : ACID, by, damageWhy(t));
    // "SPIKE STONES": only when the creature pays the extra cost (forced movement and placement don't;
    // nor does a creature whose power ignores it: Stable Footing, Elven Step on a shift).
    else if (t === 'spikeStones' && own && walker && !ignoresCost(ctx, c, t, how === 'shift')) terrainDamage(ctx, c, FIVE, by, damageWhy(t));
    else if (t === 'web' && (walker || how === 'place')) webbed(ctx, c);
    else if (t === 'river' && river > 0) terrainDamage(ctx, c, { amount: river, type: 'untyped' }, by, 'entering river terrain (Aquaphobe)');
  }
  if (!onMap(c)) return true;
  if (types.includes('steepSlope') && (walker || how === 'place')) {
    ctx.push(step('terrain-fall', { creature: c.id, by }));
    return true;
  }
  return false;
}

/** Whether a power of `c` ignores the extra cost of entering terrain `t` on this move or shift ("Difficult Terrain", Other Powers). */
function ignoresCost(ctx: DdmCtx, c: CreatureState, t: TerrainType, shifting: boolean): boolean {
  if (!powerAnswers(ctx.state, c).changesMovement) return false;
  return ctx.query('movement', NO_MOVE_POWERS, shifting ? { creature: c.id, shifting } : { creature: c.id }).ignoreTerrain.includes(t);
}

/**
 * End of a movement or forced movement: a creature with Flight, Burrow or Phasing occupying web is
 * Immobilized and on a steep slope falls; any creature ending its movement in web is Immobilized.
 */
export function endOfMovementTerrain(ctx: DdmCtx, c: CreatureState, by: number): void {
  if (!onMap(c) || !c.pos) return;
  const s = ctx.state;
  if (!mapHas(s.map, 'web') && !mapHas(s.map, 'steepSlope')) return;
  const g = geo(s);
  const here = spaceTerrain(g.board, spaceOf(c));
  if (here.includes('web')) webbed(ctx, c);
  const m = modesOf(s, c);
  if (here.includes('steepSlope') && (m.flight || m.ghost)) ctx.push(step('terrain-fall', { creature: c.id, by }));
}

/** "FIRE (OR CORROSIVE)": a creature starting its turn there takes 5 fire (acid) damage, once per type. */
export function startOfTurnTerrain(ctx: DdmCtx, c: CreatureState): void {
  if (!onMap(c) || !c.pos) return;
  const s = ctx.state;
  if (!mapHas(s.map, 'fire') && !mapHas(s.map, 'corrosive')) return;
  const here = spaceTerrain(geo(s).board, spaceOf(c));
  if (here.includes('fire')) terrainDamage(ctx, c, FIRE, -1, 'fire terrain');
  if (here.includes('corrosive')) terrainDamage(ctx, c, ACID, -1, 'corrosive terrain');
}

/** "DANGEROUS TERRAIN": occupying it at the end of its turn, roll 1d20: on 1-5 it takes 10 damage. */
export function dangerousEndOfTurn(ctx: DdmCtx, c: CreatureState): void {
  // No snapshot on maps without dangerous terrain (the end of every turn asks).
  if (!onMap(c) || !mapHas(ctx.state.map, 'dangerous') || !occupies(geo(ctx.state), c, 'dangerous')) return;
  const roll = ctx.rng.d20();
  const hurt = roll <= 5;
  ctx.emit('terrain-roll', { creature: c.id, label: c.label, terrain: 'dangerous', roll, hurt });
  if (hurt) terrainDamage(ctx, c, TEN, -1, 'dangerous terrain');
}

/** "SACRED CIRCLE": +2 Attack while occupying it. */
export function terrainAttackBonus(g: Geo, c: CreatureState): number {
  return occupies(g, c, 'sacredCircle') ? 2 : 0;
}

/** "DANGEROUS TERRAIN": +5 Damage on a melee attack made while occupying it. */
export function terrainDamageBonus(g: Geo, c: CreatureState, melee: boolean): number {
  return melee && occupies(g, c, 'dangerous') ? 5 : 0;
}

/** "BLOOD ROCK": a melee attack roll of a natural 19 (or 20) from blood rock is an automatic critical hit. */
export function criticalMinimum(g: Geo, c: CreatureState, melee: boolean): number {
  return melee && occupies(g, c, 'bloodRock') ? 19 : 20;
}

/**
 * "SLIPPERY TERRAIN": whenever a creature takes damage from a melee attack while occupying slippery
 * terrain, the attacker pushes it 1 square (a pit entered this way gets the pit followup with the
 * original attack: `k`).
 */
export function slipperyPush(ctx: DdmCtx, attacker: CreatureState, target: CreatureState, melee: boolean, damaged: boolean, k: number): void {
  if (!melee || !damaged || !onMap(target) || !onMap(attacker)) return;
  if (!occupies(geo(ctx.state), target, 'slippery')) return;
  ctx.emit('slippery', { creature: target.id, label: target.label });
  ctx.push(step('forced', { attacker: attacker.id, target: target.id, how: 'push', squares: 1, attackIndex: k }));
}

/**
 * Terrain a rider is carried into ("MOUNT", Movement: it moves with its mount, using the mount's
 * movement modes; "Big Creatures and Terrain": it counts as in the terrain of the space it
 * occupies). Entering fire or corrosive terrain hurts the rider as it hurts the mount — not when the
 * mount's own movement ignores terrain (Burrow, Phasing). Spike stones never ("Riders are not
 * affected by Spike Stones terrain"); web and steep slopes act on the mount, which carries the rider
 * where it goes. Occupying terrain (fire at the start of its turn, dangerous terrain, sacred circle,
 * blood rock) needs nothing here: the rider's space is the mount's.
 */
export function ridersEnterTerrain(ctx: DdmCtx, mount: CreatureState, from: Pos | null, how: EntryHow, by: number): void {
  const s = ctx.state;
  if (!anyMounted(s) || !mount.pos || (!mapHas(s.map, 'fire') && !mapHas(s.map, 'corrosive'))) return;
  const riders = ridersOf(s, mount);
  if (riders.length === 0) return;
  if ((how === 'move' || how === 'shift' || how === 'charge') && modesOf(s, mount).ghost) return;
  const g = geo(s);
  const space = spaceOf(mount);
  const types = from ? enteredTerrain(g.board, { x: from.x, y: from.y, side: mount.size }, space) : spaceTerrain(g.board, space);
  for (const r of riders)
    for (const t of types) {
      if (t === 'fire') terrainDamage(ctx, r, { amount: 5, type: 'fire' }, by, 'fire terrain');
      else if (t === 'corrosive') terrainDamage(ctx, r, { amount: 5, type: 'acid' }, by, 'corrosive terrain');
    }
}
