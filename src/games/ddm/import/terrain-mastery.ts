// Terrain Mastery: "Counts as occupying a victory area while adjacent to that victory area." (Dwarf
// Caver) — the continuous `occupies-adjacent-victory-area` (abilities/continuous/occupies-adjacent-
// victory-area.ts, asked by rules/victory-occupation.ts) — ddm-battle-rules-2011, "Victory Areas",
// "Assault" (Occupying victory areas). Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const RE = /^([^:]{1,50}):\s*counts as occupying a victory area while adjacent to that victory area\.?$/i;

export function readTerrainMastery(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  if (!m || limit !== undefined) return null;
  return { kind: 'continuous', name: (m[1] ?? '').trim(), effect: { kind: 'occupies-adjacent-victory-area' } };
}
