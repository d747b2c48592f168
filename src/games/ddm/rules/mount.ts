// Implements ddm-battle-rules-2011, "Mounts and Riders", "MOUNT", "DISMOUNT", the Definition Block's
// Mount marker (cards/render.ts) and Cover's "Mounted Creatures"; guidelines 2008 (their only mount
// text is the Blink Out note, about a power none of our cards has).
//
// Model: a rider keeps its own record, on the map in its mount's space (same position and size),
// linked to the mount by a `mounted` effect (rules/mount-links.ts). So everything measured from a
// space — targets, reach, adjacency, flanking, victory areas — treats the rider as occupying its
// mount's space, as "MOUNT" says, without special cases; geo.ts gives the rider no body of its own
// (the mount's body stands for it), so the pair never blocks itself. What the rules change:
// - Mount (move action, adjacent legal mount, OAs from adjacent enemies first) and Dismount (move
//   action, a legal position adjacent to the mount's space, OAs first, no further actions after);
// - the rider's current speed is 0 (powers/mount-effects.ts) and it follows its mount's movement
//   (carryRiders, called where a position changes: terrain-effects `enterTerrain`, movement `settle`,
//   squeeze `setSpace`); only the mount provokes for leaving squares (it is the mount's movement);
// - forcibly dismounted (forced movement on the rider; rider and mount controlled by different
//   players): dismounted as above without opportunity attacks, then the effect resolves;
// - mount destroyed: the rider is put in a space entirely within the mount's former space;
// - cover: against ranged attacks a rider has cover from its mount (the mount is the attacker's
//   enemy, and "Enemies Provide Cover"); against melee, close and area attacks creatures give no
//   cover, so neither does the mount. The rider gives its mount no cover (it has no body of its own).
import type { Option, Step } from '../../../core/index.js';
import { SIZES, SPACE, type Power } from '../cards/schema.js';
import { adjacentPositions, enteredTerrain, nearestLegalPositions, positionsWithin, spaceTerrain, type Space } from '../geometry/index.js';
import { adjacentEnemies, geo, isAdjacent, remember, sees, spaceOf, type Geo } from '../geo.js';
import type { DdmCtx } from '../powers/effects.js';
import { opportunityWindows } from '../powers/opportunity-order.js';
import { handler, step, type Handler } from '../steps.js';
import type { CreatureState, DdmState, Pos, TurnState } from '../state.js';
import { basicAttacksAgainst } from './attack.js';
import { cardOf, enemies, onMap } from './common.js';
import { canReact } from './conditions.js';
import { anyMounted, isMounted, linkOf, MOUNTED, mountOf, ridersOf } from './mount-links.js';
import { enterTerrain, mapHas, modesOf, terrainDamage, type EntryHow } from './terrain-effects.js';
import { canTake, consume } from './turn.js';

type MountPower = Extract<Power, { kind: 'mount' }>;

/** The card's Mount power (null: it can't be a mount). */
function mountPower(s: DdmState, m: CreatureState): MountPower | null {
  for (const p of cardOf(s, m).powers) if (p.kind === 'mount') return p;
  return null;
}

/** Whether any card in the battle has a Mount power (cards never change: kept per card table). */
const mountCards = new WeakMap<object, boolean>();
function battleHasMounts(s: DdmState): boolean {
  let v = mountCards.get(s.cards);
  if (v === undefined) mountCards.set(s.cards, (v = Object.values(s.cards).some((card) => card.powers.some((p) => p.kind === 'mount'))));
  return v;
}

const sizeRank = (size: string): number => SIZES.indexOf(size as (typeof SIZES)[number]);

/**
 * "Mounts and Riders": the power of the mount says which creatures may ride it (size, keywords,
 * not Mounted). A rider must be an ally — a rider and a mount controlled by different players are
 * forcibly dismounted at once ("DISMOUNT"), so mounting an enemy is never offered. Neither may
 * already be part of a mounted pair, and the mount must have room for another rider.
 */
