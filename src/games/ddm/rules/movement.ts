// Implements ddm-battle-rules-2011, "MOVING": "MOVE" (incl. double move), "SHIFT", "CHARGE" (move part),
// "Opportunity Attacks" provoked by leaving a square adjacent to an enemy (resolved before the square
// is left; a destroyed mover stops), "Modes (Movement)" (Flight provokes only when leaving its start
// position or from flying enemies; Burrow never), "IMMOBILIZED"/"SLOWED"/"HELPLESS" stopping a move.
import type { Json, Option } from '../../../core/index.js';
import { noteTurnAct } from '../abilities/recharge-end-of-turn.js';
import type { Attack } from '../cards/schema.js';
import { chargePaths, kingDistance, legalEndOneStepAway, reachable, type Body, type Reach, type TerrainType } from '../geometry/index.js';
import { adjacentEnemies, dist, enemyNear, geo, isAdjacent, kingGap, others, remember, sees, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { opportunityWindows } from '../powers/opportunity-order.js';
import { answered, occurs } from '../abilities/occurs.js';
import { powerAnswers } from '../abilities/queries.js';
import { immobilizedStops } from '../powers/exceptions.js';
import { chargePowerOptions, isChargePowerOption, useChargePower } from '../powers/charge-powers.js';
import { handler, step } from '../steps.js';
import type { CreatureState, DdmState, Pos } from '../state.js';
import { basicAttacksAgainst, isSingleTarget, opportunityAttacksAgainst, targetOption } from './attack-options.js';
import { cardOf, enemies, hasUse, onMap } from './common.js';
import { canReact, has } from './conditions.js';
import { movedOffPath } from './pit.js';
import { moveExceptions, shiftSquaresOf } from './move-powers.js';
import { SAFE, walkReach, withSafeVariants } from './safe-path.js';
import { carryRiders, shareSpace } from './mount-links.js';
import { targetAllowed } from './target-limit.js';
import { chargerSteps } from './mount-triggers.js';
import { teleportMidMove } from './terrain-actions.js';
import {
  endOfMovementTerrain,
  enterTerrain,
  lethalTerrain,
  moveModeOf,
  searchModes,
  survivableCharge,
  survivableReach,
  terrainMoveKey,
  type EntryHow,
} from './terrain-effects.js';

/**
 * A destination's option id and label ("x,y", "to (x,y)"), made once per square (a move offers
 * ~100). Maps are at most 64 squares a side (map-file.ts): the tables are dense, never sparse.
 */
const squareIds: string[] = new Array<string>(64 * 64).fill('');
const squareLabels: string[] = new Array<string>(64 * 64).fill('');
const squareId = (p: Pos): string => squareIds[p.y * 64 + p.x] || (squareIds[p.y * 64 + p.x] = `${p.x},${p.y}`);
const squareLabel = (p: Pos): string => squareLabels[p.y * 64 + p.x] || (squareLabels[p.y * 64 + p.x] = `to (${p.x},${p.y})`);

/** Its speed now; `charging`: the move of a charge, which a card may raise ("+N Speed while charging"). */
export function currentSpeed(ctx: DdmCtx, c: CreatureState, charging = false): number {
  return ctx.query('speed', cardOf(ctx.state, c).speed, charging ? { creature: c.id, charging } : { creature: c.id });
}

const modesOf = (ctx: DdmCtx, c: CreatureState) => searchModes(ctx.state, c);

/**
 * What every movement search of `c` in this situation depends on besides the board and the
 * distance: its modes, the terrain it must survive ("Terrain and Damage", terrain-effects.ts), its
 * powers' exceptions to "Legal Position" (Enemy) and "Difficult Terrain" (rules/move-powers.ts),
 * and their memo-key part. Read once per question (a menu's charge test asks it for every target).
 */
export interface MoverFacts {
  readonly body: Body;
  readonly modes: ReturnType<typeof searchModes>;
  readonly avoid: TerrainType[];
  readonly ex: ReturnType<typeof moveExceptions>;
  readonly key: string;
}

/** `shifting`: the facts of a shift (a power may change only shifts: Elven Step). */
function moverFacts(ctx: DdmCtx, g: Geo, c: CreatureState, shifting = false): MoverFacts | null {
  const body = g.byId.get(c.id);
  if (!body) return null;
  const modes = modesOf(ctx, c);
  const avoid = lethalTerrain(ctx, c);
  const ex = moveExceptions(ctx, g, c, shifting);
  return { body, modes, avoid, ex, key: `${modes.flight}${modes.burrow}${modes.phasing}${terrainMoveKey(ctx, c, avoid)}${ex.key}` };
}

/**
 * The movement search for a move of `squares`, memoised per board situation: the menu, the
 * destination choice and the chosen path all read the same search.
 */
function reachFor(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number, facts: MoverFacts | null = moverFacts(ctx, g, c)): Reach | null {
  if (!facts) return null;
  const { body, modes, avoid, ex } = facts;
  const search = (av: readonly TerrainType[]) => reachable(g.board, body, others(g, c), { speed: squares, modes, avoid: av, ...ex.opts });
  return remember(g, `reach:${c.id}:${squares}:${facts.key}`, () => (avoid.length === 0 ? search(avoid) : survivableReach(ctx, g, c, avoid, search)));
}

/** The legal ends of each search (kept with it: the same situation's search gives the same list). */
const legalEnds = new WeakMap<Reach, { at: Pos; cost: number }[]>();

/** Legal end positions for a move of `squares` (shift: 1 square, no difficult terrain unless able; `shifting` for a shift). */
export function destinations(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number, shifting = false): { at: Pos; cost: number }[] {
  if (squares <= 0 || !c.pos) return [];
  const r = reachFor(ctx, g, c, squares, moverFacts(ctx, g, c, shifting));
  if (!r) return [];
  let out = legalEnds.get(r);
  if (!out) {
    // The search's own destination records (never changed) are shared, not copied.
    out = [];
    for (const d of r.destinations) if (d.legal) out.push(d);
    legalEnds.set(r, out);
  }
  return out;
}

/**
 * The legal ends of a move of `squares` whose space is not adjacent to the creature `awayFrom` (a
 * power's "shift … to a space not adjacent to the target"); one not on the map constrains nothing.
 */
export function endsAwayFrom(ctx: DdmCtx, g: Geo, c: CreatureState, squares: number, awayFrom: number, shifting = false): { at: Pos; cost: number }[] {
  const dests = destinations(ctx, g, c, squares, shifting);
  const t = ctx.state.creatures[awayFrom];
  if (!t || !onMap(t)) return dests;
  return dests.filter((d) => !isAdjacent(g, { ...c, pos: d.at }, t));
}

/** The ends among `ends` whose space is adjacent to one of the creatures `nextTo` on the map (a power's "must end adjacent to that enemy"). */
export function endsNextTo(ctx: DdmCtx, g: Geo, c: CreatureState, ends: { at: Pos; cost: number }[], nextTo: readonly number[]): { at: Pos; cost: number }[] {
  const them = nextTo.map((id) => ctx.state.creatures[id]).filter((t): t is CreatureState => !!t && onMap(t));
  return ends.filter((d) => them.some((t) => isAdjacent(g, { ...c, pos: d.at }, t)));
}

/** `speed`: the creature's current speed when the caller already has it (one query per menu). */
export function moveOptionsAvailable(ctx: DdmCtx, c: CreatureState, speed: number = currentSpeed(ctx, c)): { move: boolean; shift: boolean } {
  const g = geo(ctx.state);
  if (speed <= 0) return { move: false, shift: false };
  const canShift = ctx.query('canShift', true, { creature: c.id });
  // Early exit without the full movement search: a legal end one square away means both a move
  // and a shift exist (the full search runs only when a destination is chosen).
  const f = c.pos ? moverFacts(ctx, g, c) : null;
  if (
    f &&
    remember(g, `step1:${c.id}:${speed}:${f.key}`, () =>
      legalEndOneStepAway(g.board, f.body, others(g, c), { speed, modes: f.modes, avoid: f.avoid, ...f.ex.opts }),
    )
  )
    return { move: true, shift: canShift };
  const dests = destinations(ctx, g, c, speed);
  // A shift is one square of movement (or more, Beast Step): the destinations a move of that many squares reaches.
  // A power changing only shifts (Elven Step) has its own search.
  const n = shiftSquaresOf(ctx, c);
  const shift = canShift && (dests.some((d) => d.cost <= n) || (moverFacts(ctx, g, c, true)?.key !== f?.key && destinations(ctx, g, c, n, true).length > 0));
  return { move: dests.length > 0, shift };
}

/**
 * The destinations offered for a move of `squares` (`mode` 'shift' for a shift): the legal ends (not
 * adjacent to `awayFrom`, at least `minimum` from `from` — its square when not given), ends reached
 * only by a costlier path free of hurtful terrain again "avoiding hurtful terrain" (rules/safe-path.ts),
 * and with `stay` its own square first (a power's "moves up to N squares" may move none).
 */
export function destinationOptions(
  ctx: DdmCtx,
  c: CreatureState,
  squares: number,
  how: {
    readonly mode: string;
    readonly awayFrom?: number;
    readonly nextTo?: readonly number[];
    readonly minimum?: number;
    readonly stay?: boolean;
    readonly from?: Pos;
  },
): Option[] {
  const g = geo(ctx.state);
  const shifting = how.mode === 'shift';
  const ends = how.awayFrom === undefined ? destinations(ctx, g, c, squares, shifting) : endsAwayFrom(ctx, g, c, squares, how.awayFrom, shifting);
  const all = how.nextTo ? endsNextTo(ctx, g, c, ends, how.nextTo) : ends;
  const from = how.from ?? c.pos;
  const min = how.minimum ?? 0;
  const dests = how.minimum === undefined || !from ? all : all.filter((d) => kingDistance(from, d.at) >= min);
  if (dests.length === 0) return [];
  const plain: Option[] = dests.map((d) => ({ id: squareId(d.at), label: squareLabel(d.at), payload: { x: d.at.x, y: d.at.y, cost: d.cost } }));
  const options = how.mode === 'shift' ? plain : withSafeVariants(ctx, g, c, squares, plain);
  const stays = how.stay && c.pos && (!from || kingDistance(from, c.pos) >= min);
  const stay: Option[] = stays && c.pos ? [{ id: squareId(c.pos), label: 'stay (0 squares)', payload: { x: c.pos.x, y: c.pos.y, cost: 0 } }] : [];
  return stay.length > 0 ? [...stay, ...options] : options;
}

/** The path (squares entered, in order) a move to the destination chosen would walk, without moving; null when it is none. */
export function plannedPath(ctx: DdmCtx, c: CreatureState, squares: number, optionId: string): Pos[] | null {
  const g = geo(ctx.state);
  const safe = optionId.endsWith(SAFE);
  const [x, y] = optionId.replace(SAFE, '').split(',').map(Number);
  const plainReach = reachFor(ctx, g, c, squares);
  if (!plainReach) return null;
  const r = walkReach(ctx, g, c, squares, plainReach, { x: x ?? 0, y: y ?? 0 }, safe);
  return r.path({ x: x ?? 0, y: y ?? 0 }).slice(1);
}

/**
 * Walks `c` to the destination chosen (an option of `destinationOptions`) by the cheapest path (one
 * free of hurtful terrain when there is an equally cheap one); returns the squares of movement it
 * costs (0 when it stays), or null when the option is not a destination. `origin`: where a move
 * split by an attack began (Flight provokes only on leaving it).
 */
export function walkTo(ctx: DdmCtx, c: CreatureState, squares: number, optionId: string, mode: string, stay: boolean, origin?: Pos): number | null {
  const g = geo(ctx.state);
  const body = g.byId.get(c.id);
  if (!body) return null;
  const safe = optionId.endsWith(SAFE);
  const [x, y] = optionId.replace(SAFE, '').split(',').map(Number);
  if (stay && c.pos && x === c.pos.x && y === c.pos.y) return 0;
  const plainReach = reachFor(ctx, g, c, squares, moverFacts(ctx, g, c, mode === 'shift'));
  // A move walks an equally cheap path free of hurtful terrain when there is one (rules/safe-path.ts).
  const r = mode === 'shift' || !plainReach ? plainReach : walkReach(ctx, g, c, squares, plainReach, { x: x ?? 0, y: y ?? 0 }, safe);
  if (!r) return null;
  const path = r.path({ x: x ?? 0, y: y ?? 0 }).slice(1);
  const cost = r.cost({ x: x ?? 0, y: y ?? 0 });
  ctx.emit('move', { creature: c.id, label: c.label, mode, to: [x ?? 0, y ?? 0], squares: path.length });
  // "TELEPORTER" during movement: a move ending on a teleporter with squares left may teleport and go on.
  if (mode !== 'shift') teleportMidMove(ctx, c, { x: x ?? 0, y: y ?? 0 }, squares - cost);
  pushPath(ctx, c, path, mode === 'shift' ? 'shift' : 'move', origin);
  return cost;
}

/** Chooses the destination of a move, double move, shift or free move; the path is the cheapest one. */
export const move = handler<'move'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    if (!onMap(c)) return;
    const squares = st.squares ?? (st.mode === 'shift' ? shiftSquaresOf(ctx, c) : currentSpeed(ctx, c) * st.factor);
    const options = destinationOptions(ctx, c, squares, st);
    if (options.length === 0) return;
    const who = s.turn?.creature === c.id ? s.turn.controller : c.owner;
    return ctx.ask(who, 'choose-destination', `${c.label}: where to ${st.mode === 'shift' ? 'shift' : 'move'}?`, options);
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const squares = st.squares ?? (st.mode === 'shift' ? shiftSquaresOf(ctx, c) : currentSpeed(ctx, c) * st.factor);
    walkTo(ctx, c, squares, option.id, st.mode, st.stay === true);
  },
});

