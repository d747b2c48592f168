/**
 * The Fortress Door in battle: a normal attack on it, its defense (4 defense dice plus the Door
 * Card's Reinforced Defense), its wound markers and its destruction at 10 wounds, and control of the
 * Door Card passing to the player whose figure ends a move on Doorway Space #4.
 * Rulebook: heroscape-master-game-guide — "Targeting the Door" (instead of a figure; range and
 * adjacency from the space below it), "Attacking and Defending the Door" (height advantage applies;
 * 4 defense dice and the Door Card's "Reinforced Defense"; unblocked skulls are wounds on the Door
 * Card), "The Door cannot be engaged", "Control of the Door" (the controlling player rolls its
 * defense; a new player on Door Space #4 takes the card with its wound markers), "Destroying the
 * Door" (10 life; removed). The Door Card's numbers are the published card's (docs/heroscape.md,
 * "The Fortress Door"): Life 10, Defense 4, Reinforced Defense — 2 automatic shields against an
 * attack from a Small or Medium figure, 1 against a Large or Huge one.
 *
 * Played: normal attacks by a figure that is not engaged (an engaged figure attacks only the
 * figures it is engaged with), adjacent to the Door or within Range with a clear line of sight to
 * it, their dice asked of the `attackDice` query with `door` set — so the glyphs and the army-card
 * powers that add dice to the attacker's normal attacks add them here too, and those that need a
 * figure of a size, a species or next to it as the defender do not ("The Door is not a figure"; it
 * "does not have a size"; the Sword of Reckoning counts the Door's space as next to it). Special
 * attacks ("The Door may be attacked by … a special attack"): `doorDefends` rolls the Door's
 * defense against a special attack's roll (never height advantage: "Special attacks can never be
 * modified by … height advantage"), for the Explosion, the Grenade and the Fire Line that affect it.
 * Powers that only cause wounds: no Rise of the Valkyrie power does. The scenario may name the
 * Door Card's first controller (set-up option `doorControllers`); with no controller the player who
 * is not attacking rolls its defense. Opening, closing and the bar: `door-adjust.ts`.
 */
import type { OfferedOption } from '../../../core/index.js';
import { adjacentToDoor, heightAdvantageVsDoor, lineOfSightToDoor, rangeToDoor, setDoorState, doorSpaceFourOccupant } from '../door.js';
import { engagedWith } from '../engagement.js';
import type { HsCtx } from './events.js';
import { rollCombatDice, shieldsIn, skullsIn } from './dice.js';
import { boardOf, cardOf, livingPlaced, placedOf, type DoorInPlay, type FigureState, type HsState } from './state.js';
import { indexFigures } from '../sight.js';
import { revealAttacker } from './treasure-cloak.js';

export const DOOR_CARD = { life: 10, defense: 4 } as const;

/** "Reinforced Defense": automatic shields added to the Door's roll, by the attacker's size. */
export function reinforcedShields(size: string): number {
  return size === 'large' || size === 'huge' ? 1 : 2;
}

/** A Door option's id: the attacker, then `@door` and the Door's index (`a1@door0`). */
export const DOOR_TARGET = '@door';

/** The attacker and Door of a Door option id, or null when the id is not one. */
export function doorOption(id: string): { attacker: string; door: number } | null {
  const at = id.indexOf(DOOR_TARGET);
  if (at <= 0) return null;
  return { attacker: id.slice(0, at), door: Number(id.slice(at + DOOR_TARGET.length)) };
}

/**
 * Whether `f` may attack Door `door` now: not engaged, next to it or within `range` (a normal
 * attack: the card's Range as the `attackRange` query leaves it) with a clear line of sight to it
 * (`sight` false: none needed, a lobbed grenade).
 */
export function mayAttackDoor(ctx: HsCtx, f: FigureState, door: number, range: number | null = null, sight = true): boolean {
  const s = ctx.state;
  const board = boardOf(s);
  const d = board.doors[door];
  if (!d || d.state === 'destroyed') return false;
  const all = livingPlaced(s);
  const me = placedOf(s, f);
  if (engagedWith(board, me, all).length > 0) return false;
  if (adjacentToDoor(board, me, door)) return true;
  const r = range ?? ctx.query('attackRange', cardOf(s, f).card.range, { figure: f.id });
  if (r <= 1 || rangeToDoor(board, me, door, r + 1) > r) return false;
  return !sight || lineOfSightToDoor(board, indexFigures(board, all), me, door).clear;
}