export function mayRide(s: DdmState, r: CreatureState, m: CreatureState): boolean {
  const p = mountPower(s, m);
  if (!p || r.id === m.id || !onMap(r) || !onMap(m) || enemies(s, r, m)) return false;
  const card = cardOf(s, r);
  if (sizeRank(card.size) > sizeRank(p.maxSize)) return false;
  if (p.keywords.length > 0 && !p.keywords.some((k) => card.keywords.includes(k))) return false;
  if (anyMounted(s) && (linkOf(s, r) || linkOf(s, m) || ridersOf(s, r).length > 0)) return false;
  if (p.nonMounted && isMounted(s, r)) return false;
  return ridersOf(s, m).length < p.riders;
}

/** "MOUNT", Mounting: the adjacent legal mounts of `r`. */
function mountsFor(s: DdmState, g: Geo, r: CreatureState): CreatureState[] {
  const out: CreatureState[] = [];
  for (const m of s.creatures) if (m.id !== r.id && onMap(m) && mountPower(s, m) && mayRide(s, r, m) && isAdjacent(g, r, m)) out.push(m);
  return out;
}

/** The rider's space once off its mount: its own card size. */
const ownSide = (s: DdmState, r: CreatureState): number => SPACE[cardOf(s, r).size];

/** "DISMOUNT", Dismounting: legal positions adjacent to but not occupying the mount's space. */
function dismountSpaces(s: DdmState, g: Geo, r: CreatureState): Space[] {
  const m = mountOf(s, r);
  if (!m?.pos) return [];
  const at = { x: m.pos.x, y: m.pos.y, side: m.size };
  // A pure function of the board situation (the rider's menu asks it again and again).
  return remember(g, `dismount:${r.id}:${at.x},${at.y},${at.side}`, () => adjacentPositions(g.board, ownSide(s, r), at, g.bodies, { selfId: String(r.id) }));
}

/** Enemies adjacent to `c` that may take an opportunity attack against it now ("Provoke Opportunity Attacks"). */
function provokedBy(ctx: DdmCtx, g: Geo, c: CreatureState): CreatureState[] {
  const t = ctx.state.turn;
  return adjacentEnemies(g, c).filter((e) => canReact(e) && !t?.oa.includes(e.id) && sees(g, e, c) && basicAttacksAgainst(ctx, g, e, c).length > 0);
}

/**
 * The action menu's mount options (rules/turn.ts): "Mount <creature>" and "Dismount", each taking
 * the move action (by substitution too). A rider is also denied what would move it away from its
 * mount on its own (the teleporter): it moves only when its mount moves.
 */
export function mountMenu(ctx: DdmCtx, c: CreatureState, t: TurnState, out: Option[]): void {
  const s = ctx.state;
  if (!battleHasMounts(s)) return;
  const riding = anyMounted(s) && linkOf(s, c) !== null;
  if (riding) {
    const tp = out.findIndex((o) => o.id === 'terrain:teleport');
    if (tp >= 0) out.splice(tp, 1);
  }
  if (!canTake(t, 'move')) return;
  const g = geo(s);
  if (riding) {
    if (dismountSpaces(s, g, c).length > 0) out.push({ id: 'mount:dismount', label: 'Dismount (move action)' });
    return;
  }
  for (const m of mountsFor(s, g, c)) out.push({ id: `mount:${m.id}`, label: `Mount ${m.label} (move action)` });
}

/** Takes a mount option chosen from the menu: the move action is spent, opportunity attacks come first. */
export function chooseMountAction(ctx: DdmCtx, c: CreatureState, t: TurnState, id: string, again: Step): void {
  const g = geo(ctx.state);
  consume(t, 'move');
  const oas = opportunityWindows(provokedBy(ctx, g, c), c);
  if (id === 'mount:dismount') {
    ctx.emit('dismount-declared', { creature: c.id, label: c.label });
    ctx.push(...oas, step('dismount', { c: c.id, forced: false }), again);
    return;
  }
  const m = Number(id.slice('mount:'.length));
  ctx.emit('mount-declared', { creature: c.id, label: c.label, mount: m, mountLabel: ctx.state.creatures[m]?.label ?? '?' });
  ctx.push(...oas, step('mount', { c: c.id, m }), again);
}