/** "'Movement' Triggers": whether `to` is at least `n` squares from where `c` is, counted between squares ignoring walls and terrain. */
export function movedAtLeast(c: CreatureState, to: Pos, n: number): boolean {
  return !!c.pos && kingDistance(c.pos, to) >= n;
}

export function pushPath(ctx: DdmCtx, c: CreatureState, path: readonly Pos[], mode: 'move' | 'shift' | 'charge', origin?: Pos): void {
  const flat: number[] = [];
  for (const p of path) flat.push(p.x, p.y);
  const from = origin ? { originX: origin.x, originY: origin.y } : {};
  if (flat.length > 0)
    ctx.push(step('move-step', { creature: c.id, path: flat, next: 0, mode, provoked: false, startX: c.pos?.x ?? 0, startY: c.pos?.y ?? 0, ...from }));
}

/** The enemies that may take an opportunity attack as `c` leaves its current square. */
export function provokers(ctx: DdmCtx, g: Geo, c: CreatureState, leavingStart: boolean): CreatureState[] {
  // A mode granted for this move ("with Flight") counts as the card's ("Modes (Movement)").
  const mode = moveModeOf(ctx.state, c);
  if (mode === 'burrow') return [];
  const t = ctx.state.turn;
  const out: CreatureState[] = [];
  for (const e of adjacentEnemies(g, c)) {
    if (!canReact(e) || (t && t.oa.includes(e.id))) continue;
    if (mode === 'flight' && !leavingStart && cardOf(ctx.state, e).mode !== 'flight') continue;
    if (!sees(g, e, c)) continue;
    if (opportunityAttacksAgainst(ctx, g, e, c).length === 0) continue;
    out.push(e);
  }
  return out;
}

