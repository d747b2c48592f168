// Reads "+N <type> Damage while adjacent to M or more enemies" (Thundering Might) as the continuous
// `typed-damage-while-surrounded` (abilities/continuous/typed-damage-while-surrounded.ts;
// ddm-battle-rules-2011, "Bonuses and Penalties"). Another wording: null.
import { damageTypeSchema, type PowerInput } from '../cards/schema.js';

export function readTypedDamageWhileSurrounded(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const m = /^\+(\d+) ([a-z]+) damage while adjacent to (\d+) or more enemies\.?$/i.exec(text.slice(colon + 1).trim());
  const type = damageTypeSchema.safeParse(m?.[2]?.toLowerCase());
  if (!m || !type.success || type.data === 'untyped') return null;
  const effect = { kind: 'typed-damage-while-surrounded' as const, amount: Number(m[1]), type: type.data, count: Number(m[3]) };
  return { kind: 'continuous', name: text.slice(0, colon).trim(), effect };
}
