// Reinforced and Scale Rune: "Use when an enemy or ally scores a critical hit against this creature:
// That attack is a hit instead" and "Immediate action, when an attack scores a Critical hit vs. an
// adjacent ally: The attack scores a normal hit instead" — read into an activated triggered power: a
// composed trigger (Hit: a critical hit, its target this creature / an ally adjacent to this creature)
// × the existing effect `crit-becomes-hit` (the champion power's: the hit stays, its base damage is not
// doubled) — ddm-battle-rules-2011, "Activated Powers", "Immediate Actions", "Attack Roll" (Critical
// Hit); 2008 guidelines "Attack sequence" B4 (powers triggered by a critical hit, before damage).
// "An enemy or ally" is any creature's attack (the card's own words name both sides).
import type { PowerInput, TriggerCondition } from '../cards/schema.js';

const SELF =
  /^use when an (?:enemy or (?:an )?ally|ally or (?:an )?enemy) scores a critical(?: hit)? (?:against|vs\.?) this creature\s*[:;]\s*(?:that|the) attack (?:is|becomes|scores) a (?:normal )?hit instead$/i;
const ADJACENT_ALLY =
  /^(immediate(?: action)?,\s*)?(?:use )?when an attack scores a critical(?: hit)? (?:against|vs\.?) an adjacent ally\s*[:;]\s*(?:that|the) attack (?:is|becomes|scores) a (?:normal )?hit instead$/i;

export function readCritToHit(body: string, name: string, limit: number | undefined): PowerInput | null {
  const self = SELF.exec(body);
  const ally = self ? null : ADJACENT_ALLY.exec(body);
  if (!self && !ally) return null;
  const conditions: TriggerCondition[] = [
    { kind: 'hit' },
    { kind: 'critical-hit' },
    ...(self
      ? [{ kind: 'target-is' as const, who: 'self' as const }]
      : [
          { kind: 'target-is' as const, who: 'ally' as const },
          { kind: 'adjacent-to-self' as const, of: 'target' as const },
        ]),
  ];
  return {
    kind: 'triggered',
    name,
    trigger: { event: 'Hit', conditions },
    activated: true,
    action: ally?.[1] ? 'immediate' : 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'crit-becomes-hit' },
  };
}
