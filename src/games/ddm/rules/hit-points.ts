// Implements ddm-battle-rules-2011, "Hit Points" (damage, healing up to the maximum, bloodied,
// destroyed at 0) and "Assault", Destroying enemy creatures (the opponent of the owner scores the
// creature's cost plus its items' costs). The rules announce Damage (which opens the "whenever this
// creature takes damage" reaction windows), Bloodied and Destroyed; a destroyed mount or rider is
// handled by "Mount Destroyed" (rules/mount-destroyed.ts).
import type { DdmCtx } from '../ctx.js';
import { answered, occurs } from '../abilities/occurs.js';
import { powerAnswers } from '../abilities/queries.js';
import { rechargeOn } from '../abilities/recharge-on-event.js';
import { rechargePowersFirstBloodied } from '../abilities/recharge-power-first-bloodied.js';
import { neededAllyKeyword } from '../abilities/continuous/destroyed-without-ally.js';
import { handler, step } from '../steps.js';
import type { AttackRec, CreatureState, DdmState } from '../state.js';
import { cardOf, enemies, isBloodied, isDamaged, noteScore, onMap } from './common.js';
import { afterDestroyed } from './mount-destroyed.js';
import { destructionVp } from './scenarios.js';

/** Whether the attack of `by` whose damage is being dealt to `c` now (its latest against `c`) is a melee attack. */
function byMelee(s: DdmState, by: CreatureState, c: CreatureState): boolean {
  let latest: AttackRec | undefined;
  for (const r of Object.values(s.attacks)) if (r.attacker === by.id && r.target === c.id && (!latest || r.id > latest.id)) latest = r;
  return !!latest && cardOf(s, by).attacks[latest.attack]?.range.kind === 'melee';
}

/**
 * "Hit Points", Bonus Hit Points: a power after set-up raises current HP by `amount`, above the maximum
 * if so; the maximum and the Bloodied score stay as they are, and a creature damaged before stays
 * considered damaged (`bonusHp`, dropped once it is below its maximum again).
 */
export function gainBonusHp(ctx: DdmCtx, c: CreatureState, amount: number, why: string): void {
  if (!onMap(c) || amount <= 0) return;
  const damaged = isDamaged(c);
  c.hp += amount;
  if (c.hp > c.maxHp) c.bonusHp = damaged ? 'damaged' : 'undamaged';
  ctx.emit('bonus-hp', { creature: c.id, label: c.label, amount, why, hp: c.hp });
}

/** Heals up to the maximum ("Healing"). Returns HP actually healed. */
export function heal(ctx: DdmCtx, c: CreatureState, amount: number, why: string): number {
  if (!onMap(c)) return 0;
  const before = c.hp;
  c.hp = Math.max(c.hp, Math.min(c.maxHp, c.hp + amount));
  const healed = c.hp - before;
  ctx.emit('heal', { creature: c.id, label: c.label, amount: healed, why, hp: c.hp });
  return healed;
}

/**
 * Applies damage already computed by the damage sequence. A creature at 0 HP or lower is destroyed
 * and removed from play; the opponent of its owner scores its cost plus its items' costs.
 */
