// Leaf on the Wind: "Use when an attack misses this creature: Shift up to N squares" — read into an
// activated triggered power: a composed trigger (AfterAttack: any creature's attack against this
// creature that missed, this creature on the map) × the existing effect `shift` with `squares` (a
// shift of up to N squares; it may stay) — ddm-battle-rules-2011, "Activated Powers", "SHIFT". Our
// reading, as Goblin Tactics': declared once the missed attack is resolved.
import type { PowerInput } from '../cards/schema.js';

const RE = /^use when an attack misses this creature\s*[:;]\s*(?:this creature )?shifts? up to (\d+) squares$/i;

export function readLeafOnTheWind(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  const squares = Number(m?.[1]);
  if (!m || squares < 2) return null;
  return {
    kind: 'triggered',
    name,
    trigger: { event: 'AfterAttack', conditions: [{ kind: 'target-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'missed' }] },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'shift', squares },
  };
}
