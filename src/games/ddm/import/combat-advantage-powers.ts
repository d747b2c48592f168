// Reads Quick Strike ("Combat advantage against creatures with lower Speed.") and Pack Tactics
// ("Enemies adjacent to an ally of this creature grant combat advantage to this creature.") as the
// continuous `combat-advantage-against` (abilities/continuous/combat-advantage-against.ts;
// ddm-battle-rules-2011, "Combat Advantage"), and Surrounding Spikes ("… a {m} attack against an enemy
// adjacent to 2 or more Kruthik enemies or allies: … combat advantage on that attack") as the continuous
// `combat-advantage-keyword-adjacent`. Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const WORDINGS: readonly [RegExp, 'slower' | 'ally-adjacent'][] = [
  [/^combat advantage against creatures with lower speed\.?$/i, 'slower'],
  [/^enemies adjacent to an ally of this creature grant combat advantage to this creature\.?$/i, 'ally-adjacent'],
];

/** Surrounding Spikes: "Whenever this creature makes a {m} attack against an enemy adjacent to 2 or more Kruthik enemies or allies: This creature has combat advantage on that attack." */
const SURROUNDED =
  /^whenever this creature makes a \{m\} attack against an enemy adjacent to (\d+) or more ([A-Z][\w-]*) enemies or allies: this creature has combat advantage on that attack\.?$/i;

export function readCombatAdvantagePower(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const body = text.slice(colon + 1).trim();
  const name = text.slice(0, colon).trim();
  for (const [re, against] of WORDINGS) if (re.test(body)) return { kind: 'continuous', name, effect: { kind: 'combat-advantage-against', against } };
  const m = SURROUNDED.exec(body);
  if (m?.[1] && m[2]) return { kind: 'continuous', name, effect: { kind: 'combat-advantage-keyword-adjacent', count: Number(m[1]), keyword: m[2] } };
  return null;
}