/** Mounting resolves after the opportunity attacks, if the rider survived and the mount is still a legal one. */
export const mountStep: Handler = handler<{ c: number; m: number }>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.c] as CreatureState;
    const m = s.creatures[st.m] as CreatureState;
    if (!onMap(r)) return;
    if (!m || !mayRide(s, r, m) || !isAdjacent(geo(s), r, m)) {
      ctx.emit('mount-lost', { creature: r.id, label: r.label });
      return;
    }
    ctx.addEffect({ name: `Mounted#${r.id}`, handler: MOUNTED, owner: r.owner, source: r.label, params: { creature: r.id, mount: m.id } });
    r.pos = m.pos;
    r.size = m.size;
    r.lastLegal = m.pos;
    ctx.emit('mounted', { creature: r.id, label: r.label, mount: m.id, mountLabel: m.label });
  },
});

/** The player deciding for `c` now (its controller on its own turn, else its owner). */
const decider = (s: DdmState, c: CreatureState): number => (s.turn?.creature === c.id ? s.turn.controller : c.owner);

const posOption = (sp: { x: number; y: number }): Option => ({ id: `${sp.x},${sp.y}`, label: `to (${sp.x},${sp.y})`, payload: { x: sp.x, y: sp.y } });

/** Where a dismounting rider may go; a forced dismount with no adjacent legal position goes to the nearest one. */
function dismountChoices(s: DdmState, r: CreatureState, forced: boolean): Space[] {
  const g = geo(s);
  const near = dismountSpaces(s, g, r);
  if (near.length > 0 || !forced) return near;
  const m = mountOf(s, r);
  if (!m?.pos) return [];
  const squares: { x: number; y: number }[] = [];
  for (let y = m.pos.y; y < m.pos.y + m.size; y++) for (let x = m.pos.x; x < m.pos.x + m.size; x++) squares.push({ x, y });
  return nearestLegalPositions(g.board, ownSide(s, r), squares, g.bodies, { selfId: String(r.id) });
}

/**
 * "DISMOUNT" (forced: "Forcibly Dismounted"): the rider is put on the map in a legal position
 * adjacent to the mount's space, chosen by the player deciding for it; both lose Mounted; after it,
 * the rider takes no further actions this turn ("No Further Actions").
 */
export const dismountStep: Handler = handler<{ c: number; forced: boolean }>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.c] as CreatureState;
    if (!onMap(r) || !linkOf(s, r)) return;
    const spots = dismountChoices(s, r, st.forced);
    if (spots.length === 0) {
      ctx.emit('dismount-lost', { creature: r.id, label: r.label });
      return;
    }
    if (spots.length === 1) return void putDown(ctx, r, spots[0] as Space, st.forced);
    return ctx.ask(decider(s, r), 'choose-destination', `${r.label} ${st.forced ? 'is forcibly dismounted' : 'dismounts'}: where?`, spots.map(posOption));
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const r = s.creatures[st.c] as CreatureState;
    const spot = dismountChoices(s, r, st.forced).find((sp) => `${sp.x},${sp.y}` === option.id);
    if (spot) putDown(ctx, r, spot, st.forced);
  },
});

function unlink(ctx: DdmCtx, r: CreatureState): void {
  ctx.removeEffects((e) => e.handler === MOUNTED && e.params['creature'] === r.id);
}

function putDown(ctx: DdmCtx, r: CreatureState, at: Pos, forced: boolean): void {
  const s = ctx.state;
  const m = mountOf(s, r);
  unlink(ctx, r);
  r.size = ownSide(s, r);
  r.pos = { x: at.x, y: at.y };
  r.lastLegal = r.pos;
  ctx.emit('dismounted', { creature: r.id, label: r.label, mount: m?.id ?? -1, mountLabel: m?.label ?? '', forced, to: [at.x, at.y] });
  // "No Further Actions" on this turn: none on its own turn, and no immediate action or
  // opportunity attack for the rest of another creature's turn.
  if (s.turn) {
    if (s.turn.creature === r.id) s.turn.noActions = true;
    if (!s.turn.immediate.includes(r.id)) s.turn.immediate.push(r.id);
    if (!s.turn.oa.includes(r.id)) s.turn.oa.push(r.id);
  }
  // Being put on the map is entering the terrain there (as any placement).
  enterTerrain(ctx, r, null, 'place', -1);
}

