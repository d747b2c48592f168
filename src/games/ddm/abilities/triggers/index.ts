// The registry of the DDM power language's triggers (`../language.ts`): every trigger of
// cards/schema.ts has exactly one module (a mapped type: a trigger without a module does not compile).
// Apart from the effects' registry so that the rules that open windows can read it (no effect behaviour).
import type { Trigger } from '../../cards/schema.js';
import type { TriggerModule } from '../language.js';
import { afterSelfHitsMelee } from './after-self-hits-melee.js';
import { adjacentEnemyMeleeAttacksAlly } from './adjacent-enemy-melee-attacks-ally.js';
import { allyCrits } from './ally-crits.js';
import { allyHitsMelee } from './ally-hits-melee.js';
import { enemyDeclaresAttack, enemyDeclaresCloseOrAreaAttack, selfDeclaresAttack } from './attack-declared.js';
import { enemyAttacksAdjacentAlly } from './enemy-attacks-adjacent-ally.js';
import { enemyAttacksSelf, selfTargetedByAttack } from './enemy-attacks-self.js';
import { enemyCrits } from './enemy-crits.js';
import { enemyMeleeAttacksSelf } from './enemy-melee-attacks-self.js';
import { enemyEndsMoveAdjacent, enemyLeavesAdjacent } from './enemy-movement.js';
import { enemyMissesSelfMelee } from './enemy-misses-self-melee.js';
import { endOfOwnTurn, endOfRound, selfDamagedByAttack, selfTakesDamage, startOfOwnTurn, startOfRound } from './moments.js';
import { selfBecomesBloodied } from './self-becomes-bloodied.js';
import { selfDestroysEnemy, selfDestroysEnemyMelee } from './self-destroys-enemy.js';
import { selfHitByAttack } from './self-hit-by-attack.js';
import { selfHitByMelee } from './self-hit-by-melee.js';
import { startOfEnemyTurn } from './start-of-enemy-turn.js';

export const TRIGGER_MODULES: { readonly [K in Trigger]: TriggerModule<K> } = {
  'enemy-misses-self-melee': enemyMissesSelfMelee,
  'self-hit-by-attack': selfHitByAttack,
  'ally-hits-melee': allyHitsMelee,
  'ally-crits': allyCrits,
  'enemy-crits': enemyCrits,
  'enemy-attacks-adjacent-ally': enemyAttacksAdjacentAlly,
  'adjacent-enemy-melee-attacks-ally': adjacentEnemyMeleeAttacksAlly,
  'self-takes-damage': selfTakesDamage,
  'self-damaged-by-attack': selfDamagedByAttack,
  'start-of-own-turn': startOfOwnTurn,
  'end-of-own-turn': endOfOwnTurn,
  'start-of-round': startOfRound,
  'end-of-round': endOfRound,
  'self-becomes-bloodied': selfBecomesBloodied,
  'enemy-melee-attacks-self': enemyMeleeAttacksSelf,
  'self-destroys-enemy': selfDestroysEnemy,
  'self-destroys-enemy-melee': selfDestroysEnemyMelee,
  'enemy-leaves-adjacent': enemyLeavesAdjacent,
  'enemy-ends-move-adjacent': enemyEndsMoveAdjacent,
  'enemy-declares-attack': enemyDeclaresAttack,
  'enemy-declares-close-or-area-attack': enemyDeclaresCloseOrAreaAttack,
  'self-declares-attack': selfDeclaresAttack,
  'self-targeted-by-attack': selfTargetedByAttack,
  'enemy-attacks-self': enemyAttacksSelf,
  'after-self-hits-melee': afterSelfHitsMelee,
  'start-of-enemy-turn': startOfEnemyTurn,
  'self-hit-by-melee': selfHitByMelee,
};
