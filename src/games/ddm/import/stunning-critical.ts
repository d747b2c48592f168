// Stunning Critical and Resounding Blow: "Whenever this creature scores a critical[ with a {m} attack],
// (the) target (of that attack) is (also) Stunned" and "On a critical hit, target is also Stunned (save
// ends)" — read into an automatic triggered power: a composed trigger (AfterAttack: this creature's
// attack, of the kind printed, that hit as a critical hit) × effect `attack-effects-on-target` (the
// condition, for the duration printed — none: until the end of the target's next turn) —
// ddm-battle-rules-2011, "Automatic Powers", "Attack Roll" (Critical Hit), "Conditions" (Duration).
// Our reading: it happens once the attack is resolved, after its own damage and effects (a target the
// hit destroyed gains nothing).
import type { PowerInput, TriggerCondition } from '../cards/schema.js';
import { conditionOf, durationOf } from './wording.js';

const SHAPES: readonly RegExp[] = [
  /^whenever this creature scores a critical(?: hit)?( with an? (?:\{m\}|melee) attack)?, (?:the )?target(?: of that attack)? is (?:also )?([a-z]+)(\s*\(save ends\))?$/i,
  /^on a critical hit(),? (?:the )?target is (?:also )?([a-z]+)(\s*\(save ends\))?$/i,
];

export function readStunningCritical(body: string, name: string, limit: number | undefined): PowerInput | null {
  if (limit !== undefined) return null;
  for (const re of SHAPES) {
    const m = re.exec(body);
    if (!m) continue;
    const condition = conditionOf(m[2] ?? '');
    const duration = durationOf(m[3] ?? '');
    if (!condition || condition.translated || !duration) return null;
    const conditions: TriggerCondition[] = [
      { kind: 'actor-is', who: 'self' },
      { kind: 'on-map', of: 'self' },
      ...(m[1] ? [{ kind: 'attack-kind' as const, kinds: ['melee' as const] }] : []),
      { kind: 'hit' },
      { kind: 'critical-hit' },
    ];
    return {
      kind: 'triggered',
      name,
      trigger: { event: 'AfterAttack', conditions },
      activated: false,
      action: 'none',
      effect: { kind: 'attack-effects-on-target', effects: [{ kind: 'condition', condition: condition.condition, duration }] },
    };
  }
  return null;
}
