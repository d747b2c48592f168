// Reads Guided, "Immobilized whenever an Arcane ally does not have line of sight to it", as the
// continuous `cannot-move` with `unseenByAlly` (abilities/continuous/cannot-move.ts: it may not move,
// shift or charge while no ally of that keyword on the map sees it — "IMMOBILIZED", "Line of Sight";
// "an Arcane ally" read as any one of them: our reading). Another wording: null.
import type { PowerInput } from '../cards/schema.js';

const RE = /^immobilized whenever an? ([A-Z][\w-]*) ally does not have line of sight to (?:it|this creature)\.?$/;

export function readGuided(text: string, limit: number | undefined): PowerInput | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50 || limit !== undefined) return null;
  const body = text.slice(colon + 1).trim();
  const m = RE.exec(body.charAt(0).toLowerCase() + body.slice(1));
  if (!m?.[1]) return null;
  return { kind: 'continuous', name: text.slice(0, colon).trim(), effect: { kind: 'cannot-move', bloodied: false, enemyAdjacent: false, unseenByAlly: m[1] } };
}
