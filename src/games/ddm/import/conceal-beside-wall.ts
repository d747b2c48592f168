// "[This creature] (Has) Conceal N while (when) adjacent to a wall" (Blend with Shadows, Shadowfiend,
// Stoneshadow) — the continuous `conceal-beside-wall` (abilities/continuous/conceal-beside-wall.ts,
// asked by rules/attack.ts) — ddm-battle-rules-2011, "Conceal". Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const RE = /^([^:]{1,50}):\s*(?:this creature )?(?:has )?conceal (\d+) (?:while|when) adjacent to a wall\.?$/i;

export function readConcealBesideWall(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  const value = Number(m?.[2]);
  if (!m || limit !== undefined || value < 2 || value > 20) return null;
  return { kind: 'continuous', name: (m[1] ?? '').trim(), effect: { kind: 'conceal-beside-wall', value } };
}
