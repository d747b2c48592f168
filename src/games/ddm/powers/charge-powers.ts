// Implements ddm-battle-rules-2011, "CHARGE" where a card states otherwise ("CORE RULES AND
// EXCEPTIONS"): an action power "Make N {b} attacks" printed "Usable on charge" / "(only on charge)" /
// "Use only while charging" may end a charge instead of its basic melee attack. Its use is checked
// off as the power is used; each of its attacks is a melee basic attack made as part of the charge
// (the charge's +1: "a creature that charges has a +1 bonus to the attack it makes as part of the
// action"), the first against the charge's declared target — every one of them when the power says
// "against the same target" / "against target of charge" (our reading: the others, as the power
// reads off a charge, against any target the creature can reach). The charge's One Free Action
// follows as after any charge attack (the turn stays `charged`).
import type { Option, Step } from '../../../core/index.js';
import { basicAttackChoices, isSingleTarget } from '../rules/attack-options.js';
import { cardOf, hasUse, isBloodied, spendUse } from '../rules/common.js';
import { rechargeOn } from '../abilities/recharge-on-event.js';
import { powerAnswers, type ActionPower } from '../abilities/queries.js';
import { geo } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import type { CreatureState } from '../state.js';
import { step } from '../steps.js';

const PREFIX = 'power:';

/** The creature's action powers that may end a charge against `t` now (a use left, its requirement met, a melee basic attack reaching `t`). */
function chargePowers(ctx: DdmCtx, c: CreatureState, t: CreatureState): ActionPower[] {
  const powers = powerAnswers(ctx.state, c).actions.filter((p) => p.effect.kind === 'basic-attacks' && p.effect.charge !== undefined);
  if (powers.length === 0) return [];
  const g = geo(ctx.state);
  const reaches = basicAttackChoices(ctx, c, true).some((k) => {
    const a = cardOf(ctx.state, c).attacks[k];
    return a !== undefined && isSingleTarget(ctx, g, c, t, a);
  });
  if (!reaches) return [];
  return powers.filter(
    (p) => hasUse(ctx, c, p.name, p.uses) && (p.requires !== 'bloodied' || isBloodied(c)) && (p.requires !== 'not-bloodied' || !isBloodied(c)),
  );
}

/** The options "Power: <name>" that end the charge of `c` against `t` (none for a creature without such a power). */
export function chargePowerOptions(ctx: DdmCtx, c: CreatureState, t: CreatureState): Option[] {
  return chargePowers(ctx, c, t).map((p) => ({ id: `${PREFIX}${p.name}`, label: `Power: ${p.name}` }));
}

export const isChargePowerOption = (id: string): boolean => id.startsWith(PREFIX);

/**
 * Uses the power named by option `id` to end the charge of `c` against `t`: its use checked off, then
 * its attacks (the `multi-attack` step, powers/actions.ts) followed by `after` (a Charger mount's steps).
 */
export function useChargePower(ctx: DdmCtx, c: CreatureState, t: CreatureState, id: string, after: readonly Step[]): void {
  const p = chargePowers(ctx, c, t).find((x) => `${PREFIX}${x.name}` === id);
  if (!p || p.effect.kind !== 'basic-attacks') return;
  spendUse(ctx, c, p.name, p.uses);
  ctx.emit('power', { creature: c.id, label: c.label, power: p.name, action: 'charge' });
  rechargeOn(ctx, c, { event: 'uses-power', power: p.name });
  const e = p.effect;
  const who = e.sameTarget ? { same: true as const, target: t.id } : { first: t.id };
  ctx.push(step('multi-attack', { creature: c.id, left: e.count, melee: true, charge: true, ...who }), ...after);
}
