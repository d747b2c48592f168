// Champion power "Use when a creature of Level N or lower becomes Bloodied[.:] That creature has +N
// Damage (Attack) until end of battle (round)" (ddm-battle-rules-2011, "Champion Powers", "Hit
// Points": Bloodied; "Bonuses and Penalties"). Read as a composed trigger — Bloodied: any creature on
// the map (either side: "a creature", as printed) of that level or lower — × effect `stat-bonus` for
// that creature (target part `that-creature`) × the duration. Other "becomes bloodied" shapes stay gaps.
import type { ChampionPower } from '../cards/schema.js';

const RE =
  /^use when a creature of level (\d+) or lower becomes bloodied\s*[.:;]\s*that creature has \+(\d+) (damage|attack) until (?:the )?end of (battle|round)$/i;

export function readBloodiedChampion(body: string): ChampionPower | null {
  const m = RE.exec(body.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  return {
    trigger: {
      event: 'Bloodied',
      conditions: [
        { kind: 'actor-is', who: 'any' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'level-at-most', max: Number(m[1]), of: 'actor' },
      ],
    },
    effect: { kind: 'stat-bonus', bonuses: [{ stat: (m[3] ?? '').toLowerCase() === 'attack' ? 'attack' : 'damage', amount: Number(m[2]), melee: false }] },
    duration: (m[4] ?? '').toLowerCase() === 'battle' ? 'end-of-battle' : 'end-of-round',
    target: { kind: 'that-creature' },
  };
}
