// Universally Hated: "Worth +N VP if destroyed by a level L or lower enemy" (Witchknife) — the continuous
// `vp-bonus-destroyed-by-level` (abilities/continuous/vp-bonus-destroyed-by-level.ts: the destroyedCost
// query, +N when the creature that destroyed it is an enemy of level L or lower) — ddm-battle-rules-2011,
// "Assault" (Destroying enemy creatures), "'Destroyed by' Triggers".
import type { PowerInput } from '../cards/schema.js';

const RE = /^([^:]{1,50}):\s*worth \+(\d+) vp if destroyed by a level (\d+) or lower enemy\.?$/i;

export function readUniversallyHated(text: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(text.trim());
  if (!m || limit !== undefined) return null;
  return { kind: 'continuous', name: (m[1] ?? '').trim(), effect: { kind: 'vp-bonus-destroyed-by-level', amount: Number(m[2]), maxLevel: Number(m[3]) } };
}
