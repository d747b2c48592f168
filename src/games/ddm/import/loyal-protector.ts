// Loyal Protector (ddm-battle-rules-2011, "Activated Powers"; "Immediate Actions"; "Basic Attacks"):
// "Use after an enemy makes an attack against a champion ally: Make a {b} attack against that enemy
// as an immediate action" read into a triggered power: a composed trigger — AfterAttack: an enemy's
// attack, the enemy on the map, against an ally (not this creature) that is a champion — × effect
// `basic-attack-vs-other` (its first basic attack that can target that enemy), an immediate action.
// The AfterAttack window opens for each target of the attack, so an attack against several champion
// allies offers it after each (the immediate action still once per turn). Other wordings (the one that
// moves first, with +10 Damage) stay gaps. Retributive Strike, "Use after an adjacent enemy resolves an
// attack against this creature: Make 1 {b} attack against that enemy as an immediate action", is the
// same composition with the attacker adjacent to this creature and this creature the target.
import type { PowerInput, TriggerCondition } from '../cards/schema.js';

const RE =
  /^use after an enemy makes an attack against a champion ally\s*[:;]\s*(?:this creature )?makes? an? (\{b\}|\{m\}) attack against that enemy as an immediate action$/i;

const AGAINST_SELF =
  /^use after an adjacent enemy resolves an attack against this creature\s*[:;]\s*(?:this creature )?makes? (?:an?|1) (\{b\}|\{m\}) attack against that enemy as an immediate action$/i;

export function readLoyalProtector(body: string, name: string, limit: number | undefined): PowerInput | null {
  const ally = RE.exec(body);
  const self = ally ? null : AGAINST_SELF.exec(body);
  const m = ally ?? self;
  if (!m) return null;
  const conditions: TriggerCondition[] = ally
    ? [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'target-is', who: 'ally' },
        { kind: 'champion', of: 'target' },
      ]
    : [
        { kind: 'actor-is', who: 'enemy' },
        { kind: 'on-map', of: 'actor' },
        { kind: 'target-is', who: 'self' },
        { kind: 'adjacent-to-self', of: 'actor' },
      ];
  return {
    kind: 'triggered',
    name,
    trigger: { event: 'AfterAttack', conditions },
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'basic-attack-vs-other', melee: (m[1] ?? '').toLowerCase() === '{m}' },
  };
}
