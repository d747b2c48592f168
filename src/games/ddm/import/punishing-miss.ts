// Punishing Miss: "Immediate action, use when an adjacent Goblin, Kobold, or Orc enemy misses with an
// attack: Make a {b} attack against that enemy" — read into an activated triggered power: a composed
// trigger (AfterAttack: an enemy's attack that missed, the enemy on the map, adjacent to this creature,
// with one of the keywords) × the existing effect `basic-attack-vs-other` (its first basic attack that
// can target that enemy), an immediate action — ddm-battle-rules-2011, "Activated Powers", "Immediate
// Actions", "Basic Attacks". The miss may be against any creature (the card names no target).
import type { PowerInput } from '../cards/schema.js';

const RE =
  /^immediate(?: action)?,\s*use when an adjacent ((?:[a-z]+, )*[a-z]+,? or [a-z]+|[a-z]+) enemy misses with an attack\s*[:;]\s*make an? (\{b\}|\{m\}) attack against that enemy$/i;

const keywordOf = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase();

export function readPunishingMiss(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  const [keyword, ...or] = (m[1] ?? '')
    .split(/,? or |, /)
    .filter((w) => w)
    .map(keywordOf);
  if (!keyword) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'adjacent-to-self', of: 'actor' },
        { kind: 'has-keyword', keyword, ...(or.length > 0 ? { or } : {}), of: 'actor' },
        { kind: 'missed' },
      ],
    },
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'basic-attack-vs-other', melee: (m[2] ?? '').toLowerCase() === '{m}' },
  };
}
