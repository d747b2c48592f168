// The registries of the DDM power language (`language.ts`): every trigger and every power effect of
// cards/schema.ts has exactly one module (mapped types: a kind without a module does not compile).
import type { PowerEffect } from '../cards/schema.js';
import type { PowerEffectModule } from './language.js';
export { TRIGGER_MODULES } from './triggers/index.js';
import { attackMisses } from './effects/attack-misses.js';
import { attackPenaltyUntilHit } from './effects/attack-penalty-until-hit.js';
import { basicAttacks } from './effects/basic-attacks.js';
import { basicMeleeVsAttacker } from './effects/basic-melee-vs-attacker.js';
import { critBecomesHit } from './effects/crit-becomes-hit.js';
import { declaredAttackCritical } from './effects/declared-attack-critical.js';
import { declaredAttackMisses } from './effects/declared-attack-misses.js';
import { wardRoll } from './effects/ward-roll.js';
import { swapAdjacent } from './effects/swap-adjacent.js';
import { conditionOther } from './effects/condition-other.js';
import { customAction } from './effects/custom.js';
import { damageBonus } from './effects/damage-bonus.js';
import { damagePenalty } from './effects/damage-penalty.js';
import { defenseBonusAlliesKeyword } from './effects/defense-bonus-allies-keyword.js';
import { defenseBonusSelf } from './effects/defense-bonus-self.js';
import { insubstantialSelf } from './effects/insubstantial-self.js';
import { invisibleSelf } from './effects/invisible-self.js';
import { extraMoveActions } from './effects/extra-move-actions.js';
import { resistSelf } from './effects/resist-self.js';
import { damageOther } from './effects/damage-other.js';
import { damageOneAdjacent } from './effects/damage-one-adjacent.js';
import { meleeAttack } from './effects/melee-attack.js';
import { scoreVp } from './effects/score-vp.js';
import { damageSelf } from './effects/damage-self.js';
import { damageAdjacent } from './effects/damage-adjacent.js';
import { conditionAdjacent } from './effects/condition-adjacent.js';
import { healBloodiedAllies } from './effects/heal-bloodied-allies.js';
import { healSelfOrRecharge } from './effects/heal-self-or-recharge.js';
import { healSelf } from './effects/heal-self.js';
import { moveTwiceSpeed } from './effects/move-twice-speed.js';
import { moveUpToSpeed } from './effects/move-up-to-speed.js';
import { pushOther } from './effects/push-other.js';
import { placeAdjacentBloodiedEnemy } from './effects/place-adjacent-bloodied-enemy.js';
import { redirectToSelf } from './effects/redirect-to-self.js';
import { rerollAttack } from './effects/reroll-attack.js';
import { shift } from './effects/shift.js';
import { shiftAwayFromTarget } from './effects/shift-away-from-target.js';
import { shiftNextToEnemy } from './effects/shift-next-to-enemy.js';
import { slideOther } from './effects/slide-other.js';
import { statBonus } from './effects/stat-bonus.js';
import { moveEachUpToSpeed } from './effects/move-each-up-to-speed.js';
import { healOne } from './effects/heal-one.js';
import { healEach } from './effects/heal-each.js';
import { extraInitiativeDie } from './effects/extra-initiative-die.js';
import { noProvoke } from './effects/no-provoke.js';
import { rechargeAttack } from './effects/recharge-attack.js';
import { rechargeOne } from './effects/recharge-one.js';
import { moveThenAttack } from './effects/move-then-attack.js';
import { moveAttackDuring } from './effects/move-attack-during.js';
import { cardAttack } from './effects/card-attack.js';
import { moveAttackEntered } from './effects/move-attack-entered.js';
import { ambush } from './effects/ambush.js';
import { damageBonusAgainstTarget } from './effects/damage-bonus-against-target.js';
import { damageBonusAgainstChosen } from './effects/damage-bonus-against-chosen.js';
import { moveOneUpToSpeed } from './effects/move-one-up-to-speed.js';
import { basicAttackVsOther } from './effects/basic-attack-vs-other.js';
import { gainHpSelf } from './effects/gain-hp-self.js';
import { teleportSelf } from './effects/teleport-self.js';
import { placeAdjacentTarget } from './effects/place-adjacent-target.js';
import { placeNearAlly } from './effects/place-near-ally.js';
import { attackEffectsOnTarget } from './effects/attack-effects-on-target.js';

