// Fire Aura, Necrotic Aura: "Whenever an enemy begins (starts) its turn adjacent to this creature, that
// enemy takes N TYPE damage" (automatic) and "Use when an enemy starts its turn adjacent to this
// creature: That enemy takes N TYPE damage" (activated), read into a triggered power: a composed
// trigger (StartOfTurn: an enemy on the map adjacent to this creature, this creature on the map) ×
// effect `damage-other` (abilities/effects/damage-other.ts: N damage of the type, no attack roll) —
// ddm-battle-rules-2011, "Start of Turn Phase", "Automatic Powers", "Activated Powers".
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';

const RE = /^(whenever|use when) an enemy (?:begins|starts) its turn adjacent to this creature\s*[,:]\s*that enemy takes (\d+) (?:([a-z]+) )?damage$/i;

export function readTypeAura(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const word = (m[3] ?? 'untyped').toLowerCase();
  const type = DAMAGE_TYPES.find((t) => t === word);
  const amount = Number(m[2]);
  if (!type || amount % 5 !== 0) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'StartOfTurn',
      conditions: [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'on-map', of: 'self' },
        { kind: 'adjacent-to-self', of: 'actor' },
      ],
    },
    activated: (m[1] ?? '').toLowerCase() !== 'whenever',
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-other', amount, type },
  };
}