/**
 * "Forcibly Dismounted" by a forced-movement effect: called by the `forced` step (rules/attack.ts)
 * before it moves a rider — dismount first (no opportunity attacks), then the effect resolves
 * against the creature where it now stands. Returns true when it took over.
 */
export function dismountBeforeForced(ctx: DdmCtx, st: Step & { t: number }): boolean {
  const s = ctx.state;
  const r = s.creatures[st.t];
  if (!r || !anyMounted(s) || !linkOf(s, r)) return false;
  ctx.push(step('dismount', { c: r.id, forced: true }), { ...st });
  return true;
}

/**
 * "Forcibly Dismounted" when a rider and its mount become controlled by different players (a
 * Dominated or Confused creature's turn, an 'as if' dominated attack): the steps that dismount.
 * `controller` is who controls `c` now; its partner is controlled by its owner.
 */
export function controlDismounts(s: DdmState, c: CreatureState, controller: number): Step[] {
  if (!anyMounted(s)) return [];
  const m = mountOf(s, c);
  if (m) return controller !== m.owner ? [step('dismount', { c: c.id, forced: true })] : [];
  return ridersOf(s, c)
    .filter((r) => controller !== r.owner)
    .map((r) => step('dismount', { c: r.id, forced: true }));
}

/**
 * Called by `destroy` (rules/common.ts) once `c` is off the map (`was`: its former space). A
 * destroyed rider's link goes; a destroyed mount's riders are each put in a space entirely within
 * the space the mount occupied ("Mount Destroyed") — their owner chooses when there is a choice.
 */
export function afterDestroyed(ctx: DdmCtx, c: CreatureState, was: Pos | null, side: number): void {
  const s = ctx.state;
  if (!anyMounted(s)) return;
  if (linkOf(s, c)) unlink(ctx, c);
  const riders = ridersOf(s, c);
  for (const r of riders) {
    unlink(ctx, r);
    if (!was || !onMap(r)) continue;
    // Until placed, it stays where it was: in the whole of the former space (no one else is there).
    ctx.emit('mount-destroyed', { creature: r.id, label: r.label, mountLabel: c.label });
    ctx.push(step('mount-fall', { c: r.id, x: was.x, y: was.y, side }));
  }
}

function fallSpots(s: DdmState, r: CreatureState, st: { x: number; y: number; side: number }): Space[] {
  const g = geo(s);
  const own = ownSide(s, r);
  const within = positionsWithin(g.board, own, { x: st.x, y: st.y, side: st.side }, g.bodies, { selfId: String(r.id) });
  if (within.length > 0) return within;
  // No legal space left inside (another rider took it, terrain): the nearest legal positions.
  const squares: { x: number; y: number }[] = [];
  for (let y = st.y; y < st.y + st.side; y++) for (let x = st.x; x < st.x + st.side; x++) squares.push({ x, y });
  return nearestLegalPositions(g.board, own, squares, g.bodies, { selfId: String(r.id) });
}

/** "Mount Destroyed": the rider is put in a space entirely within the mount's former space. */
export const mountFallStep: Handler = handler<{ c: number; x: number; y: number; side: number }>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.c] as CreatureState;
    if (!onMap(r)) return;
    const spots = fallSpots(s, r, st);
    if (spots.length <= 1) {
      const at = spots[0] ?? { x: st.x, y: st.y };
      return void place(ctx, r, at);
    }
    return ctx.ask(decider(s, r), 'choose-destination', `${r.label}'s mount is destroyed: where is it put?`, spots.map(posOption));
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    const r = s.creatures[st.c] as CreatureState;
    const spot = fallSpots(s, r, st).find((sp) => `${sp.x},${sp.y}` === option.id);
    if (spot) place(ctx, r, spot);
  },
});

