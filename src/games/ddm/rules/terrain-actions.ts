// Implements ddm-battle-rules-2011, "HEALING FONT" (a creature that began its turn in or adjacent to
// a font heals the map's amount, default 20, in place of its attack action), "TELEPORTER" (on its
// turn, a creature on a teleporter teleports to the nearest unoccupied teleporter as an immediate
// action before or after any other action, or during movement; a big creature must be placed legally
// over it), "STEEP SLOPE" (the fall: placed in the nearest legal position off the slope in its
// direction, 5 damage, the current action ends), the turn hooks of the terrain rules (start of turn:
// fire; end of turn: dangerous terrain and pits), and the log sentences of the terrain events.
import type { Option, Step } from '../../../core/index.js';
import { healingFontAmount, slopeFall, teleporterDestinations, terrainOf } from '../geometry/index.js';
import { geo, others, spaceOf } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { handler, isStep, step } from '../steps.js';
import type { CreatureState, Pos, TurnState } from '../state.js';
import { crt, onMap, sideOf } from './common.js';
import { heal } from './hit-points.js';
import { canReact } from './conditions.js';
import { pitsAtEndOfTurn } from './pit.js';
import { dangerousEndOfTurn, enterTerrain, mapHas, placeAt, occupies, startOfTurnTerrain, terrainDamage } from './terrain-effects.js';
import { canTake, consume } from './action-slots.js';

/** "HEALING FONT": the HP the creature may heal this turn (0: none), from where it began its turn. */
export function fontHealing(ctx: DdmCtx, c: CreatureState, t: TurnState): number {
  if (!mapHas(ctx.state.map, 'healingFont') || !t.start || c.hp >= c.maxHp) return 0;
  return healingFontAmount(geo(ctx.state).board, spaceOf(c, t.start));
}

function teleportDests(ctx: DdmCtx, c: CreatureState): Pos[] {
  const g = geo(ctx.state);
  const body = g.byId.get(c.id);
  if (!body || !occupies(g, c, 'teleporter')) return [];
  return teleporterDestinations(g.board, body, others(g, c)).map((p) => ({ x: p.x, y: p.y }));
}

/**
 * The terrain actions of the action menu. Healing at a font replaces the attack action (offered only
 * while the attack action is unused and the creature is hurt — healing 0 HP is never useful); the
 * teleporter is the creature's one immediate action of the turn (not while Dazed or worse).
 */
export function terrainActions(ctx: DdmCtx, c: CreatureState): Option[] {
  const t = ctx.state.turn;
  if (!t || t.creature !== c.id || !onMap(c)) return [];
  const out: Option[] = [];
  if (t.attack && canTake(t, 'attack')) {
    const amount = fontHealing(ctx, c, t);
    if (amount > 0) out.push({ id: 'terrain:font', label: `Healing font: heal ${amount} HP (attack action)` });
  }
  if (mapHas(ctx.state.map, 'teleporter') && !t.immediate.includes(c.id) && canReact(c) && teleportDests(ctx, c).length > 0) {
    out.push({ id: 'terrain:teleport', label: 'Teleporter (immediate action)' });
  }
  return out;
}

/** Carries out a terrain action chosen from the menu; `again` is the menu step that follows. */
export function chooseTerrainAction(ctx: DdmCtx, c: CreatureState, id: string, again: Step): void {
  const t = ctx.state.turn as TurnState;
  if (id === 'terrain:font') {
    const amount = fontHealing(ctx, c, t);
    consume(t, 'attack');
    ctx.emit('power', { creature: c.id, label: c.label, power: 'Healing font' });
    heal(ctx, c, amount, 'healing font');
    ctx.push(again);
  } else if (id === 'terrain:teleport') {
    t.immediate.push(c.id);
    ctx.push(step('terrain-teleport', { creature: c.id }), again);
  } else ctx.push(again);
}

const teleportTo = (ctx: DdmCtx, c: CreatureState, p: Pos): void => placeAt(ctx, c, p, 'teleport');

export const terrainTeleport = handler<'terrain-teleport'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = crt(s, st.creature);
    if (!onMap(c)) return;
    const dests = teleportDests(ctx, c);
    if (dests.length === 0) return;
    if (dests.length === 1) return teleportTo(ctx, c, dests[0] as Pos);
    return ctx.ask(
      sideOf(s, c),
      'choose-destination',
      `${c.label}: which teleporter square?`,
      dests.map((p) => ({ id: `${p.x},${p.y}`, label: `to (${p.x},${p.y})`, payload: { x: p.x, y: p.y } })),
    );
  },
  choose(ctx, st, option) {
    const c = crt(ctx.state, st.creature);
    const [x, y] = option.id.split(',').map(Number);
    teleportTo(ctx, c, { x: x ?? 0, y: y ?? 0 });
  },
});

/**
 * "TELEPORTER" during movement: when a move ends on a teleporter with squares of movement left, the
 * creature may teleport (its immediate action) and move on with the squares left, as one movement
 * continued from the other teleporter. (Any path through a teleporter is a move to it, this, and
 * the rest.) Queued to run after the move's steps; asks only when the teleport is possible then.
 */