/** The enemies that may take an opportunity attack as `c` shifts out of its square: those with a power that lets them (`opportunityOnShift`). */
function shiftProvokers(ctx: DdmCtx, c: CreatureState, leavingStart: boolean): CreatureState[] {
  if (!enemyNear(ctx.state, c)) return [];
  const g = geo(ctx.state);
  const aware = (e: CreatureState) => ctx.query('opportunityOnShift', false, { creature: e.id });
  return adjacentEnemies(g, c).some(aware) ? provokers(ctx, g, c, leavingStart).filter(aware) : [];
}

/** One square of movement: first the opportunity attacks for leaving, then the entry. */
export const moveStep = handler<'move-step'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    // The opportunity attacks its leaving provoked are resolved (Defensive Mobility "while moving").
    if (st.provoked && c.leaving) delete c.leaving;
    if (!onMap(c) || !c.pos) return;
    // The path is walked: its end waited for the powers that answered the last square's entry.
    if (st.next * 2 >= st.path.length) return settle(ctx, c, st);
    // Conditions gained while moving stop the movement ("IMMOBILIZED", "HELPLESS", "SLOWED", "STUNNED").
    const blindCharge = st.mode === 'charge' && has(c, 'Blinded');
    if (blindCharge || immobilizedStops(s, c, st.next) || has(c, 'Stunned') || (has(c, 'Slowed') && st.next >= 2) || movedOffPath(c, st)) {
      ctx.emit('stopped', { creature: c.id, label: c.label });
      return settle(ctx, c, st);
    }
    if (!st.provoked) {
      // "Opportunity Attacks" (Moving out of a square): leaving the square is announced (to what hears
      // or may answer it: nothing is built otherwise); a move or a charge provokes the adjacent enemies.
      const heard = answered(s, 'LeaveSquare', c.id) ? occurs(s, 'LeaveSquare', { creature: c.id, x: c.pos.x, y: c.pos.y }) : [];
      if (st.mode === 'move' || st.mode === 'charge') {
        // The snapshot is built only where some enemy stands within a square (enemyNear): mid-walk
        // most squares have none, and a rebuild per square was most of the move's geometry cost.
        // Flight: "leaving its starting position" is the square the move began on (`originX`: a move split by an attack).
        const ps = enemyNear(s, c) ? provokers(ctx, geo(s), c, c.pos.x === (st.originX ?? st.startX) && c.pos.y === (st.originY ?? st.startY)) : [];
        if (ps.length > 0 && powerAnswers(s, c).marksLeaving) c.leaving = true;
        ctx.push(...heard, ...opportunityWindows(ps, c, s), step('move-step', { ...st, provoked: true }));
        return;
      }
      // A shift provokes only the adjacent enemies a power lets make opportunity attacks against shifts (Awareness).
      const aware = st.mode === 'shift' ? shiftProvokers(ctx, c, c.pos.x === st.startX && c.pos.y === st.startY) : [];
      if (aware.length > 0) return ctx.push(...heard, ...opportunityWindows(aware, c, s), step('move-step', { ...st, provoked: true }));
      if (heard.length > 0) return ctx.push(...heard, step('move-step', { ...st, provoked: true }));
    }
    const x = st.path[st.next * 2] as number;
    const y = st.path[st.next * 2 + 1] as number;
    const prev = c.pos;
    c.pos = { x, y };
    noteTurnAct(ctx, c, 'moved');
    if (isLegalHere(s, c)) c.lastLegal = { x, y };
    // Terrain entered on this square (fire, spike stones, web, steep slope: a fall ends the move).
    if (enterTerrain(ctx, c, prev, st.mode as EntryHow, -1) || !onMap(c)) return;
    const next = st.next + 1;
    // COMMON TRIGGERED POWERS ('Movement' triggers): entering the square is announced to what hears or
    // may answer it (nothing is built otherwise); the movement goes on (or ends) once they are resolved.
    const entered = answered(s, 'EnterSquare') ? occurs(s, 'EnterSquare', { creature: c.id, x, y }) : [];
    if (entered.length > 0) ctx.push(...entered, step('move-step', { ...st, next, provoked: next * 2 >= st.path.length }));
    else if (next * 2 < st.path.length) ctx.push(step('move-step', { ...st, next: next, provoked: false }));
    else settle(ctx, c, st);
  },
});

