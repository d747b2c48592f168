/**
 * Attacking with the figures on the turn's Army Card.
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card
 * (Optional)" (within Range and with a clear Line of Sight; Range 1 only from an adjacent space; an
 * engaged figure may attack only the figures it is engaged with, and needs no Line of Sight to
 * them), "ATTACKING" (one at a time, each figure once; the Attack number plus dice for height
 * advantage; the Defender's Defense plus dice for height advantage; each unblocked skull is a
 * wound), "Life".
 *
 * The attack question of a turn is `attack-step.ts`.
 */
import { CANCEL } from '../../../core/index.js';
import { spaceDistance, type Board } from '../board.js';
import { engaged, figuresAdjacent } from '../engagement.js';
import { spacesOf, type PlacedFigure } from '../figures.js';
import { heightAdvantage, indexFigures, rangeBetween, sees, type FigureIndex } from '../sight.js';
import { rollCombatDice, skullsIn } from './dice.js';
import { tell, type HsCtx, type HsEvents } from './events.js';
import type { DefendStep } from './steps.js';
import { boardOf, cardOf, figureName, placedEpoch, placedOf, type FigureState, type HsState } from './state.js';
import { venomWounds } from './treasure-use.js';
import { invisible, revealAttacker } from './treasure-cloak.js';
import { DOOR_TARGET, doorDefends } from './door-attack.js';
import { hiddenFigures, noVisibleHitZone } from '../abilities/no-hit-zone.js';

/** The fewest hexes between any base hex of `a` and any of `b` (levels and gaps ignored). */
function nearestHexes(board: Board, a: PlacedFigure, b: PlacedFigure): number {
  // The Marro Hive's 6-hex base: every pair of base hexes.
  if (a.extra || b.extra) {
    let near = Infinity;
    for (const sa of spacesOf(a)) for (const sb of spacesOf(b)) near = Math.min(near, spaceDistance(board, sa, sb));
    return near;
  }
  // Head and tail read directly (no arrays): every attack question asks this for each enemy.
  let best = spaceDistance(board, a.head, b.head);
  if (b.tail >= 0) best = Math.min(best, spaceDistance(board, a.head, b.tail));
  if (a.tail >= 0) {
    best = Math.min(best, spaceDistance(board, a.tail, b.head));
    if (b.tail >= 0) best = Math.min(best, spaceDistance(board, a.tail, b.tail));
  }
  return best;
}

/** How a target is looked for: a normal attack, or a special attack's own range and sight rule. */
export interface TargetRule {
  /** The range; null: the card's Range as the `attackRange` query leaves it (a normal attack). */
  readonly range: number | null;
  /** Whether a clear Line of Sight is needed (a lobbed grenade needs none). */
  readonly sight: boolean;
  /** Any further condition on a target in range (e.g. the grenade's lob height). */
  readonly also?: (e: PlacedFigure) => boolean;
  /** Only opponents' figures, where the card's text says so (the guide lets an attack target any figure but the attacker). */
  readonly opponentsOnly?: boolean;
}

const NORMAL: TargetRule = { range: null, sight: true };
/** A range attack may lean over Line of Sight Marks and Battlement Points. */
const LEAN_OVER = { leanOver: true } as const;

/**
 * The figures on the battlefield and their sight index, worked out once for several target searches
 * made while no figure moves (the options of one attack question).
 */
export interface Positions {
  all?: PlacedFigure[];
  index?: FigureIndex;
  /** `placedEpoch` of the state when `all` was gathered. */
  epoch?: number;
}

/**
 * Lines of sight kept per state while the battlefield (its map object: a Door opened or closed is a
 * new one) and every figure's placed form stay the same (`placedEpoch`): a line of sight depends on
 * nothing else, and an attack question is asked again after each attack of the turn.
 */
interface SightMemo {
  board: Board;
  epoch: number;
  readonly clear: Map<PlacedFigure, Map<PlacedFigure, boolean>>;
  /** Where the figures are for sight (`indexFigures`), made from the same forms: kept under the same epoch. */
  index: FigureIndex | null;
}
const sightMemo = new WeakMap<HsState, SightMemo>();

function sightKept(s: HsState, board: Board, epoch: number): SightMemo {
  let m = sightMemo.get(s);
  if (!m) sightMemo.set(s, (m = { board, epoch, clear: new Map(), index: null }));
  else if (m.board !== board || m.epoch !== epoch) {
    m.board = board;
    m.epoch = epoch;
    m.clear.clear();
    m.index = null;
  }
  return m;
}

/**
 * The figures `f` may attack now: only the enemies it is engaged with when it is engaged ("This
 * includes both normal attacks and special attacks"), otherwise any other figure — friendly ones too,
 * as "figures cannot target or attack themselves" is the guide's only limit ("ATTACKING") — in range
 * and in a clear Line of Sight, which an adjacent figure does not need.
 */
