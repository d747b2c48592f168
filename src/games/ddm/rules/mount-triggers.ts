// Implements ddm-battle-rules-2011, "Mounts and Riders": the steps the mount rules add to other
// rules' moments — "Forcibly Dismounted" before a forced movement of a rider or when a rider and its
// mount become controlled by different players, and a Charger mount's rider attacking after a
// charge ("when this creature resolves a charge"). Pure: each returns the steps to push (rules/mount.ts
// resolves them), so the attack, turn and movement rules need not import the mount rules.
import type { Step } from '../../../core/index.js';
import type { DdmCtx } from '../ctx.js';
import { powerAnswers } from '../abilities/queries.js';
import { step, type StepOf } from '../steps.js';
import type { CreatureState, DdmState } from '../state.js';
import { anyMounted, linkOf, mountOf, ridersOf } from './mount-links.js';

/**
 * "Forcibly Dismounted" by a forced-movement effect: called by the `forced` step (rules/attack.ts)
 * before it moves a rider — dismount first (no opportunity attacks), then the effect resolves
 * against the creature where it now stands. Returns true when it took over.
 */
export function dismountBeforeForced(ctx: DdmCtx, st: StepOf<'forced'>): boolean {
  const s = ctx.state;
  const r = s.creatures[st.target];
  if (!r || !anyMounted(s) || !linkOf(s, r)) return false;
  ctx.push(step('dismount', { creature: r.id, forced: true }), { ...st });
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
  if (m) return controller !== m.owner ? [step('dismount', { creature: c.id, forced: true })] : [];
  return ridersOf(s, c)
    .filter((r) => controller !== r.owner)
    .map((r) => step('dismount', { creature: r.id, forced: true }));
}

/**
 * A Charger mount: "when this creature resolves a charge" its rider may make a melee
 * basic attack against the target of the charge, with +N Damage, as a free action. The steps that
 * follow a charge attack (rules/movement.ts `chargeAttack`); none for a creature without the power.
 */
export function chargerSteps(s: DdmState, c: CreatureState, t: CreatureState): Step[] {
  if (!anyMounted(s)) return [];
  const p = powerAnswers(s, c).charger;
  if (!p) return [];
  return [step('charger', { creature: c.id, target: t.id, amount: p.damage, name: p.name, phase: 'ask' })];
}
