// Reads Set Against Charge N, "Immediate, when a charging enemy moves into a square adjacent to this
// creature; that enemy takes N Damage" (Royal Guard) — a triggered power, activated, taking this
// creature's immediate action: a composed trigger (EnterSquare: an enemy on the map, charging —
// condition part `charging` —, entering a square adjacent to this creature, each such square once) ×
// the existing effect `damage-other` (N damage of the type to "that enemy", no attack roll).
// ddm-battle-rules-2011, "Activated Powers", "Immediate Action", COMMON TRIGGERED POWERS ('Movement'
// triggers), "Charge", "Damage".
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';
import type { ComposedTrigger } from '../cards/trigger-schema.js';

const SHAPE =
  /^immediate(?: action)?,\s*when a charging enemy moves into a square adjacent to this creature\s*[;:,]\s*that enemy takes (\d+) (?:([a-z]+) )?damage$/i;

/** A charging enemy on the map enters a square adjacent to this creature (each such square once): Set Against Charge's and Set Spear's trigger. */
export const CHARGING_ENEMY_ENTERS_ADJACENT = {
  event: 'EnterSquare',
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
    { kind: 'on-map', of: 'self' },
    { kind: 'charging', of: 'actor' },
    { kind: 'adjacent-to-self', of: 'actor' },
  ],
} as const satisfies ComposedTrigger;

export function readSetAgainstCharge(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = SHAPE.exec(body.trim().replace(/\.$/, ''));
  if (!m) return null;
  const amount = Number(m[1]);
  const word = (m[2] ?? 'untyped').toLowerCase();
  const type = DAMAGE_TYPES.find((d) => d === word);
  if (!type || !(amount > 0)) return null;
  return {
    kind: 'triggered',
    name,
    trigger: CHARGING_ENEMY_ENTERS_ADJACENT,
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-other', amount, type },
  };
}
