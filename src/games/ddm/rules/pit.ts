// Implements ddm-battle-rules-2011, "PIT" (a creature moved onto a pit by an effect: the followup
// attack with the moving power's attack bonus and target defense, +1 to a big creature's defenses per
// non-pit square of its space; a hit Dazes it and its controller puts it in the nearest legal
// position; with no attack roll or on a miss it is put there at the end of the turn), "Forced-Movement
// Effects" walked square by square so each square's terrain applies ("FIRE", "WEB", "STEEP SLOPE":
// forced movement ignores extra costs, so no spike-stone damage), and "SLIPPERY TERRAIN" (its push
// uses the original attack for the pit). Guidelines "Pits": the followup cannot be retargeted.
import type { Option } from '../../../core/index.js';
import type { Attack } from '../cards/schema.js';
import { forcedMoves, nearestLegalPositions, spaceTerrain, type ForcedDestination, type ForcedKind, type ForcedReach, type Square } from '../geometry/index.js';
import { geo, type Geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { handler, step, type StepOf } from '../steps.js';
import type { CreatureState, DdmState, Pos } from '../state.js';
import { rollInfo } from './attack-options.js';
import { addCond, cardOf, crt, onMap, sideOf } from './common.js';
import { anyMounted, linkOf } from './mount-links.js';
import { criticalMinimum, endOfMovementTerrain, enterTerrain, mapHas, occupies, placeAt, modesOf } from './terrain-effects.js';

/** Whether a square of its space is a pit (read in place: the end of every turn asks it of every creature). */
export function inPit(g: Geo, c: CreatureState): boolean {
  return occupies(g, c, 'pit');
}

/** The forced movement of `t` by `c` as the geometry module finds it. */
function forcedReach(g: Geo, c: CreatureState, t: CreatureState, how: string, squares: number): ForcedReach | null {
  const body = g.byId.get(t.id);
  if (!body) return null;
  const actor = c.pos ? { x: c.pos.x, y: c.pos.y, side: c.size } : null;
  return forcedMoves(
    g.board,
    body,
    actor,
    g.bodies.filter((b) => b.id !== body.id),
    how as ForcedKind,
    squares,
  );
}

/**
 * The end spaces offered for a push/pull/slide: every legal end the geometry module finds, pits
 * included (the pit rules then apply). A creature that walks into a steep slope falls and stops
 * there, so an end whose path crosses a slope square before its last square is not offered (it
 * could never be reached).
 */
export function forcedChoices(ctx: DdmCtx, g: Geo, c: CreatureState, t: CreatureState, r: ForcedReach): ForcedDestination[] {
  if (!mapHas(ctx.state.map, 'steepSlope')) return [...r.destinations];
  const m = modesOf(ctx.state, t);
  if (m.flight || m.ghost) return [...r.destinations];
  return r.destinations.filter((d) => {
    const path = r.path(d.at);
    for (let i = 1; i < path.length - 1; i++) {
      const p = path[i] as Square;
      if (spaceTerrain(g.board, { x: p.x, y: p.y, side: t.size }).includes('steepSlope')) return false;
    }
    return true;
  });
}

/**
 * Resolves a chosen push/pull/slide end (`id` "x,y"): the target is moved square by square along the
 * geometry module's path; each square's terrain applies, with the acting creature `a` credited for
 * damage ("Destroyed by" Triggers: pushed into fire terrain). A pit ends the movement and calls for
 * the pit followup made with attack `k` of the acting creature (-1: the effect has no attack roll).
 */
export function resolveForced(ctx: DdmCtx, st: StepOf<'forced'>, id: string): void {
  const s = ctx.state;
  const c = crt(s, st.attacker);
  const t = crt(s, st.target);
  if (!onMap(t) || !t.pos) return;
  const [x, y] = id.split(',').map(Number);
  const to = { x: x ?? 0, y: y ?? 0 };
  const g = geo(s);
  const r = forcedReach(g, c, t, st.how, st.squares);
  const path = r ? r.path(to).slice(1) : [];
  ctx.emit('forced', { creature: t.id, label: t.label, how: st.how, to: [to.x, to.y] });
  if (path.length === 0) path.push(to);
  let from: Pos = t.pos;
  let fell = false;
  for (const p of path) {
    t.pos = { x: p.x, y: p.y };
    fell = enterTerrain(ctx, t, from, 'forced', c.id);
    from = t.pos;
    if (!onMap(t) || fell) break;
  }
  if (!onMap(t)) return;
  const g2 = geo(s);
  if (inPit(g2, t)) {
    const a = st.attackIndex !== undefined && st.attackIndex >= 0 ? cardOf(s, c).attacks[st.attackIndex] : undefined;
    ctx.emit('pit', { creature: t.id, label: t.label, followup: !!a });
    // Without an attack roll the creature waits in the pit until the end of the turn (turn end puts it out).
    if (a) ctx.push(step('pit-followup', { attacker: c.id, target: t.id, attackIndex: st.attackIndex ?? -1 }));
    return;
  }
  t.lastLegal = t.pos;
  if (!fell) endOfMovementTerrain(ctx, t, c.id);
}

/** Number of squares of the creature's space without pit terrain (+1 defense each vs the followup). */
function nonPitSquares(g: Geo, c: CreatureState): number {
  if (!c.pos) return 0;
  let n = 0;
  for (let y = c.pos.y; y < c.pos.y + c.size; y++)
    for (let x = c.pos.x; x < c.pos.x + c.size; x++) if (!spaceTerrain(g.board, { x, y, side: 1 }).includes('pit')) n++;
  return n;
}

/** The pit followup attack: natural 20 hits, natural 1 misses; a hit Dazes, then the creature is put out. */
export const pitFollowup = handler<'pit-followup'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = crt(s, st.attacker);
    const t = crt(s, st.target);
    const g = geo(s);
    if (!onMap(t) || !inPit(g, t)) return;
    const a = cardOf(s, c).attacks[st.attackIndex] as Attack | undefined;
    if (!a) return;
    const defKey = { AC: 'ac', Fort: 'fort', Ref: 'ref', Will: 'will' } as const;
    // The attacker's modifiers when it is still on the map (as for any followup); else the printed bonus.
    const info = onMap(c)
      ? rollInfo(ctx, g, c, t, a, 'action', null)
      : { bonus: a.bonus, defense: ctx.query('defense', cardOf(s, t)[defKey[a.vs]], { creature: t.id, defense: a.vs }), combatAdvantage: false, cover: false };
    const defense = info.defense + nonPitSquares(g, t);
    const r = ctx.rng.d20();
    // A natural 20 (19 too for a melee attack from blood rock) hits automatically; no damage is dealt.
    const hit = r >= (onMap(c) ? criticalMinimum(g, c, a.range.kind === 'melee') : 20) || (r !== 1 && r + info.bonus >= defense);
    ctx.emit('attack-roll', {
      attacker: c.id,
      label: c.label,
      target: t.id,
      targetLabel: t.label,
      attack: `${a.name} (pit followup)`,
      rolls: [r],
      bonus: info.bonus,
      defense,
      vs: a.vs,
      hit,
      crit: false,
      ca: info.combatAdvantage,
      cover: info.cover,
    });
    if (!hit) return;
    // A creature immune to Dazed is not dazed by the pit ("Conditions"; `gainsCondition`).
    if (ctx.query('gainsCondition', true, { creature: t.id, condition: 'Dazed' })) {
      addCond(s, t, {
        kind: 'Dazed',
        name: 'Pit',
        amount: 0,
        dtype: 'untyped',
        defense: 'all',
        duration: 'end-of-next-turn',
        source: c.id,
        sourcePlayer: c.owner,
      });
      ctx.emit('condition', { creature: t.id, label: t.label, condition: 'Dazed', duration: 'end-of-next-turn' });
    }
    ctx.push(step('pit-place', { creature: t.id }));
  },
});

