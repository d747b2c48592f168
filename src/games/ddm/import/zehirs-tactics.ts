// Zehir's Tactics: "Use when an ally hits an enemy adjacent to this creature with a {m} attack: +N
// damage on that attack" — read into an activated triggered power: a composed trigger (Hit: an ally's
// melee attack that hits an enemy adjacent to this creature) × the existing effect `damage-bonus` (that
// attack's damage, once per attack: "Duplicate Effects") — ddm-battle-rules-2011, "Activated Powers",
// "Bonuses and Penalties". The Hit window is before the damage is dealt (guidelines "Attack sequence").
import type { PowerInput } from '../cards/schema.js';

const RE = /^use when an ally hits an enemy adjacent to this creature with an? (\{m\}|melee) attack\s*[:;]\s*\+(\d+) damage on that attack$/i;

export function readZehirsTactics(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'Hit',
      conditions: [
        { kind: 'actor-is', who: 'ally' },
        { kind: 'attack-kind', kinds: ['melee'] },
        { kind: 'hit' },
        { kind: 'target-is', who: 'enemy' },
        { kind: 'adjacent-to-self', of: 'target' },
      ],
    },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-bonus', amount: Number(m[2]) },
  };
}
