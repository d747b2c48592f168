// The registry of the DDM power language's triggers (`../language.ts`): every trigger of
// cards/schema.ts has exactly one module (a mapped type: a trigger without a module does not compile).
// Apart from the effects' registry so that the rules that open windows can read it (no effect behaviour).
// A card's trigger is a named one (the short name of a composition) or a composed one written out in
// the row (`compose.ts`); `triggerModule` answers both, and `windowKey` names the window each is
// declared in (a named trigger's own, or the composed triggers' window on their event).
import type { ComposableEvent, Trigger, TriggerRef } from '../../cards/schema.js';
import type { TriggerBehaviour, TriggerModule, WindowBinding } from '../language.js';
import { composedTrigger } from './compose.js';
import { EVENT_PARTS } from './events.js';
import { afterSelfHitsMelee } from './after-self-hits-melee.js';
import { adjacentEnemyMeleeAttacksAlly } from './adjacent-enemy-melee-attacks-ally.js';
import { allyCrits } from './ally-crits.js';
import { allyHitsMelee } from './ally-hits-melee.js';
import {
  enemyDeclaresAttack,
  enemyDeclaresCloseOrAreaAttack,
  selfDeclaresAttack,
  selfDeclaresBasicAttack,
  selfDeclaresMeleeAttack,
} from './attack-declared.js';
import { enemyAttacksAdjacentAlly } from './enemy-attacks-adjacent-ally.js';
import { enemyAttacksSelf, selfTargetedByAttack } from './enemy-attacks-self.js';
import { enemyCrits } from './enemy-crits.js';
import { enemyMeleeAttacksSelf } from './enemy-melee-attacks-self.js';
import { enemyEndsMoveAdjacent, enemyEntersAdjacent, enemyLeavesAdjacent } from './enemy-movement.js';
import { enemyMissesSelfMelee } from './enemy-misses-self-melee.js';
import { selfMissedByMelee } from './self-missed-by-melee.js';
import { endOfOwnTurn, endOfRound, selfDamagedByAttack, selfTakesDamage, startOfOwnTurn, startOfRound } from './moments.js';
import { selfBecomesBloodied } from './self-becomes-bloodied.js';
import { selfFirstBloodied } from './self-first-bloodied.js';
import { enemyBecomesBloodied } from './enemy-becomes-bloodied.js';
import { selfDestroyed } from './self-destroyed.js';
import { selfDestroysEnemy, selfDestroysEnemyChampion, selfDestroysEnemyMelee } from './self-destroys-enemy.js';
import { selfHitByAttack } from './self-hit-by-attack.js';
import { selfHitByMelee } from './self-hit-by-melee.js';
import { startOfEnemyTurn } from './start-of-enemy-turn.js';
import { creatureEndsTurnAdjacent, enemyEndsTurnAdjacent } from './ends-turn-adjacent.js';
import { selfDamagesEnemy } from './self-damages-enemy.js';

export const TRIGGER_MODULES: { readonly [K in Trigger]: TriggerModule<K> } = {
  'enemy-misses-self-melee': enemyMissesSelfMelee,
  'self-missed-by-melee': selfMissedByMelee,
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
  'self-first-bloodied': selfFirstBloodied,
  'enemy-becomes-bloodied': enemyBecomesBloodied,
  'self-destroyed': selfDestroyed,
  'enemy-melee-attacks-self': enemyMeleeAttacksSelf,
  'self-destroys-enemy': selfDestroysEnemy,
  'self-destroys-enemy-melee': selfDestroysEnemyMelee,
  'self-destroys-enemy-champion': selfDestroysEnemyChampion,
  'enemy-leaves-adjacent': enemyLeavesAdjacent,
  'enemy-ends-move-adjacent': enemyEndsMoveAdjacent,
  'enemy-declares-attack': enemyDeclaresAttack,
  'enemy-declares-close-or-area-attack': enemyDeclaresCloseOrAreaAttack,
  'self-declares-attack': selfDeclaresAttack,
  'self-declares-basic-attack': selfDeclaresBasicAttack,
  'self-declares-melee-attack': selfDeclaresMeleeAttack,
  'self-targeted-by-attack': selfTargetedByAttack,
  'enemy-attacks-self': enemyAttacksSelf,
  'after-self-hits-melee': afterSelfHitsMelee,
  'start-of-enemy-turn': startOfEnemyTurn,
  'self-hit-by-melee': selfHitByMelee,
  'enemy-enters-adjacent': enemyEntersAdjacent,
  'enemy-ends-turn-adjacent': enemyEndsTurnAdjacent,
  'creature-ends-turn-adjacent': creatureEndsTurnAdjacent,
  'self-damages-enemy': selfDamagesEnemy,
};

/** The behaviour of a card's trigger, named or composed. */
export const triggerModule = (t: TriggerRef): TriggerBehaviour => (typeof t === 'string' ? TRIGGER_MODULES[t] : composedTrigger(t));

/** The window of the composed triggers on an event. */
const composedKey = (event: ComposableEvent): string => `composed:${event}`;

/** The name of the reaction window a power with this trigger is declared in: a named trigger's own, or the composed triggers' on its event. */
export const windowKey = (t: TriggerRef): string => (typeof t === 'string' ? t : composedKey(t.event));

/** Every reaction window a trigger may be declared in, by name, with its binding: the named triggers' and the composed triggers' on each event. */
export const TRIGGER_WINDOWS: readonly { readonly key: string; readonly binding: WindowBinding }[] = [
  ...Object.values(TRIGGER_MODULES).flatMap((m: TriggerModule) => (m.window ? [{ key: m.trigger, binding: m.window }] : [])),
  ...(Object.keys(EVENT_PARTS) as ComposableEvent[]).map((e) => ({ key: composedKey(e), binding: EVENT_PARTS[e].window })),
];

/** Every trigger's key: each named trigger's, and the composed triggers' on each event (`windowKey`). */
export const TRIGGER_KEYS: readonly string[] = [...Object.keys(TRIGGER_MODULES), ...(Object.keys(EVENT_PARTS) as ComposableEvent[]).map(composedKey)];

/** The events some trigger's automatic powers may hear: the named triggers' and every composable event. */
export const HEARABLE_EVENTS: readonly string[] = [
  ...new Set([...Object.values(TRIGGER_MODULES).flatMap((m: TriggerModule) => Object.keys(m.on ?? {})), ...Object.keys(EVENT_PARTS)]),
];

const WINDOW_OTHER = new Map<string, (p: unknown) => number>([
  ...Object.values(TRIGGER_MODULES).flatMap((m: TriggerModule) => (m.window?.other ? [[m.trigger, m.window.other as (p: unknown) => number] as const] : [])),
  // A composed window whose binding names its own "that creature" (Bloodied: the creature that became bloodied).
  ...(Object.keys(EVENT_PARTS) as ComposableEvent[]).flatMap((e) => {
    const other = EVENT_PARTS[e].window.other;
    return other ? [[composedKey(e), other as (p: unknown) => number] as const] : [];
  }),
]);

/** "That enemy" of the powers declared in a named trigger's window, when the trigger names one other than its event's (`WindowBinding.other`). */
export const windowOther = (key: string): ((p: unknown) => number) | undefined => WINDOW_OTHER.get(key);
