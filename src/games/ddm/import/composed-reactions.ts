// One-off powers of the pool, each a composed trigger (an event × condition parts) × an existing
// effect — or an action power with an existing effect (Sidestep, Stonestep) —, one small reader per power wording
// (its own file); language-powers.ts asks them in this order. ddm-battle-rules-2011, "Activated Powers", "Automatic Powers".
import type { PowerInput } from '../cards/schema.js';
import { readCardAttackVsEnemy } from './card-attack-vs-enemy.js';
import { readCritToHit } from './crit-to-hit.js';
import { readLeafOnTheWind } from './leaf-on-the-wind.js';
import { readPunishingMiss } from './punishing-miss.js';
import { readRechargeOneOf } from './recharge-one-of.js';
import { readSavageFrenzy } from './savage-frenzy.js';
import { readScalyFaith } from './scaly-faith.js';
import { readSetAgainstCharge } from './set-against-charge.js';
import { readSidestep } from './sidestep.js';
import { readSkeweringCharge } from './skewering-charge.js';
import { readStonestep } from './stonestep.js';
import { readUnholyAura } from './unholy-aura.js';
import { readVenom } from './venom.js';
import { readZehirsTactics } from './zehirs-tactics.js';

const READERS: readonly ((body: string, name: string, limit: number | undefined) => PowerInput | null)[] = [
  readCritToHit,
  readVenom,
  readPunishingMiss,
  readZehirsTactics,
  readScalyFaith,
  readLeafOnTheWind,
  readSkeweringCharge,
  readUnholyAura,
  readSidestep,
  readStonestep,
  readSetAgainstCharge,
  readCardAttackVsEnemy,
  readRechargeOneOf,
  readSavageFrenzy,
];

/** The first reading of `body` (the power's text after its name) by one of the readers, or null. */
export function readComposedReaction(body: string, name: string, limit: number | undefined): PowerInput | null {
  for (const read of READERS) {
    const p = read(body, name, limit);
    if (p) return p;
  }
  return null;
}
