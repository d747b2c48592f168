// Fire Shield N ("TYPE shield N"): "Whenever this creature is hit by a {m} attack, the attacker takes
// N fire damage", "Attacker takes N fire damage whenever this creature is hit by (with) a {m} attack",
// "Any creature that hits this creature with a {m} attack takes N fire damage" — read into an
// automatic triggered power: a composed trigger (Hit: a melee attack whose target is this creature,
// its attacker on the map) × effect `damage-other` (the attacker, the event's other creature, takes N
// damage of the type, no attack roll) — ddm-battle-rules-2011, "Automatic Powers", "Damage"; the
// 2008 guidelines' "Attack sequence" B5 (hit triggers, before the attack's damage).
import { DAMAGE_TYPES, type PowerInput } from '../cards/schema.js';

const SHAPES: readonly RegExp[] = [
  /^whenever this creature is hit (?:by|with) an? (?:\{m\}|melee) attack, the attacker takes (\d+) ([a-z]+ )?damage$/i,
  /^(?:the )?attacker takes (\d+) ([a-z]+ )?damage whenever this creature is hit (?:by|with) an? (?:\{m\}|melee) attack$/i,
  /^any creature that hits this creature with an? (?:\{m\}|melee) attack takes (\d+) ([a-z]+ )?damage$/i,
];

export function readTypeShield(body: string, name: string, limit: number | undefined): PowerInput | null {
  if (limit !== undefined) return null;
  for (const re of SHAPES) {
    const m = re.exec(body);
    if (!m) continue;
    const word = (m[2] ?? 'untyped').trim().toLowerCase();
    const type = DAMAGE_TYPES.find((t) => t === word);
    const amount = Number(m[1]);
    if (!type || amount % 5 !== 0) return null;
    return {
      kind: 'triggered',
      name,
      trigger: {
        event: 'Hit',
        conditions: [
          { kind: 'target-is', who: 'self' },
          { kind: 'attack-kind', kinds: ['melee'] },
          { kind: 'on-map', of: 'actor' },
        ],
      },
      activated: false,
      action: 'none',
      effect: { kind: 'damage-other', amount, type },
    };
  }
  return null;
}