/** No other creature overlaps `c` where it stands, unless they may share a space: read from the creatures alone. */
function isLegalHere(s: DdmState, c: CreatureState): boolean {
  for (const o of s.creatures) if (o.id !== c.id && onMap(o) && overlaps(c, o) && !shareSpace(s, c, o)) return false;
  return true;
}

function overlaps(a: CreatureState, b: CreatureState): boolean {
  if (!a.pos || !b.pos) return false;
  return a.pos.x < b.pos.x + b.size && b.pos.x < a.pos.x + a.size && a.pos.y < b.pos.y + b.size && b.pos.y < a.pos.y + a.size;
}

/**
 * "Occupying a Non-Legal Position": a creature that stops where it can't stay goes back to its last
 * legal position. Then its movement has ended: Moved is announced to what hears it.
 */
function settle(
  ctx: DdmCtx,
  c: CreatureState,
  from: { readonly startX: number; readonly startY: number; readonly originX?: number; readonly originY?: number },
): void {
  const s = ctx.state;
  if (c.pos && !isLegalHere(s, c) && c.lastLegal) {
    c.pos = c.lastLegal;
    carryRiders(ctx.state, c);
    ctx.emit('returned', { creature: c.id, label: c.label, x: c.pos.x, y: c.pos.y });
  }
  endOfMovementTerrain(ctx, c, -1);
  if (c.pos && answered(s, 'Moved', c.id))
    ctx.push(...occurs(s, 'Moved', { creature: c.id, fromX: from.originX ?? from.startX, fromY: from.originY ?? from.startY, x: c.pos.x, y: c.pos.y }));
}

