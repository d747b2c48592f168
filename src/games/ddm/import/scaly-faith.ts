// Scaly Faith: "Use when a Kobold ally starts its turn within N squares of this creature: That ally
// heals N HP" — read into an activated triggered power: a composed trigger (StartOfTurn: an ally on the
// map with the keyword, within N squares of this creature, counted) × the existing effect `heal-each`
// for that ally (target part `that-creature`) — ddm-battle-rules-2011, "Start of Turn Phase",
// "Activated Powers", "Healing" (up to its maximum).
import type { PowerInput } from '../cards/schema.js';

const RE = /^use when an? ([a-z]+) ally starts its turn within (\d+) squares of this creature\s*[:;]\s*that ally heals (\d+) hp$/i;

export function readScalyFaith(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const w = m[1] ?? '';
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'StartOfTurn',
      conditions: [
        { kind: 'actor-is', who: 'ally' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'on-map', of: 'self' },
        { kind: 'has-keyword', keyword: w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(), of: 'actor' },
        { kind: 'within', squares: Number(m[2]), of: 'actor' },
      ],
    },
    target: { kind: 'that-creature' },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'heal-each', amount: Number(m[3]) },
  };
}