export function takeDamage(ctx: DdmCtx, c: CreatureState, amount: number, by: number, why: string, fromAttack = false): void {
  // Already at 0 HP, its "when destroyed" powers being used: it is removed once they are (the destroy step).
  if (onMap(c) && c.hp <= 0) {
    if (amount > 0) c.hp -= amount;
    return;
  }
  if (!onMap(c) || amount <= 0) {
    if (onMap(c)) ctx.emit('damage', { creature: c.id, label: c.label, amount: 0, why, hp: c.hp });
    return;
  }
  const wasBloodied = isBloodied(c);
  c.hp -= amount;
  // Bonus hit points spent below the maximum: damaged by the plain rule from here on.
  if (c.bonusHp !== undefined && c.hp < c.maxHp) delete c.bonusHp;
  ctx.emit('damage', { creature: c.id, label: c.label, amount, why, hp: c.hp, by });
  if (c.hp <= 0) {
    // Its powers used "when this creature is destroyed" see it still in play, then it is removed.
    if (answered(ctx.state, 'Destroying', c.id))
      return void ctx.push(...occurs(ctx.state, 'Destroying', { creature: c.id, by, fromAttack }), step('destroy', { creature: c.id, by, fromAttack }));
    destroy(ctx, c, by, fromAttack);
    return;
  }
  const bloodied = !wasBloodied && isBloodied(c);
  if (bloodied) {
    ctx.emit('bloodied', { creature: c.id, label: c.label });
    // "When this creature first becomes bloodied": counted only for a card that asks (no other state changes).
    if (powerAnswers(ctx.state, c).countsBloodied) c.bloodiedTimes = (c.bloodiedTimes ?? 0) + 1;
    // "RECHARGE when this creature becomes bloodied": one use comes back.
    for (const a of cardOf(ctx.state, c).attacks)
      if (a.recharge?.kind === 'bloodied' && ctx.counters.spentCount(`${c.id}:${a.name}`) > 0) ctx.counters.restore(`${c.id}:${a.name}`);
    rechargePowersFirstBloodied(ctx, c);
  }
  // "RECHARGE when this creature takes damage" / "… is damaged by an attack".
  rechargeOn(ctx, c, { event: 'damaged', fromAttack });
  // The windows of the powers triggered by becoming bloodied, then by taking damage (e.g. regeneration; "after taking damage from an attack").
  ctx.push(...(bloodied ? occurs(ctx.state, 'Bloodied', { creature: c.id, by }) : []), ...occurs(ctx.state, 'Damage', { creature: c.id, by, fromAttack }));
}

export function destroy(ctx: DdmCtx, c: CreatureState, by: number, fromAttack = false): void {
  const s = ctx.state;
  const was = c.pos;
  // A card may change what the creature itself is worth (its items' costs still count); asked while
  // it is still in play, so its own powers answer.
  let cost = ctx.query('destroyedCost', cardOf(s, c).cost, { creature: c.id, by });
  c.destroyed = true;
  c.pos = null;
  c.hp = Math.min(c.hp, 0);
  const scorer = 1 - c.owner;
  for (const i of c.items) cost += s.items[i]?.cost ?? 0;
  const vp = destructionVp(s, cost);
  s.vp[scorer] = (s.vp[scorer] ?? 0) + vp;
  const killer = by >= 0 ? s.creatures[by] : undefined;
  ctx.emit('destroyed', { creature: c.id, label: c.label, by, byLabel: killer?.label ?? null, scorer, vp, total: s.vp[scorer] ?? 0 });
  noteScore(s, scorer);
  // "RECHARGE when this creature destroys an enemy" (the destroyer still in play).
  if (killer && onMap(killer) && enemies(s, killer, c)) rechargeOn(ctx, killer, { event: 'destroys-enemy', victim: c });
  ctx.push(...occurs(s, 'Destroyed', { creature: c.id, by, fromAttack, melee: fromAttack && killer !== undefined && byMelee(s, killer, c) }));
  // "Mount Destroyed": its rider is put within the former space; a destroyed rider's link goes (rules/mount-destroyed.ts).
  afterDestroyed(ctx, c, was, c.size);
  destroyUnsupported(ctx, c.owner);
}

/**
 * Animated Weapon (continuous `destroyed-without-ally`): each creature of `owner`'s warband still in the
 * battle (on the map or not yet placed) with no other such creature of the keyword its card names is
 * destroyed — nobody destroyed it, so the opponent scores it as any destroyed creature ("Assault"). Asked
 * whenever a creature is destroyed (a chain of them resolves one by one) and at the reveal.
 */
export function destroyUnsupported(ctx: DdmCtx, owner: number): void {
  const s = ctx.state;
  for (const c of s.creatures) {
    if (c.owner !== owner || c.destroyed) continue;
    const keyword = neededAllyKeyword(cardOf(s, c));
    if (keyword === null) continue;
    if (s.creatures.some((o) => o !== c && o.owner === owner && !o.destroyed && cardOf(s, o).keywords.includes(keyword))) continue;
    ctx.emit('no-ally-left', { creature: c.id, label: c.label, keyword });
    destroy(ctx, c, -1);
  }
}

/** Removes a creature at 0 HP or lower once its "when this creature is destroyed" powers were used (Destroying). */
export const destroyStep = handler<'destroy'>({
  run(ctx, st) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    if (onMap(c) && c.hp <= 0) destroy(ctx, c, st.by, st.fromAttack);
  },
});
