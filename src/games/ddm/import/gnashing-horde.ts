// Gnashing Horde (ddm-battle-rules-2011, "End of Turn Phase"; "Activated Powers", "Automatic
// Powers"): "Use when (whenever) an enemy ends its turn adjacent to this creature: That enemy takes N
// [TYPE] damage" (activated: its player chooses) and "N Damage to each enemy that ends its turn
// adjacent to this creature" (automatic: a statement) — the trigger `enemy-ends-turn-adjacent` ×
// effect `damage-other` (no attack roll).
import { DAMAGE_TYPES, type DamageType, type PowerInput } from '../cards/schema.js';

const TYPE = `(?: (${DAMAGE_TYPES.filter((t) => t !== 'untyped').join('|')}))?`;
const USE = new RegExp(`^use (?:when|whenever) an enemy ends its turn adjacent to this creature[:;,.] that enemy takes (\\d+)${TYPE} damage$`, 'i');
const EACH = new RegExp(`^(\\d+)${TYPE} damage to each enemy that ends its turn adjacent to this creature$`, 'i');

/** The power's text after its name, or null when it is not this shape. */
export function readGnashingHorde(body: string, name: string, limit: number | undefined): PowerInput | null {
  const t = body.replace(/\s+/g, ' ').trim();
  const use = USE.exec(t);
  const m = use ?? EACH.exec(t);
  if (!m) return null;
  const amount = Number(m[1]);
  if (amount % 5 !== 0) return null;
  return {
    kind: 'triggered',
    name,
    trigger: 'enemy-ends-turn-adjacent',
    activated: use !== null,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-other', amount, type: (m[2]?.toLowerCase() ?? 'untyped') as DamageType },
  };
}
