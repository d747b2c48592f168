// The attack AND effects of the DDM power language (`module.ts`), one module each; the registry is a
// mapped type over the schema's effect kinds, so a kind without a module does not compile.
import type { AttackEffect } from '../../cards/schema.js';
import { onMap } from '../../rules/common.js';
import { asIfDominated } from './as-if-dominated.js';
import { condition } from './condition.js';
import { conditionAttacker } from './condition-attacker.js';
import { defenseAttacker } from './defense-attacker.js';
import { defensePenalty } from './defense-penalty.js';
import { destroyAttacker } from './destroy-attacker.js';
import { healAttacker } from './heal-attacker.js';
import { healAlliesWithin } from './heal-allies-within.js';
import type { AttackEffectModule, AttackEffectUse } from './module.js';
import { ongoing } from './ongoing.js';
import { pull } from './pull.js';
import { push } from './push.js';
import { repeat } from './repeat.js';
import { shiftAttacker } from './shift-attacker.js';
import { damageAdjacentToTarget } from './damage-adjacent-to-target.js';
import { slide } from './slide.js';

export type { AttackEffectModule, AttackEffectUse } from './module.js';

export const ATTACK_EFFECT_MODULES: { readonly [K in AttackEffect['kind']]: AttackEffectModule<K> } = {
  condition,
  ongoing,
  'defense-penalty': defensePenalty,
  push,
  pull,
  slide,
  repeat,
  'as-if-dominated': asIfDominated,
  'heal-attacker': healAttacker,
  'heal-allies-within': healAlliesWithin,
  'shift-attacker': shiftAttacker,
  'damage-adjacent-to-target': damageAdjacentToTarget,
  'destroy-attacker': destroyAttacker,
  'defense-attacker': defenseAttacker,
  'condition-attacker': conditionAttacker,
};

/** The module of an attack effect, typed by its kind (one lookup instead of a switch). */
export function attackEffectModule<K extends AttackEffect['kind']>(e: Extract<AttackEffect, { kind: K }>): AttackEffectModule<K> {
  return ATTACK_EFFECT_MODULES[e.kind as K] as AttackEffectModule<K>;
}

/** An attack effect's clause of the rules text. */
export const attackEffectText = (e: AttackEffect): string => attackEffectModule(e).text(e);

/**
 * Applies the AND effects `effects` of an attack for one target, in printed order; an effect whose
 * target is gone is skipped unless its module acts without one.
 */
export function applyAttackEffects(x: AttackEffectUse, effects: readonly AttackEffect[]): void {
  for (const e of effects) {
    const m = attackEffectModule(e);
    if (!onMap(x.target) && !m.withoutTarget?.(e)) continue;
    m.apply(x, e);
  }
}
