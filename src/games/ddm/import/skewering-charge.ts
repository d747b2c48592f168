// Skewering Charge: "Use after hitting with a charge attack; push target of that attack N square(s)" —
// read into an activated triggered power: a composed trigger (AfterAttack: this creature's attack made
// at the end of a charge — condition part `charge-attack` — that hit) × the existing effect
// `attack-effects-on-target` with a push of N squares — ddm-battle-rules-2011, "Activated Powers",
// "Charge", "PUSH".
import type { PowerInput } from '../cards/schema.js';

const RE = /^use after hitting with a charge attack\s*[:;,]\s*push (?:the )?target(?: of that attack)? (\d+) squares?$/i;

export function readSkeweringCharge(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'charge-attack' }, { kind: 'hit' }],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'push', squares: Number(m[1]) }] },
  };
}