function place(ctx: DdmCtx, r: CreatureState, at: Pos): void {
  r.size = ownSide(ctx.state, r);
  r.pos = { x: at.x, y: at.y };
  r.lastLegal = r.pos;
  ctx.emit('rider-placed', { creature: r.id, label: r.label, to: [at.x, at.y] });
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

/**
 * Cover, "Mounted Creatures": a mount provides cover for its rider. Creatures give cover only
 * against ranged attacks ("Enemies Provide Cover"; melee, close and area: "Creatures Do Not Provide
 * Cover"), so a rider has cover against a ranged attack by an enemy of its mount.
 */
export function riderHasCover(s: DdmState, attacker: CreatureState, target: CreatureState): boolean {
  if (!anyMounted(s)) return false;
  const m = mountOf(s, target);
  return m !== null && m.id !== attacker.id && enemies(s, attacker, m);
}

/**
 * A Charger mount: "when this creature resolves a charge" its rider may make a melee
 * basic attack against the target of the charge, with +N Damage, as a free action. The steps that
 * follow a charge attack (rules/movement.ts `chargeAttack`); none for a creature without the power.
 */
export function chargerSteps(s: DdmState, c: CreatureState, t: CreatureState): Step[] {
  if (!anyMounted(s)) return [];
  const p = cardOf(s, c).powers.find((x) => x.kind === 'charger');
  if (!p || p.kind !== 'charger') return [];
  return [step('charger', { c: c.id, t: t.id, amount: p.damage, name: p.name, phase: 'ask' })];
}

/** The rider's melee basic attacks against the charge's target, if it can act (free action) now. */
function chargerAttacks(ctx: DdmCtx, r: CreatureState, t: CreatureState): number[] {
  if (!onMap(r) || !onMap(t) || !canReact(r) || !enemies(ctx.state, r, t)) return [];
  const card = cardOf(ctx.state, r);
  return basicAttacksAgainst(ctx, geo(ctx.state), r, t).filter((k) => card.attacks[k]?.range.kind === 'melee');
}

export const chargerStep: Handler = handler<{ c: number; t: number; amount: number; name: string; phase: string; r?: number }>({
  run(ctx, st) {
    const s = ctx.state;
    if (st.phase === 'end') return void ctx.removeEffects((e) => e.handler === 'charger-bonus' && e.params['creature'] === st.r);
    const c = s.creatures[st.c] as CreatureState;
    const t = s.creatures[st.t] as CreatureState;
    if (!onMap(c) || !onMap(t)) return;
    const r = ridersOf(s, c).find((x) => chargerAttacks(ctx, x, t).length > 0);
    if (!r) return;
    const card = cardOf(s, r);
    const options: Option[] = chargerAttacks(ctx, r, t).map((k) => ({
      id: `attack:${k}`,
      label: `${st.name}: ${card.attacks[k]?.name ?? k} against ${t.label} (+${st.amount} Damage, free action)`,
    }));
    options.push({ id: 'no', label: 'No attack' });
    return ctx.ask(r.owner, 'use-power', `${c.label} has charged ${t.label}: ${r.label} may attack it.`, options);
  },
  choose(ctx, st, option) {
    if (option.id === 'no') return;
    const s = ctx.state;
    const c = s.creatures[st.c] as CreatureState;
    const r = ridersOf(s, c).find((x) => chargerAttacks(ctx, x, s.creatures[st.t] as CreatureState).length > 0);
    if (!r) return;
    ctx.emit('power', { creature: c.id, label: c.label, power: st.name, target: r.id, targetLabel: r.label });
    ctx.addEffect({
      name: `${st.name}#${r.id}`,
      handler: 'charger-bonus',
      owner: r.owner,
      source: c.label,
      params: { creature: r.id, target: st.t, amount: st.amount },
    });
    ctx.push(step('attack', { a: r.id, k: Number(option.id.slice(7)), t: st.t, mode: 'action' }), step('charger', { ...st, phase: 'end', r: r.id }));
  },
});

export const MOUNT_STEPS: Record<string, Handler> = { mount: mountStep, dismount: dismountStep, 'mount-fall': mountFallStep, charger: chargerStep };