/**
 * "CHARGE" through the geometry module: the end space must be the nearest space adjacent to the
 * target (no walls) and a legal position, at least 2 squares away, every square closer to the
 * target, with line of sight to the end square and the target. Returns the path or null.
 */
export function chargePath(
  ctx: DdmCtx,
  g: Geo,
  c: CreatureState,
  target: CreatureState,
  speed: number = currentSpeed(ctx, c),
  facts: MoverFacts | null = moverFacts(ctx, g, c),
): Pos[] | null {
  const tb = g.byId.get(target.id);
  if (!facts || !tb || c.conds.some((x) => x.kind === 'Blinded')) return null;
  if (speed < 2) return null;
  const { body: mover, modes, avoid, ex } = facts;
  return remember(g, `charge:${c.id}:${target.id}:${speed}:${facts.key}`, () => {
    const r = survivableCharge(ctx, g, c, avoid, (av) => chargePaths(g.board, mover, tb, others(g, c), { speed, modes, avoid: av, ...ex.opts }));
    const end = r.ends[0];
    if (!end) return null;
    return end.path.slice(1).map((p) => ({ x: p.x, y: p.y }));
  });
}

/** The menu's trial order of charge targets by counted distance (adjacent ones after all others). */
function menuRank(d: number): number {
  return d <= 1 ? Number.MAX_SAFE_INTEGER : d;
}

