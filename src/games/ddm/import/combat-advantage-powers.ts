// Reads Quick Strike ("Combat advantage against creatures with lower Speed.") and Pack Tactics
// ("Enemies adjacent to an ally of this creature grant combat advantage to this creature.") as the
// continuous `combat-advantage-against` (abilities/continuous/combat-advantage-against.ts;
// ddm-battle-rules-2011, "Combat Advantage"). Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const WORDINGS: readonly [RegExp, 'slower' | 'ally-adjacent'][] = [
  [/^combat advantage against creatures with lower speed\.?$/i, 'slower'],
  [/^enemies adjacent to an ally of this creature grant combat advantage to this creature\.?$/i, 'ally-adjacent'],
];

export function readCombatAdvantagePower(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const body = text.slice(colon + 1).trim();
  for (const [re, against] of WORDINGS)
    if (re.test(body)) return { kind: 'continuous', name: text.slice(0, colon).trim(), effect: { kind: 'combat-advantage-against', against } };
  return null;
}