export function teleportMidMove(ctx: DdmCtx, c: CreatureState, end: Pos, left: number): void {
  if (left <= 0 || !mapHas(ctx.state.map, 'teleporter')) return;
  if (!teleporterAt(ctx, end, c.size)) return;
  ctx.push(step('terrain-move-on', { creature: c.id, x: end.x, y: end.y, left }));
}

/** Does the space of side `side` at `at` hold a teleporter square? */
function teleporterAt(ctx: DdmCtx, at: Pos, side: number): boolean {
  const board = geo(ctx.state).board;
  for (let y = at.y; y < at.y + side; y++) for (let x = at.x; x < at.x + side; x++) if (terrainOf(board, { x, y }).includes('teleporter')) return true;
  return false;
}

export const terrainMoveOn = handler<'terrain-move-on'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = crt(s, st.creature);
    const t = s.turn;
    // Only if the move got there (not stopped or pushed on the way) and the teleport is possible now.
    if (!t || t.creature !== c.id || !onMap(c) || c.pos?.x !== st.x || c.pos.y !== st.y) return;
    if (t.immediate.includes(c.id) || !canReact(c) || teleportDests(ctx, c).length === 0) return;
    return ctx.ask(t.controller, 'teleport-during-move', `${c.label} stands on a teleporter with ${st.left} squares of movement left.`, [
      { id: 'yes', label: `Teleport (immediate action), then move on up to ${st.left} squares` },
      { id: 'no', label: 'No' },
    ]);
  },
  choose(ctx, st, option) {
    if (option.id !== 'yes') return;
    const c = crt(ctx.state, st.creature);
    ctx.state.turn?.immediate.push(c.id);
    ctx.push(step('terrain-teleport', { creature: c.id }), step('move', { creature: c.id, mode: 'move', factor: 1, squares: st.left }));
  },
});

function land(ctx: DdmCtx, c: CreatureState, p: Pos | null, by: number): void {
  const from = c.pos;
  if (p) {
    c.pos = { x: p.x, y: p.y };
    c.lastLegal = c.pos;
  }
  ctx.emit('fall', { creature: c.id, label: c.label, to: c.pos ? [c.pos.x, c.pos.y] : null, moved: !!p });
  terrainDamage(ctx, c, { amount: 5, type: 'untyped' }, by, 'a fall down a steep slope');
  if (p && onMap(c)) enterTerrain(ctx, c, from, 'place', by);
}

/** "STEEP SLOPE": the creature falls; the rest of the current action (movement, a charge's attack) is lost. */
export const terrainFall = handler<'terrain-fall'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = crt(s, st.creature);
    if (!onMap(c)) return;
    // "the current action is ended": drop this creature's remaining movement and charge attack.
    const stack = s.core.stack;
    for (let i = stack.length - 1; i >= 0; i--) {
      const x = stack[i] as Step;
      if ((isStep(x, 'move-step') || isStep(x, 'charge-attack')) && x.creature === c.id) stack.splice(i, 1);
    }
    const g = geo(s);
    const body = g.byId.get(c.id);
    if (!body) return;
    const spots = slopeFall(g.board, body, others(g, c));
    if (spots.length <= 1) return land(ctx, c, spots[0] ?? null, st.by);
    return ctx.ask(
      sideOf(s, c),
      'choose-destination',
      `${c.label} falls down the slope: where does it land?`,
      spots.map((p) => ({ id: `${p.x},${p.y}`, label: `to (${p.x},${p.y})`, payload: { x: p.x, y: p.y } })),
    );
  },
  choose(ctx, st, option) {
    const c = crt(ctx.state, st.creature);
    const [x, y] = option.id.split(',').map(Number);
    land(ctx, c, { x: x ?? 0, y: y ?? 0 }, st.by);
  },
});

/** Start of Turn Phase, other effects: fire and corrosive terrain. */
export function terrainAtStartOfTurn(ctx: DdmCtx, c: CreatureState): void {
  startOfTurnTerrain(ctx, c);
}

/** End of Turn Phase: dangerous terrain's roll, then creatures left in pits are put out. */
export function terrainAtEndOfTurn(ctx: DdmCtx, c: CreatureState): void {
  dangerousEndOfTurn(ctx, c);
  pitsAtEndOfTurn(ctx);
}

/** Sentences for the terrain events (narrate.ts falls back to these for event types it doesn't know). */
export function narrateTerrain(type: string, d: Record<string, unknown>): string | null {
  const who = String(d['label']);
  const at = (v: unknown) => (Array.isArray(v) ? `(${v.join(',')})` : 'where it stands');
  switch (type) {
    case 'terrain-cap':
      return `${who} can take no more terrain damage this turn (${String(d['prevented'])} prevented).`;
    case 'terrain-roll':
      return `${who} is on dangerous terrain at the end of its turn: rolls ${String(d['roll'])}${d['hurt'] ? ' — hurt' : ' — safe'}.`;
    case 'fall':
      return `${who} falls down the steep slope${d['moved'] ? ` to ${at(d['to'])}` : ''}.`;
    case 'teleport':
      return `${who} teleports to ${at(d['to'])}.`;
    case 'pit':
      return `${who} is moved into a pit${d['followup'] ? '' : ' and waits there until the end of the turn'}.`;
    case 'pit-exit':
      return `${who} is put out of the pit at ${at(d['to'])}.`;
    case 'slippery':
      return `${who} slips on the slippery terrain.`;
    default:
      return null;
  }
}