export function chargeTargets(ctx: DdmCtx, c: CreatureState, firstOnly = false): { target: CreatureState; path: Pos[] }[] {
  const s = ctx.state;
  const card = cardOf(s, c);
  const basic = card.attacks.findIndex((a) => a.basic && a.range.kind === 'melee');
  if (basic < 0) return [];
  // A basic melee attack limited to smaller targets ("Medium or smaller target only") or to others
  // ("Slowed or Immobilized target only") charges only those (unless the card has an attack made only on
  // a charge, asked at the end of the charge).
  const basicAttack = card.attacks[basic] as Attack;
  const sized =
    (basicAttack.maxTargetSize !== undefined || basicAttack.targetLimit !== undefined) && !card.attacks.some((a) => a.requires === 'charging' || a.onCharge);
  // "Charge": a move of up to its speed — asked as a charge's, which a card may raise ("+N Speed while charging").
  const speed = currentSpeed(ctx, c, true);
  if (speed < 2) return [];
  const g = geo(s);
  const out: { target: CreatureState; path: Pos[] }[] = [];
  const start = c.pos;
  const near: { t: CreatureState; d: number }[] = [];
  for (const t of s.creatures) {
    if (t.id === c.id || !onMap(t) || !enemies(s, c, t) || !t.pos || !start || (sized && !targetAllowed(s, c, t, basicAttack))) continue;
    // Cheap necessary conditions first (within a speed-long move: the king-move gap, then the
    // counted distance; seen); chargePath then rejects most targets on the nearest-space tests
    // before its search, which only follows squares that come closer to the target (far smaller
    // than the creature's whole reachable set).
    if (kingGap(c, t) > speed + 1) continue;
    const d = dist(g, c, t);
    if (d > speed + 1) continue;
    // Asked only whether a charge exists (the action menu), sight is tested target by target below,
    // up to the first charge found: the answer is the same whatever the order.
    if (!firstOnly && !sees(g, c, t)) continue;
    near.push({ t, d });
  }
  // For the menu the nearer targets, likelier to be reached, are tried first and the adjacent ones
  // last: standing beside the target, the nearest space beside it is the charger's own, a move too
  // short ("Charge": at least 2 squares). A full list keeps creature order.
  if (firstOnly) near.sort((a, b) => menuRank(a.d) - menuRank(b.d));
  const facts = near.length > 0 ? moverFacts(ctx, g, c) : null;
  for (const { t } of near) {
    if (firstOnly && !sees(g, c, t)) continue;
    const p = chargePath(ctx, g, c, t, speed, facts);
    if (p) out.push({ target: t, path: p });
    if (firstOnly && out.length > 0) break;
  }
  return out;
}

