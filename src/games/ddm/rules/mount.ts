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
//
// Where the parts live: this file has mounting and dismounting (menu and steps) and the Charger
// attack; "Mount Destroyed" and the helpers the mount rules share are rules/mount-destroyed.ts; the
// steps other rules push for a rider (forcibly dismounted, Charger) are rules/mount-triggers.ts;
// riders carried into terrain are in rules/terrain-effects.ts; a rider's cover in rules/tactics.ts.
import type { Option, Step } from '../../../core/index.js';
import { SIZES } from '../cards/schema.js';
import { adjacentPositions, nearestLegalPositions, type Space } from '../geometry/index.js';
import { adjacentEnemies, geo, isAdjacent, remember, sees, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { answersOf, powerAnswers, type MountPower } from '../abilities/queries.js';
import { opportunityWindows } from '../powers/opportunity-order.js';
import { handler, step } from '../steps.js';
import type { CreatureState, DdmState, Pos, TurnState } from '../state.js';
import { basicAttacksAgainst, opportunityAttacksAgainst } from './attack-options.js';
import { cardOf, enemies, onMap } from './common.js';
import { canReact } from './conditions.js';
import { decider, mountFallStep, ownSide, unlink } from './mount-destroyed.js';
import { posOption } from './space-choice.js';
import { anyMounted, isMounted, linkOf, MOUNTED, mountOf, ridersOf } from './mount-links.js';
import { enterTerrain } from './terrain-effects.js';
import { canTake, consume } from './action-slots.js';

/** The creature's Mount power (null: it can't be a mount). */
const mountPower = (s: DdmState, m: CreatureState): MountPower | null => powerAnswers(s, m).mount;

/** Whether any card in the battle has a Mount power (cards never change: kept per card table). */
const mountCards = new WeakMap<object, boolean>();
function battleHasMounts(s: DdmState): boolean {
  let v = mountCards.get(s.cards);
  if (v === undefined) mountCards.set(s.cards, (v = Object.values(s.cards).some((card) => answersOf(card.powers).mount !== null)));
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
  return adjacentEnemies(g, c).filter((e) => canReact(e) && !t?.oa.includes(e.id) && sees(g, e, c) && opportunityAttacksAgainst(ctx, g, e, c).length > 0);
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
  const oas = opportunityWindows(provokedBy(ctx, g, c), c, ctx.state);
  if (id === 'mount:dismount') {
    ctx.emit('dismount-declared', { creature: c.id, label: c.label });
    ctx.push(...oas, step('dismount', { creature: c.id, forced: false }), again);
    return;
  }
  const m = Number(id.slice('mount:'.length));
  ctx.emit('mount-declared', { creature: c.id, label: c.label, mount: m, mountLabel: ctx.state.creatures[m]?.label ?? '?' });
  ctx.push(...oas, step('mount', { creature: c.id, mount: m }), again);
}

/** Mounting resolves after the opportunity attacks, if the rider survived and the mount is still a legal one. */
export const mountStep = handler<'mount'>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.creature] as CreatureState;
    const m = s.creatures[st.mount] as CreatureState;
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
export const dismountStep = handler<'dismount'>({
  run(ctx, st) {
    const s = ctx.state;
    const r = s.creatures[st.creature] as CreatureState;
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
    const r = s.creatures[st.creature] as CreatureState;
    const spot = dismountChoices(s, r, st.forced).find((sp) => `${sp.x},${sp.y}` === option.id);
    if (spot) putDown(ctx, r, spot, st.forced);
  },
});

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

/** The rider's melee basic attacks against the charge's target, if it can act (free action) now. */
function chargerAttacks(ctx: DdmCtx, r: CreatureState, t: CreatureState): number[] {
  if (!onMap(r) || !onMap(t) || !canReact(r) || !enemies(ctx.state, r, t)) return [];
  const card = cardOf(ctx.state, r);
  return basicAttacksAgainst(ctx, geo(ctx.state), r, t).filter((k) => card.attacks[k]?.range.kind === 'melee');
}

export const chargerStep = handler<'charger'>({
  run(ctx, st) {
    const s = ctx.state;
    if (st.phase === 'end') return void ctx.removeEffects((e) => e.handler === 'charger-bonus' && e.params['creature'] === st.rider);
    const c = s.creatures[st.creature] as CreatureState;
    const t = s.creatures[st.target] as CreatureState;
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
    const c = s.creatures[st.creature] as CreatureState;
    const r = ridersOf(s, c).find((x) => chargerAttacks(ctx, x, s.creatures[st.target] as CreatureState).length > 0);
    if (!r) return;
    ctx.emit('power', { creature: c.id, label: c.label, power: st.name, target: r.id, targetLabel: r.label });
    ctx.addEffect({
      name: `${st.name}#${r.id}`,
      handler: 'charger-bonus',
      owner: r.owner,
      source: c.label,
      params: { creature: r.id, target: st.target, amount: st.amount },
    });
    ctx.push(
      step('attack', { attacker: r.id, attackIndex: Number(option.id.slice(7)), target: st.target, mode: 'action' }),
      step('charger', { ...st, phase: 'end', rider: r.id }),
    );
  },
});

export const MOUNT_STEPS = { mount: mountStep, dismount: dismountStep, 'mount-fall': mountFallStep, charger: chargerStep };