export function targetsOf(ctx: HsCtx, f: FigureState, rule: TargetRule = NORMAL, at: Positions = {}): string[] {
  const s = ctx.state;
  const board = boardOf(s);
  if (!at.all || at.epoch === undefined) {
    const now = placedEpoch(s);
    at.all = [];
    for (const p of now.placed) if (p) at.all.push(p);
    at.epoch = now.epoch;
  }
  const all = at.all;
  // The kept form of the attacker (the key of its kept lines of sight), or a fresh one when it is off the battlefield.
  // Plain loops, no closures or intermediate arrays: the attack question is asked after every
  // attack of a squad's turn, and the closures and filtered copies showed in the profiles.
  let me: PlacedFigure | undefined;
  for (const p of all)
    if (p.id === f.id) {
      me = p;
      break;
    }
  me ??= placedOf(s, f);
  const normal = rule.range === null;
  const targetQuery = normal ? 'mayTarget' : 'specialMayTarget';
  // Asked per figure only when a rule or power in play answers it (otherwise every figure may be
  // targeted: the query's answer is its base, `true`, and its args need not be built per figure).
  const asked = ctx.modifies(targetQuery);
  const engagedIds: string[] = [];
  let engagedAny = false;
  for (const e of all)
    if (e.side !== me.side && engaged(board, me, e)) {
      engagedAny = true;
      // A power may forbid a normal attack on one of them (Highland Fury's Chosen Human Champion); the
      // adjacency powers of `mayTarget` (Thorian Speed, Lurk In Shadows) always allow an engaged figure;
      // a special attack asks `specialMayTarget` (Combat Challenge).
      if (!asked || ctx.query(targetQuery, true, { attacker: f.id, defender: e.id })) engagedIds.push(e.id);
    }
  // An engaged figure attacks only the figures it is engaged with, even when a power leaves it none.
  if (engagedAny) return engagedIds;
  const range = rule.range ?? ctx.query('attackRange', cardOf(s, f).card.range, { figure: f.id });
  // Not engaged: a figure adjacent to it (a friendly one, mostly) is a target without Line of Sight.
  const ids: string[] = [];
  const inRange: PlacedFigure[] = [];
  let beside: Set<PlacedFigure> | null = null;
  for (const e of all) {
    if (e.id === f.id || (rule.opponentsOnly === true && e.side === me.side)) continue;
    // The straight hex distance never exceeds the range counted over the battlefield, so a figure
    // farther than that is out of range without the longer count.
    const near = nearestHexes(board, me, e);
    if (near > range) continue;
    const next = near === 1 && figuresAdjacent(board, me, e).adjacent;
    if (!next && (range <= 1 || rangeBetween(board, me, e, range + 1) > range)) continue;
    if (asked && !ctx.query(targetQuery, true, { attacker: f.id, defender: e.id })) continue;
    if (rule.also && !rule.also(e)) continue;
    inRange.push(e);
    if (next) (beside ??= new Set()).add(e);
  }
  if (inRange.length === 0 || !rule.sight) {
    for (const e of inRange) ids.push(e.id);
    return ids;
  }
  const kept = sightKept(s, board, at.epoch);
  let seen = kept.clear.get(me);
  if (!seen) kept.clear.set(me, (seen = new Map()));
  // Figures a power leaves without a visible Hit Zone (Cloud of Darkness, Scurry, Smoke Powder): none as a rule.
  const hidden = hiddenFigures(s);
  for (const e of inRange) {
    if (beside?.has(e)) {
      ids.push(e.id);
      continue;
    }
    // A figure under the Cloak of Invisibility has no visible Hit Zone: no Line of Sight reaches it.
    if (s.treasureBoosts !== undefined && invisible(s, e.id)) continue;
    if (hidden !== null && noVisibleHitZone(board, all, e, hidden)) continue;
    let c = seen.get(e);
    if (c === undefined) {
      // The index of the forms of this epoch (the same forms as `all`: gathered under the same epoch).
      const index = (at.index ??= kept.index ??= indexFigures(board, all));
      seen.set(e, (c = sees(board, index, me, e, LEAN_OVER)));
    }
    if (c) ids.push(e.id);
  }
  return ids;
}

/** The defense dice against an attack: the card's Defense, +1 die when the defender is higher, and the powers'. */
export function defenseDiceFor(ctx: HsCtx, attacker: FigureState, defender: FigureState, special: boolean): number {
  const s = ctx.state;
  const height = attacker.id === defender.id ? 'none' : heightAdvantage(boardOf(s), placedOf(s, attacker), placedOf(s, defender));
  return defenseDiceAt(ctx, attacker, defender, special, height);
}

/** `defenseDiceFor` with the height advantage already known (a normal attack works it out once for both rolls). */
function defenseDiceAt(ctx: HsCtx, attacker: FigureState, defender: FigureState, special: boolean, height: HsEvents['AttackDeclared']['height']): number {
  return ctx.query('defenseDice', cardOf(ctx.state, defender).card.defense + (height === 'defender' ? 1 : 0), {
    attacker: attacker.id,
    defender: defender.id,
    special,
  });
}