export const EFFECT_MODULES: { readonly [K in PowerEffect['kind']]: PowerEffectModule<K> } = {
  'attack-penalty-until-hit': attackPenaltyUntilHit,
  'reroll-attack': rerollAttack,
  'damage-bonus': damageBonus,
  'damage-penalty': damagePenalty,
  'crit-becomes-hit': critBecomesHit,
  'declared-attack-critical': declaredAttackCritical,
  'declared-attack-misses': declaredAttackMisses,
  'ward-roll': wardRoll,
  'swap-adjacent': swapAdjacent,
  'condition-other': conditionOther,
  'redirect-to-self': redirectToSelf,
  'basic-melee-vs-attacker': basicMeleeVsAttacker,
  'heal-self': healSelf,
  'heal-self-or-recharge': healSelfOrRecharge,
  'move-up-to-speed': moveUpToSpeed,
  'heal-bloodied-allies': healBloodiedAllies,
  'move-twice-speed': moveTwiceSpeed,
  'defense-bonus-allies-keyword': defenseBonusAlliesKeyword,
  'basic-attacks': basicAttacks,
  shift,
  'place-adjacent-bloodied-enemy': placeAdjacentBloodiedEnemy,
  'defense-bonus-self': defenseBonusSelf,
  'resist-self': resistSelf,
  'insubstantial-self': insubstantialSelf,
  'invisible-self': invisibleSelf,
  'extra-move-actions': extraMoveActions,
  'damage-other': damageOther,
  'damage-one-adjacent': damageOneAdjacent,
  'melee-attack': meleeAttack,
  'score-vp': scoreVp,
  'damage-self': damageSelf,
  'damage-adjacent': damageAdjacent,
  'condition-adjacent': conditionAdjacent,
  'push-other': pushOther,
  'slide-other': slideOther,
  'shift-away-from-target': shiftAwayFromTarget,
  'shift-next-to-enemy': shiftNextToEnemy,
  'attack-misses': attackMisses,
  custom: customAction,
  'stat-bonus': statBonus,
  'move-each-up-to-speed': moveEachUpToSpeed,
  'heal-one': healOne,
  'heal-each': healEach,
  'extra-initiative-die': extraInitiativeDie,
  'no-provoke': noProvoke,
  'recharge-attack': rechargeAttack,
  'recharge-one': rechargeOne,
  'move-then-attack': moveThenAttack,
  'move-attack-during': moveAttackDuring,
  'card-attack': cardAttack,
  'move-attack-entered': moveAttackEntered,
  ambush,
  'damage-bonus-against-target': damageBonusAgainstTarget,
  'damage-bonus-against-chosen': damageBonusAgainstChosen,
  'move-one-up-to-speed': moveOneUpToSpeed,
  'basic-attack-vs-other': basicAttackVsOther,
  'gain-hp-self': gainHpSelf,
  'teleport-self': teleportSelf,
  'place-adjacent-target': placeAdjacentTarget,
  'place-near-ally': placeNearAlly,
  'attack-effects-on-target': attackEffectsOnTarget,
};

/** The module of an effect, typed by its kind (one lookup instead of a switch). */
export function effectModule<K extends PowerEffect['kind']>(e: Extract<PowerEffect, { kind: K }>): PowerEffectModule<K> {
  return EFFECT_MODULES[e.kind as K] as PowerEffectModule<K>;
}
