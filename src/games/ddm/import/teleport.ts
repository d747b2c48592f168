// Teleport and Ambush Tunnels (ddm-battle-rules-2011, "TELEPORT"; "USE A POWER"; "Start of Round"):
// "Replaces move action: Teleport up to N squares" / "This creature teleports up to N squares" (the
// move action power) and "Use at start of round, if no enemy has line of sight to this creature: It
// may Teleport N, ending closer to an enemy" (trigger start-of-round, activated) × effect
// `teleport-self` (abilities/effects/teleport-self.ts); "Minor action, once per turn; teleport N squares"
// (Dimension Step) the minor action power with a per-turn limit of 1. A printing with its own RECHARGE, or "Place
// this creature in a square it can see", stays a gap.
import type { PowerInput } from '../cards/schema.js';

const ACTION = /^(replaces move action|move action)\s*[:;]\s*(?:this creature )?teleports? up to (\d+) squares?$/i;
// Dimension Step: "Minor action, once per turn; teleport 4 squares" (the bare number read as "up to", as
// the rulebook's TELEPORT: "within range of the teleport effect").
const MINOR_ONCE = /^minor action, once per turn\s*[:;]\s*(?:this creature )?teleports? (?:up to )?(\d+) squares?$/i;
const TUNNELS =
  /^use at (?:the )?start of (?:the )?round,? if no enemy has line of sight to this creature\s*[:;]\s*it may teleport (\d+)(?: squares)?, ending closer to an enemy$/i;

/** The power, or null when the text is not such a printing. */
export function readTeleport(body: string, name: string, limit: number | undefined): PowerInput | null {
  const uses = limit !== undefined ? { uses: limit } : {};
  const a = ACTION.exec(body);
  if (a) return { kind: 'action', name, action: 'move', ...uses, effect: { kind: 'teleport-self', squares: Number(a[2]) } };
  const o = MINOR_ONCE.exec(body);
  if (o) return { kind: 'action', name, action: 'minor', ...uses, perTurn: 1, effect: { kind: 'teleport-self', squares: Number(o[1]) } };
  const t = TUNNELS.exec(body);
  if (t)
    return {
      kind: 'triggered',
      name,
      trigger: 'start-of-round',
      activated: true,
      action: 'none',
      ...uses,
      effect: { kind: 'teleport-self', squares: Number(t[1]), closer: true, unseen: true },
    };
  return null;
}
