// The registry of continuous powers in the DDM power language (`module.ts`): every continuous kind of
// cards/schema.ts has exactly one module (a mapped type: a kind without a module does not compile).
import type { EffectHandler } from '../../../../core/index.js';
import type { Continuous } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import { allyAttackBonus, auraAllyAttackBonus } from './ally-attack-bonus.js';
import { auraAllyBonus } from './aura-ally-bonus.js';
import { auraAllyDefenseBonus } from './aura-ally-defense-bonus.js';
import { auraAttackPenalty } from './aura-attack-penalty.js';
import { auraDefensePenalty } from './aura-defense-penalty.js';
import { cannotMove } from './cannot-move.js';
import { auraEnemiesCannotShift, cannotShift } from './cannot-shift.js';
import { damageBonusVsCondition } from './damage-bonus-vs-condition.js';
import { damageBonusWhileBloodied, damageBonusWhileNotBloodied } from './damage-bonus-while-bloodied.js';
import { damageBonusWithCombatAdvantage } from './damage-bonus-with-combat-advantage.js';
import { defenseBonusNearAlliedChampion } from './defense-bonus-near-allied-champion.js';
import { defenseBonusAdjacentAlly } from './defense-bonus-adjacent-ally.js';
import { defenseBonusVsOpportunity } from './defense-bonus-vs-opportunity.js';
import { defenseBonusVsKeyword } from './defense-bonus-vs-keyword.js';
import { forbidsHitToMiss } from './forbids-hit-to-miss.js';
import { plodding } from './plodding.js';
import { riverEntryDamage } from './river-entry-damage.js';
import { ignoreOneAreaTarget } from './ignore-one-area-target.js';
import { ignoresEnemyCover } from './ignores-enemy-cover.js';
import { halfDamageFrom } from './half-damage-from.js';
import { concealExtraDie } from './conceal-extra-die.js';
import { concealBesideWall } from './conceal-beside-wall.js';
import { destroyedWithoutAlly } from './destroyed-without-ally.js';
import { occupiesAdjacentVictoryArea } from './occupies-adjacent-victory-area.js';
import { immuneAttacksNamed } from './immune-attacks-named.js';
import { immuneCondition } from './immune-condition.js';
import { immuneFear } from './immune-fear.js';
import { ignoresInsubstantial } from './ignores-insubstantial.js';
import { flightOnOwnTurn } from './flight-on-own-turn.js';
import { hideInTerrain } from './hide-in-terrain.js';
import { invisibleInTerrain } from './invisible-in-terrain.js';
import { keenCritical } from './keen-critical.js';
import type { ContinuousModule } from './module.js';
import { moveThroughEnemies } from './move-through-enemies.js';
import { occupyStatue } from './occupy-statue.js';
import { immuneForcedMovement } from './immune-forced-movement.js';
import { moveWhileImmobilized } from './move-while-immobilized.js';
import { mob } from './mob.js';
import { auraNoImmediateActions } from './aura-no-immediate-actions.js';
import { murderous } from './murderous.js';
import { neverGrantsCombatAdvantage } from './never-grants-combat-advantage.js';
import { auraNoOpportunityAttacks, enemiesNearNoOpportunityAttacks, noOpportunityAttacks } from './no-opportunity-attacks.js';
import { opportunityOnShift } from './opportunity-on-shift.js';
import { shiftIgnoresDifficult } from './shift-ignores-difficult.js';
import { shiftSquares } from './shift-squares.js';
import { ignoresDifficult } from './ignores-difficult.js';
import { situationalBonus } from './situational-bonus.js';
import { situationalDefense } from './situational-defense.js';
import { skirmish } from './skirmish.js';
import { chargeSpeedBonus, speedBonus } from './speed-bonus.js';
import { typedDamageWhileSurrounded } from './typed-damage-while-surrounded.js';
import { vpBonusDestroyedByLevel } from './vp-bonus-destroyed-by-level.js';
import { combatAdvantageAgainst } from './combat-advantage-against.js';
import { combatAdvantageKeywordAdjacent } from './combat-advantage-keyword-adjacent.js';
import { attackBonusPerCreature } from './attack-bonus-per-creature.js';
import { terrainWalk } from './terrain-walk.js';
import { typeHealing } from './type-healing.js';

