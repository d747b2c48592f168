// The registry of custom power files (`module.ts`): a card row `{ kind: 'custom', custom: '<id>' }`
// names one of these by its file name. A new custom power is one new file plus its line here.
import type { EffectHandler } from '../../../../core/index.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import { assist } from './assist.js';
import { auraOfThorns } from './aura-of-thorns.js';
import { bloodSiphon } from './blood-siphon.js';
import { bringDownPrey } from './bring-down-prey.js';
import { circleOfForbiddance } from './circle-of-forbiddance.js';
import { combustible } from './combustible.js';
import { disguiseSelf } from './disguise-self.js';
import { disguiseSelfToEnemies } from './disguise-self-to-enemies.js';
import { elvenTeamwork } from './elven-teamwork.js';
import { evasive } from './evasive.js';
import { hatchlingSwarm } from './hatchling-swarm.js';
import { headstrong } from './headstrong.js';
import { lancebreaker } from './lancebreaker.js';
import { mobAttack } from './mob-attack.js';
import { occultBoost } from './occult-boost.js';
import type { CustomPower } from './module.js';
import { pinpointShot } from './pinpoint-shot.js';
import { reapingScythe } from './reaping-scythe.js';
import { sapStrength } from './sap-strength.js';
import { scionOfTheZulkir } from './scion-of-the-zulkir.js';
import { shadowmeld } from './shadowmeld.js';
import { trample } from './trample.js';
import { unstoppableCharge } from './unstoppable-charge.js';
import { wyrmBlessed } from './wyrm-blessed.js';

export type { CustomPower } from './module.js';

export const CUSTOM_POWERS: ReadonlyMap<string, CustomPower> = new Map(
  [
    assist,
    auraOfThorns,
    bloodSiphon,
    bringDownPrey,
    circleOfForbiddance,
    combustible,
    disguiseSelf,
    disguiseSelfToEnemies,
    elvenTeamwork,
    evasive,
    hatchlingSwarm,
    headstrong,
    lancebreaker,
    mobAttack,
    occultBoost,
    pinpointShot,
    reapingScythe,
    sapStrength,
    scionOfTheZulkir,
    shadowmeld,
    trample,
    unstoppableCharge,
    wyrmBlessed,
  ].map((p) => [p.id, p]),
);

/** The custom power file `id`; an id no file has is an error naming it and the power. */
export function customPower(id: string, power = id): CustomPower {
  const p = CUSTOM_POWERS.get(id);
  if (!p) throw new Error(`power '${power}': no custom power file '${id}' (cards/custom/index.ts knows ${[...CUSTOM_POWERS.keys()].join(', ')})`);
  return p;
}

/** The core effect handler name of a custom power's effect in play. */
export const customHandlerName = (id: string): string => `custom:${id}`;

/** The query handlers of the custom powers, by handler name (powers/effects.ts). */
export const CUSTOM_HANDLERS: Record<string, EffectHandler<DdmState, DdmQueries, DdmCtx>> = {};
for (const p of CUSTOM_POWERS.values()) if (p.handler) CUSTOM_HANDLERS[customHandlerName(p.id)] = p.handler;

/** The events some custom power hears (abilities/occurs.ts). */
export const CUSTOM_EVENTS: ReadonlySet<string> = new Set([...CUSTOM_POWERS.values()].flatMap((p) => Object.keys(p.on ?? {})));