function pitExits(g: Geo, c: CreatureState): Pos[] {
  if (!c.pos) return [];
  const near: Square[] = [];
  for (let y = c.pos.y; y < c.pos.y + c.size; y++) for (let x = c.pos.x; x < c.pos.x + c.size; x++) near.push({ x, y });
  const others = g.bodies.filter((b) => b.id !== String(c.id));
  return nearestLegalPositions(g.board, c.size, near, others, { selfId: String(c.id) }).map((p) => ({ x: p.x, y: p.y }));
}

const putOut = (ctx: DdmCtx, c: CreatureState, p: Pos): void => placeAt(ctx, c, p, 'pit-exit');

/** Its controller puts a creature in a pit in the nearest legal position (its choice among ties). */
export const pitPlace = handler<'pit-place'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = crt(s, st.creature);
    const g = geo(s);
    // A rider comes out with its mount ("MOUNT": it moves when its mount moves).
    if (!onMap(c) || !inPit(g, c) || (anyMounted(s) && linkOf(s, c))) return;
    const exits = pitExits(g, c);
    if (exits.length === 0) {
      ctx.emit('no-room', { creature: c.id, label: c.label });
      return;
    }
    if (exits.length === 1) return putOut(ctx, c, exits[0] as Pos);
    const options: Option[] = exits.map((p) => ({ id: `${p.x},${p.y}`, label: `to (${p.x},${p.y})`, payload: { x: p.x, y: p.y } }));
    return ctx.ask(sideOf(s, c), 'choose-destination', `${c.label} climbs out of the pit: where?`, options);
  },
  choose(ctx, st, option) {
    const c = crt(ctx.state, st.creature);
    const [x, y] = option.id.split(',').map(Number);
    putOut(ctx, c, { x: x ?? 0, y: y ?? 0 });
  },
});

/** End of the turn: every creature still in a pit is put in the nearest legal position. */
export function pitsAtEndOfTurn(ctx: DdmCtx): void {
  const s: DdmState = ctx.state;
  if (!mapHas(s.map, 'pit')) return;
  const g = geo(s);
  const waiting = s.creatures.filter((c) => onMap(c) && inPit(g, c));
  if (waiting.length > 0) ctx.push(...waiting.map((c) => step('pit-place', { creature: c.id })));
}

/**
 * A creature whose movement was interrupted by forced movement (e.g. an opportunity attack's hit on
 * slippery terrain pushed it, maybe into a pit) is no longer where its path goes on from: the rest
 * of that movement is lost (the path's squares no longer connect to where it stands).
 */
export function movedOffPath(c: CreatureState, st: Pick<StepOf<'move-step'>, 'path' | 'next' | 'startX' | 'startY'>): boolean {
  if (!c.pos) return false;
  const x = st.next === 0 ? st.startX : (st.path[(st.next - 1) * 2] as number);
  const y = st.next === 0 ? st.startY : (st.path[(st.next - 1) * 2 + 1] as number);
  return c.pos.x !== x || c.pos.y !== y;
}
