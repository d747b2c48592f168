// Implements ddm-battle-rules-2011, "Conditions" (durations, overlapping durations, persistence),
// "BLINDED", "CONFUSED", "DAZED", "DOMINATED", "HELPLESS", "IMMOBILIZED", "SLOWED", "STUNNED",
// "WEAKENED", "ONGOING DAMAGE" and "Saving Throws". What a condition forbids is read by the option
// builders (turn.ts, movement.ts, attack.ts), so a forbidden action is never offered. When a
// duration ends is its module's (abilities/durations/).
import type { ConditionName, DamageType } from '../cards/schema.js';
import type { Cond, CreatureState } from '../state.js';
import { DURATION_MODULES, endsAt } from '../abilities/durations/index.js';

export function has(c: CreatureState, k: ConditionName): boolean {
  for (const x of c.conds) if (x.kind === k) return true;
  // Helpless is Stunned and Immobilized; Stunned and Dominated/Confused carry Dazed's limits.
  if (k === 'Stunned' || k === 'Immobilized') return c.conds.some((x) => x.kind === 'Helpless');
  return false;
}

/** "STUNNED"/"HELPLESS": is Inactive. Destroyed or off-map creatures are not active either. */
export function inactive(c: CreatureState): boolean {
  return c.destroyed || c.pos === null || has(c, 'Stunned') || has(c, 'Helpless');
}

/** Every limitation of a Dazed creature (Dazed, Dominated, Confused, Stunned, Helpless). */
export function dazedLimits(c: CreatureState): boolean {
  return has(c, 'Dazed') || has(c, 'Dominated') || has(c, 'Confused') || has(c, 'Stunned');
}

/** "DAZED": cannot take immediate actions, opportunity attacks, activated or champion powers. */
export function canReact(c: CreatureState): boolean {
  return !inactive(c) && !dazedLimits(c);
}

/** Conditions that make a creature grant combat advantage to its enemies. */
export function grantsCombatAdvantage(c: CreatureState): boolean {
  return has(c, 'Blinded') || dazedLimits(c) || has(c, 'Helpless');
}

/** "Cannot flank an enemy": Blinded, Dazed (and what includes it), inactive. */
export function canFlank(c: CreatureState): boolean {
  return !inactive(c) && !has(c, 'Blinded') && !dazedLimits(c);
}

/** "IMMOBILIZED"/"SLOWED": the current speed after conditions (Slowed never raises a lower speed). */
export function conditionSpeed(c: CreatureState, speed: number): number {
  if (has(c, 'Immobilized')) return 0;
  if (has(c, 'Slowed')) return Math.min(speed, 2);
  return speed;
}

/** "ONGOING DAMAGE": same types don't stack (the highest applies), different types do. */
export function ongoingByType(c: CreatureState): Map<DamageType, number> {
  const m = new Map<DamageType, number>();
  for (const x of c.conds) if (x.kind === 'ongoing') m.set(x.dtype, Math.max(m.get(x.dtype) ?? 0, x.amount));
  return m;
}

/** Durations that end at the start of the creature's turn ("Until start of its next turn"). */
export function endAtStartOfTurn(c: CreatureState): Cond[] {
  const ended = c.conds.filter((x) => endsAt(x.duration, 'start-of-own-turn'));
  c.conds = c.conds.filter((x) => !endsAt(x.duration, 'start-of-own-turn'));
  return ended;
}

/**
 * End-of-turn durations: "until end of its turn" ends now; "until end of its next turn" (the
 * default) ends now unless it was applied during this very turn, in which case it waits one more.
 */
export function endAtEndOfTurn(c: CreatureState): Cond[] {
  const ended: Cond[] = [];
  const kept: Cond[] = [];
  for (const x of c.conds) {
    const d = DURATION_MODULES[x.duration];
    if (d.ends !== 'end-of-own-turn') kept.push(x);
    else if (d.outlastsApplyingTurn && x.ownTurn) {
      x.ownTurn = false;
      kept.push(x);
    } else ended.push(x);
  }
  c.conds = kept;
  return ended;
}

export function endAtEndOfRound(c: CreatureState): Cond[] {
  const ended = c.conds.filter((x) => endsAt(x.duration, 'end-of-round'));
  c.conds = c.conds.filter((x) => !endsAt(x.duration, 'end-of-round'));
  return ended;
}

/** "Saving Throws": 1-9 fail, 10-19 the effect ends, 20 ends every save-ends effect on the creature. */
export type SaveOutcome = 'fail' | 'success' | 'all';
export function saveOutcome(roll: number): SaveOutcome {
  if (roll >= 20) return 'all';
  return roll >= 10 ? 'success' : 'fail';
}

/**
 * Rolls the end-of-turn saves serially. Ongoing damage of one type is one effect (a save ends every
 * instance of that type). Returns the rolls with what each ended, in order.
 */
export function rollSaves(c: CreatureState, d20: () => number): { roll: number; ended: Cond[] }[] {
  const out: { roll: number; ended: Cond[] }[] = [];
  const done = new Set<number>();
  for (const x of [...c.conds]) {
    if (!endsAt(x.duration, 'save') || done.has(x.id) || !c.conds.includes(x)) continue;
    // "(save ends both)": the effects one attack imposed together end on the same roll.
    const both = (y: Cond) => x.together === true && y.together === true && y.name === x.name && y.source === x.source;
    const group = c.conds.filter(
      (y) => endsAt(y.duration, 'save') && (y === x || (x.kind === 'ongoing' && y.kind === 'ongoing' && y.dtype === x.dtype) || both(y)),
    );
    for (const g of group) done.add(g.id);
    const roll = d20();
    const o = saveOutcome(roll);
    if (o === 'fail') {
      out.push({ roll, ended: [] });
      continue;
    }
    const ended = o === 'all' ? c.conds.filter((y) => endsAt(y.duration, 'save')) : group;
    c.conds = c.conds.filter((y) => !ended.includes(y));
    out.push({ roll, ended });
    if (o === 'all') break;
  }
  return out;
}

/** "CONFUSED": the d20 table at the start of the affected creature's turn. */
export type ConfusedResult = 'dominated' | 'no-actions' | 'normal';
export function confusedResult(roll: number): ConfusedResult {
  if (roll <= 5) return 'dominated';
  if (roll <= 10) return 'no-actions';
  return 'normal';
}

/** "DOMINATED": the controller of the creature that last caused the condition decides. */
export function dominator(c: CreatureState): number | null {
  let last: Cond | null = null;
  for (const x of c.conds) if (x.kind === 'Dominated' && (!last || x.id > last.id)) last = x;
  return last ? last.sourcePlayer : null;
}
