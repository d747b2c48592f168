// Ambush [N] printings read into the action power "ambush" (abilities/effects/ambush.ts): "Minor
// action[:;] Choose (an|one|1) enemy that does not have line of sight (to|of) this creature (that
// cannot see this creature)[.:;] +N [melee|{m}|m] Damage (vs.|against|with {m}/MELEE attacks against)
// that (enemy|creature) until end of (turn|this creature's turn|round)". A number in the name must be
// the bonus; a bonus limited to basic attacks ({b}) or a power with its own recharge stays a gap.
import type { PowerInput } from '../cards/schema.js';

const RE =
  /^minor action\s*[:;]\s*choose (?:an|one|1) enemy that (?:does not have line of sight (?:to|of) this creature|cannot see this creature)\s*[.:;]\s*\+(\d+) (?:(melee|\{m\}|m) )?damage (?:(?:vs\.|against)|with (melee|\{m\}) attacks against) that (?:enemy|creature) until end of (turn|this creature's turn|round)$/i;

/** The power, or null when the text is not an Ambush printing this reads. */
export function readAmbush(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  const named = /^ambush(?: (\d+))?$/i.exec(name.trim());
  if (!m || !named) return null;
  const amount = Number(m[1]);
  if (named[1] !== undefined && Number(named[1]) !== amount) return null;
  return {
    kind: 'action',
    name,
    action: 'minor',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'ambush', amount, melee: m[2] !== undefined || m[3] !== undefined },
    duration: m[4]?.toLowerCase() === 'round' ? 'end-of-round' : 'end-of-turn',
  };
}