export function chargeOptionAvailable(ctx: DdmCtx, c: CreatureState): boolean {
  return chargeTargets(ctx, c, true).length > 0;
}

/**
 * A charge target as offered: like an ordinary attack target (the bonus with the charge's +1, the
 * defense, combat advantage and cover), measured from the charge's end square, which is fixed by
 * the target (the nearest space adjacent to it), plus that square (`to`) for the map. Measured on a
 * view of the battle in which the charger stands at that square (`standingAt`): nothing is moved.
 */
function chargeOption(ctx: DdmCtx, c: CreatureState, t: CreatureState, path: readonly Pos[], a: Attack): Option {
  const end = path[path.length - 1] ?? c.pos;
  const at = end ? standingAt(ctx.state, c, end) : { g: geo(ctx.state), c };
  const o = targetOption(ctx, at.g, at.c, t, a, 'charge');
  return { ...o, payload: { ...(o.payload as Record<string, Json>), to: { x: end?.x ?? 0, y: end?.y ?? 0 } } };
}

/**
 * The map as it would be with `c` at `pos`: a copy of the creature and a shallow copy of the state
 * that holds it (everything else shared), so a hypothetical square is priced without touching the
 * battle.
 */
function standingAt(s: DdmState, c: CreatureState, pos: Pos): { g: Geo; c: CreatureState } {
  const moved: CreatureState = { ...c, pos: { x: pos.x, y: pos.y } };
  const view: DdmState = { ...s, creatures: s.creatures.map((x) => (x.id === c.id ? moved : x)) };
  return { g: geo(view), c: moved };
}

