// Reads Quick Step N — "Can shift up to N squares", "Can shift N squares instead of 1" — as the
// continuous `shift-squares` N (abilities/continuous/shift-squares.ts: its shifts move up to N squares,
// still provoking no opportunity attacks; ddm-battle-rules-2011, "SHIFT"). Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const RE = /^(?:this creature )?can shift (?:up to )?(\d+) squares(?: instead of 1)?\.?$/i;

export function readQuickStep(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const m = RE.exec(text.slice(colon + 1).trim());
  const squares = Number(m?.[1] ?? 0);
  if (squares < 2) return null;
  return { kind: 'continuous', name: text.slice(0, colon).trim(), effect: { kind: 'shift-squares', squares } };
}
