// Implements ddm-battle-rules-2011, "Rechargeable Powers" ("Each time the recharge condition occurs, if
// the creature has a use for that power marked off on its stat card, it regains one use") for attacks
// whose condition is an event of the battle (recharge kind `when`): "RECHARGE when this creature hits
// with a {m} ({r}) attack", "… is hit by a {m} attack", "… is missed by a {m} attack" and "… misses with a {m} attack" /
// "this attack misses" (asked by rules/attack.ts once a hit or a miss stands, after re-rolls and cancellation effects),
// "… destroys a <condition> enemy" (the enemy's conditions as it is destroyed), "… destroys an enemy" and "… takes damage" / "is damaged [by an
// attack]" (asked by rules/hit-points.ts), "… uses <power>" / "… uses a champion power" (asked where a
// power is used: powers/actions.ts, powers/windows.ts, abilities/announce.ts). {m} is a melee attack, {r} a ranged one ("Making an
// Attack"); with no kind printed, any attack. Each occurrence regains one use of each spent attack so
// printed. Only cards that print such a recharge are looked at beyond one field read per attack.
import type { Attack } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { cardOf } from '../rules/common.js';
import { has } from '../rules/conditions.js';
import type { CreatureState } from '../state.js';

type When = Extract<NonNullable<Attack['recharge']>, { kind: 'when' }>;

/** What happened to (or was done by) the creature: the event, and for an attack its kind and whether damage came from one. */
export interface RechargeEvent {
  readonly event: When['event'];
  /** The attack's range kind, for hits and misses. */
  readonly range?: Attack['range']['kind'];
  /** For a miss: the name of the attack that missed (`own`: only the recharging attack's own miss counts). */
  readonly attackName?: string;
  /** For an enemy destroyed: that enemy, its conditions as they were when it was destroyed. */
  readonly victim?: CreatureState;
  /** For damage: whether it was dealt by an attack. */
  readonly fromAttack?: boolean;
  /** For a power used: its name, and whether it is a champion power. */
  readonly power?: string;
  readonly champion?: boolean;
}

function matches(r: When, e: RechargeEvent, name: string): boolean {
  if (r.event !== e.event) return false;
  if (r.event === 'uses-power') return r.champion ? e.champion === true : r.power?.toLowerCase() === e.power?.toLowerCase();
  if (r.attack !== undefined && r.attack !== e.range) return false;
  if (r.own && e.attackName !== name) return false;
  if (r.victim !== undefined && !(e.victim && has(e.victim, r.victim))) return false;
  return !(r.byAttack && !e.fromAttack);
}

/** `c`'s spent attacks that recharge on `e` regain one use each. */
export function rechargeOn(ctx: DdmCtx, c: CreatureState, e: RechargeEvent): void {
  for (const a of cardOf(ctx.state, c).attacks) {
    if (a.recharge?.kind !== 'when' || !matches(a.recharge, e, a.name)) continue;
    const k = `${c.id}:${a.name}`;
    if (ctx.counters.spentCount(k) === 0) continue;
    ctx.counters.restore(k);
    ctx.emit('recharge', { creature: c.id, label: c.label, attack: a.name });
  }
}