/**
 * Attack and defense dice for one normal attack: the card's numbers, +1 die for the higher figure
 * only. The height advantage is worked out once, and the payload is a plain literal (a spread of
 * the ids showed in the profiles of random battles); the attack dice are asked before the defense
 * dice, as always.
 */
export function diceFor(ctx: HsCtx, attacker: FigureState, defender: FigureState): HsEvents['AttackDeclared'] {
  const s = ctx.state;
  const height = heightAdvantage(boardOf(s), placedOf(s, attacker), placedOf(s, defender));
  const attackDice = ctx.query('attackDice', cardOf(s, attacker).card.attack + (height === 'attacker' ? 1 : 0), {
    attacker: attacker.id,
    defender: defender.id,
  });
  const defenseDice = defenseDiceAt(ctx, attacker, defender, false, attacker.id === defender.id ? 'none' : height);
  return { attacker: attacker.id, defender: defender.id, special: false, attackDice, defenseDice, height };
}

/** The defense of `defender` against `skulls` rolled by `attacker`, as a step (`defense-step.ts`; `dice` null: worked out when it defends). */
export function defenseOf(
  s: HsState,
  attacker: FigureState,
  defender: FigureState,
  dice: number | null,
  skulls: number,
  special: boolean,
  cause: string,
): DefendStep {
  // The Whetstone of Venom used for this normal attack (treasure-use.ts), read while the attack is the turn's latest.
  const venom = !special && s.treasureBoosts ? venomWounds(s, attacker.id, defender.id) : 0;
  return { kind: 'defend', attacker: attacker.id, defender: defender.id, dice, skulls, special, cause, venom };
}

/** A normal attack: declared (the dice), the attack roll, the defense roll, wounds. */
export function resolveAttack(ctx: HsCtx, attacker: FigureState, defender: FigureState): void {
  const declared = tell(ctx, 'AttackDeclared', diceFor(ctx, attacker, defender), attacker.owner);
  if (declared === CANCEL) return;
  // Attacking ends the attacker's Cloak of Invisibility.
  if (ctx.state.treasureBoosts) revealAttacker(ctx.state, attacker.id);
  const attackFaces = rollCombatDice(ctx, declared.attackDice);
  const rolled = tell(
    ctx,
    'AttackRolled',
    { attacker: attacker.id, defender: defender.id, special: false, faces: attackFaces, skulls: skullsIn(attackFaces) },
    attacker.owner,
  );
  if (rolled === CANCEL) return;
  ctx.push(defenseOf(ctx.state, attacker, defender, declared.defenseDice, rolled.skulls, false, attackCause(ctx.state, attacker)));
}

/** The cause a normal attack's wounds carry (the Wounded and Destroyed events): it names the attacker, so a power can tell who destroyed a figure (`destroyedBy`). */
export function attackCause(s: HsState, attacker: FigureState): string {
  return `an attack by ${figureName(s, attacker)}`;
}

/** The living figure whose normal attack `cause` (a Wounded or Destroyed event's) names, if any. */
export function destroyedBy(s: HsState, cause: string): FigureState | undefined {
  if (!cause.startsWith('an attack by ')) return undefined;
  return s.figures.find((f) => !f.destroyed && attackCause(s, f) === cause);
}

/**
 * A special attack ("Special Powers" → "Special Attacks", "Multiple Targets"): its card's attack
 * dice, never changed by height, glyphs or other powers, rolled once for every affected figure;
 * each affected figure then rolls its own defense, in the order given. With no skull rolled nobody
 * needs to defend (Example 22). `doors`: the Fortress Doors it affects ("The Door may be attacked by
 * … a special attack"), which defend first (the attacker's order), with no height advantage.
 */
export function resolveSpecialAttack(
  ctx: HsCtx,
  attacker: FigureState,
  power: string,
  dice: number,
  affected: readonly FigureState[],
  doors: readonly number[] = [],
): void {
  const s = ctx.state;
  // The roll is announced against the first affected figure, or the Door when it is the only target.
  const first = affected[0]?.id ?? (doors.length > 0 ? `${DOOR_TARGET}${doors[0]}` : undefined);
  if (first === undefined) return;
  ctx.emit('SpecialAttack', { power, attacker: attacker.id, dice, affected: affected.map((f) => f.id), ...(doors.length > 0 ? { doors: [...doors] } : {}) });
  if (s.treasureBoosts) revealAttacker(s, attacker.id);
  const attackFaces = rollCombatDice(ctx, dice);
  const rolled = tell(
    ctx,
    'AttackRolled',
    { attacker: attacker.id, defender: first, special: true, faces: attackFaces, skulls: skullsIn(attackFaces) },
    attacker.owner,
  );
  if (rolled === CANCEL || rolled.skulls === 0) return;
  for (const door of doors) doorDefends(ctx, attacker, door, dice, rolled.skulls);
  // One defense step each, in the order given (a figure destroyed before its turn to defend does not).
  ctx.push(...affected.map((d) => defenseOf(s, attacker, d, null, rolled.skulls, true, `${figureName(s, attacker)}'s ${power}`)));
}