/** The Door options of `f` in the attack question. */
export function doorAttackOptions(ctx: HsCtx, f: FigureState): OfferedOption[] {
  const s = ctx.state;
  if (s.map.doors.length === 0) return [];
  const out: OfferedOption[] = [];
  for (let i = 0; i < s.map.doors.length; i++)
    if (mayAttackDoor(ctx, f, i)) out.push({ id: `${f.id}${DOOR_TARGET}${i}`, label: `${f.id} attacks the Door`, payload: { attacker: f.id, door: i } });
  return out;
}

/** The Door Cards, made when first needed (a battle on a map without Doors never has them). */
export function doorsOf(s: HsState): DoorInPlay[] {
  if (!s.doorCards) Object.assign(s, { doorCards: s.map.doors.map(() => ({ wounds: 0, controller: null })) });
  return s.doorCards as DoorInPlay[];
}

/** A normal attack on the Door: attack dice (height advantage, glyphs and powers through `attackDice`) against 4 defense dice plus Reinforced Defense. */
export function resolveDoorAttack(ctx: HsCtx, f: FigureState, door: number): void {
  const s = ctx.state;
  const height = heightAdvantageVsDoor(boardOf(s), placedOf(s, f), door);
  // Attacking ends the attacker's Cloak of Invisibility.
  if (s.treasureBoosts) revealAttacker(s, f.id);
  const attackDice = ctx.query('attackDice', cardOf(s, f).card.attack + (height === 'figure' ? 1 : 0), {
    attacker: f.id,
    defender: `${DOOR_TARGET}${door}`,
    door,
  });
  const skulls = skullsIn(rollCombatDice(ctx, attackDice));
  doorDefends(ctx, f, door, attackDice, skulls, height === 'door' ? 1 : 0);
}

/**
 * The Door's defense against `skulls`: 4 defense dice (+`height`) plus Reinforced Defense by the
 * attacker's size (none against a Super Strength attacker); unblocked skulls are wound markers on the Door Card; 10 wounds destroy it.
 */
export function doorDefends(ctx: HsCtx, f: FigureState, door: number, attackDice: number, skulls: number, height = 0): void {
  const s = ctx.state;
  const defenseDice = DOOR_CARD.defense + height;
  // Super Strength ignores a Destructible Object's automatic shields (guide, Example 65).
  const attacker = cardOf(s, f).card;
  const auto = attacker.superStrength ? 0 : reinforcedShields(attacker.size);
  const shields = shieldsIn(rollCombatDice(ctx, defenseDice)) + auto;
  const wounds = Math.max(0, skulls - shields);
  const d = doorsOf(s)[door]!;
  d.wounds += wounds;
  ctx.emit('DoorAttacked', { attacker: f.id, door, attackDice, defenseDice, skulls, shields, automatic: auto, wounds, total: d.wounds });
  if (d.wounds >= DOOR_CARD.life) {
    Object.assign(s, { map: setDoorState(boardOf(s), door, 'destroyed') });
    ctx.emit('DoorDestroyed', { door, by: f.id });
  }
}

/** The living figures next to Door `door` (both sides of a closed Door): those an attack on it that affects adjacent figures affects. */
export function figuresNextToDoor(s: HsState, door: number): FigureState[] {
  const board = boardOf(s);
  return s.figures.filter((x) => !x.destroyed && x.head >= 0 && adjacentToDoor(board, placedOf(s, x), door));
}

/** "Control of the Door": a figure of a new player ending its move on Doorway Space #4 takes the Door Card. */
export function claimDoor(ctx: HsCtx, f: FigureState): void {
  const s = ctx.state;
  if (s.map.doors.length === 0) return;
  const board = boardOf(s);
  s.map.doors.forEach((_, i) => {
    const on = doorSpaceFourOccupant(board, i, [placedOf(s, f)]);
    const d = doorsOf(s)[i]!;
    if (on && d.controller !== f.owner) {
      d.controller = f.owner;
      ctx.emit('DoorControlTaken', { door: i, player: f.owner, wounds: d.wounds });
    }
  });
}
