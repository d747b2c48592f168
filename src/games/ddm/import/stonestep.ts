// Stonestep (Deep Legionnaire's wording): "As a free action on its turn, place this creature in any
// square up to N squares away and in line of sight" — read as the free-action power × the existing
// effect `teleport-self` N: "TELEPORT" is exactly such a placement (a legal position within N squares,
// counted normally, that its current position has line of sight to; no path, no opportunity attacks) —
// ddm-battle-rules-2011, "Free Actions", "TELEPORT". A free-action power needs a limit (its use). The
// other printing ("Move action, only when adjacent to a wall: Teleport 12 to a square adjacent to a
// wall") stays a gap.
import type { PowerInput } from '../cards/schema.js';

const RE = /^as a free action on its turn,? place this creature in any square up to (\d+) squares away and in line of sight$/i;

export function readStonestep(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m || limit === undefined) return null;
  return { kind: 'action', name, action: 'free', uses: limit, effect: { kind: 'teleport-self', squares: Number(m[1]) } };
}
