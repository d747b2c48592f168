// Animated Weapon: "Whenever this creature has no remaining <Keyword> ally: It is destroyed." (the four
// Elemental Weapons) — the continuous `destroyed-without-ally` (abilities/continuous/destroyed-without-ally.ts,
// asked by rules/hit-points.ts destroyUnsupported) — ddm-battle-rules-2011, "Hit Points", "Assault".
// Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const RE = /^([^:]{1,50}):\s*whenever this creature has no remaining ([A-Z][a-z]+) ally:\s*it is destroyed\.?$/i;

export function readNeedsAlly(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  if (!m || limit !== undefined) return null;
  const keyword = m[2] ?? '';
  return {
    kind: 'continuous',
    name: (m[1] ?? '').trim(),
    effect: { kind: 'destroyed-without-ally', keyword: keyword.charAt(0).toUpperCase() + keyword.slice(1) },
  };
}
