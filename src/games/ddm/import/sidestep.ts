// Sidestep: "This creature can shift once on its turn without expending an action" — read as the
// free-action power "no more than once per turn: shift" (action `free`, perTurn 1 × effect `shift`,
// 1 square), the same power as "Use at any time on this creature's turn, no more than once per turn:
// Shift" — ddm-battle-rules-2011, "Free Actions", "SHIFT".
import type { PowerInput } from '../cards/schema.js';

const RE = /^this creature (?:can|may) shift once (?:on|during) its turn without (?:expending|using|taking) an action$/i;

export function readSidestep(body: string, name: string, limit: number | undefined): PowerInput | null {
  if (!RE.test(body)) return null;
  return { kind: 'action', name, action: 'free', ...(limit !== undefined ? { uses: limit } : {}), perTurn: 1, effect: { kind: 'shift' } };
}