export const CONTINUOUS_MODULES: { readonly [K in Continuous['kind']]: ContinuousModule<K> } = {
  'damage-bonus-with-combat-advantage': damageBonusWithCombatAdvantage,
  'damage-bonus-while-not-bloodied': damageBonusWhileNotBloodied,
  'damage-bonus-while-bloodied': damageBonusWhileBloodied,
  'damage-bonus-vs-condition': damageBonusVsCondition,
  'defense-bonus-near-allied-champion': defenseBonusNearAlliedChampion,
  'defense-bonus-adjacent-ally': defenseBonusAdjacentAlly,
  'defense-bonus-vs-opportunity': defenseBonusVsOpportunity,
  'defense-bonus-vs-keyword': defenseBonusVsKeyword,
  'forbids-hit-to-miss': forbidsHitToMiss,
  'keen-critical': keenCritical,
  'ignore-one-area-target': ignoreOneAreaTarget,
  'ignores-enemy-cover': ignoresEnemyCover,
  'half-damage-from': halfDamageFrom,
  'conceal-extra-die': concealExtraDie,
  'conceal-beside-wall': concealBesideWall,
  'aura-ally-bonus': auraAllyBonus,
  'destroyed-without-ally': destroyedWithoutAlly,
  'occupies-adjacent-victory-area': occupiesAdjacentVictoryArea,
  'speed-bonus': speedBonus,
  'charge-speed-bonus': chargeSpeedBonus,
  'typed-damage-while-surrounded': typedDamageWhileSurrounded,
  'vp-bonus-destroyed-by-level': vpBonusDestroyedByLevel,
  'combat-advantage-against': combatAdvantageAgainst,
  'combat-advantage-keyword-adjacent': combatAdvantageKeywordAdjacent,
  'attack-bonus-per-creature': attackBonusPerCreature,
  'move-while-immobilized': moveWhileImmobilized,
  'cannot-shift': cannotShift,
  'cannot-move': cannotMove,
  plodding,
  'aura-enemies-cannot-shift': auraEnemiesCannotShift,
  'situational-bonus': situationalBonus,
  'situational-defense': situationalDefense,
  'aura-attack-penalty': auraAttackPenalty,
  'aura-defense-penalty': auraDefensePenalty,
  'aura-ally-defense-bonus': auraAllyDefenseBonus,
  'ally-attack-bonus': allyAttackBonus,
  'aura-ally-attack-bonus': auraAllyAttackBonus,
  'move-through-enemies': moveThroughEnemies,
  'occupy-statue': occupyStatue,
  'immune-forced-movement': immuneForcedMovement,
  'terrain-walk': terrainWalk,
  'shift-ignores-difficult': shiftIgnoresDifficult,
  'shift-squares': shiftSquares,
  'ignores-difficult': ignoresDifficult,
  'never-grants-combat-advantage': neverGrantsCombatAdvantage,
  'immune-condition': immuneCondition,
  'immune-attacks-named': immuneAttacksNamed,
  'immune-fear': immuneFear,
  'ignores-insubstantial': ignoresInsubstantial,
  'flight-on-own-turn': flightOnOwnTurn,
  'hide-in-terrain': hideInTerrain,
  'invisible-in-terrain': invisibleInTerrain,
  'opportunity-on-shift': opportunityOnShift,
  'no-opportunity-attacks': noOpportunityAttacks,
  'aura-no-immediate-actions': auraNoImmediateActions,
  mob,
  'aura-no-opportunity-attacks': auraNoOpportunityAttacks,
  'enemies-near-no-opportunity-attacks': enemiesNearNoOpportunityAttacks,
  murderous,
  'type-healing': typeHealing,
  'river-entry-damage': riverEntryDamage,
  skirmish,
};

/** The module of a continuous power, typed by its kind. */
export function continuousModule<K extends Continuous['kind']>(e: Extract<Continuous, { kind: K }>): ContinuousModule<K> {
  return CONTINUOUS_MODULES[e.kind as K] as ContinuousModule<K>;
}

/** The effect handlers of the continuous powers, by kind (the handler names of their effects in play). */
export const CONTINUOUS_HANDLERS: Record<string, EffectHandler<DdmState, DdmQueries, DdmCtx>> = {};
for (const kind of Object.keys(CONTINUOUS_MODULES) as Continuous['kind'][]) {
  const h = CONTINUOUS_MODULES[kind].handler;
  if (h) CONTINUOUS_HANDLERS[kind] = h;
}
