// Loyal Protector (ddm-battle-rules-2011, "Activated Powers"; "Immediate Actions"; "Basic Attacks"):
// "Use after an enemy makes an attack against a champion ally: Make a {b} attack against that enemy
// as an immediate action" read into a triggered power: a composed trigger — AfterAttack: an enemy's
// attack, the enemy on the map, against an ally (not this creature) that is a champion — × effect
// `basic-attack-vs-other` (its first basic attack that can target that enemy), an immediate action.
// The AfterAttack window opens for each target of the attack, so an attack against several champion
// allies offers it after each (the immediate action still once per turn). Other wordings (the one that
// moves first, with +10 Damage) stay gaps.
import type { PowerInput } from '../cards/schema.js';

const RE =
  /^use after an enemy makes an attack against a champion ally\s*[:;]\s*(?:this creature )?makes? an? (\{b\}|\{m\}) attack against that enemy as an immediate action$/i;

export function readLoyalProtector(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  if (!m) return null;
  return {
    kind: 'triggered',
    name,
    trigger: {
      event: 'AfterAttack',
      conditions: [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'target-is', who: 'ally' },
        { kind: 'champion', of: 'target' },
      ],
    },
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'basic-attack-vs-other', melee: (m[1] ?? '').toLowerCase() === '{m}' },
  };
}