export const charge = handler<'charge'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const list = chargeTargets(ctx, c);
    if (list.length === 0) return;
    const who = s.turn?.controller ?? c.owner;
    const a = cardOf(s, c).attacks.find((x) => x.basic && x.range.kind === 'melee');
    if (!a) return;
    return ctx.ask(
      who,
      'choose-target',
      `${c.label} charges: choose the target.`,
      list.map((x) => chargeOption(ctx, c, x.target, x.path, a)),
    );
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const target = s.creatures[Number(option.id)] as CreatureState;
    const entry = chargeTargets(ctx, c).find((x) => x.target.id === target.id);
    if (!entry) return;
    ctx.emit('charge', { creature: c.id, label: c.label, target: target.id, targetLabel: target.label });
    const basic = cardOf(s, c).attacks.findIndex((a) => a.basic && a.range.kind === 'melee');
    ctx.push(step('charge-attack', { creature: c.id, target: target.id, attackIndex: basic }));
    pushPath(ctx, c, entry.path, 'charge');
  },
});

/**
 * The melee attacks printed "only on charge" or "usable on charge" that `c` could make against `t`
 * instead of the basic melee attack.
 */
function chargeOnlyAttacks(ctx: DdmCtx, c: CreatureState, t: CreatureState): number[] {
  const g = geo(ctx.state);
  return cardOf(ctx.state, c).attacks.flatMap((a, k) =>
    (a.requires === 'charging' || a.onCharge) && a.range.kind === 'melee' && hasUse(ctx, c, a.name, a.uses) && isSingleTarget(ctx, g, c, t, a) ? [k] : [],
  );
}

/**
 * After the charge movement: the basic melee attack with +1, if the charger survived and still
 * reaches — or, chosen by its player, an attack the card allows only on a charge.
 */
export const chargeAttack = handler<'charge-attack'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const t = s.creatures[st.target] as CreatureState;
    if (!onMap(c) || !onMap(t) || has(c, 'Blinded') || has(c, 'Stunned')) return;
    const g = geo(s);
    const basic = basicAttacksAgainst(ctx, g, c, t).includes(st.attackIndex) ? [st.attackIndex] : [];
    const ks = [...basic, ...chargeOnlyAttacks(ctx, c, t)];
    // Powers "Make N {b} attacks" printed usable (only) on charge (powers/charge-powers.ts).
    const powers = chargePowerOptions(ctx, c, t);
    if (ks.length === 0 && powers.length === 0) return;
    if (ks.length === 1 && powers.length === 0) return void chargeStrike(ctx, c, t, ks[0] as number);
    const card = cardOf(s, c);
    return ctx.ask(s.turn?.controller ?? c.owner, 'choose-attack', `${c.label}: which attack ends the charge?`, [
      ...ks.map((k) => ({ id: `attack:${k}`, label: `Attack: ${card.attacks[k]?.name ?? k}` })),
      ...powers,
    ]);
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const t = s.creatures[st.target] as CreatureState;
    if (isChargePowerOption(option.id)) return useChargePower(ctx, c, t, option.id, chargerSteps(s, c, t));
    chargeStrike(ctx, c, t, Number(option.id.slice(7)));
  },
});

function chargeStrike(ctx: DdmCtx, c: CreatureState, t: CreatureState, k: number): void {
  // A Charger mount's rider may attack the target afterwards (rules/mount-triggers.ts, rules/mount.ts).
  ctx.push(step('attack', { attacker: c.id, attackIndex: k, target: t.id, mode: 'charge' }), ...chargerSteps(ctx.state, c, t));
}
