// Reads Solid Footing's printings — "Not affected by enemies' push, pull, or slide effects", "Not
// subject to push, pull, or slide effects of enemies", "Not affected by forced-movement effects of
// enemies" (the enemies' only) and "Ignores Push, Pull and Slide effects" (anyone's) — as the
// continuous `immune-forced-movement` ("Forced-Movement Effects"). Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const ENEMIES =
  /^not (?:affected by|subject to) (?:enemies' (?:push, pull,? (?:or|and) slide|forced[- ]movement) effects|(?:push, pull,? (?:or|and) slide|forced[- ]movement) effects of enemies)\.?$/i;
const ALL = /^(?:ignores|not affected by|not subject to) push, pull,? (?:or|and) slide effects\.?$/i;

export function readForcedImmunity(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const name = text.slice(0, colon).trim();
  const body = text.slice(colon + 1).trim();
  if (ENEMIES.test(body)) return { kind: 'continuous', name, effect: { kind: 'immune-forced-movement', enemies: true } };
  if (ALL.test(body)) return { kind: 'continuous', name, effect: { kind: 'immune-forced-movement' } };
  return null;
}
