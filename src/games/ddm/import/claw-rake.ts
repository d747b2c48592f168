// Reads Claw Rake, "<Name>: Immediate, when this creature hits with a {b} attack; +N vs. D against the
// same creature; <damage>": an attack made only by the power (attack `requires: 'power'`, never basic)
// and the triggered power of the same name — a composed trigger, AfterAttack: this creature's basic
// attack that hit (guidelines 2008, "Claw Rake": "an immediate, optional follow-up that can be declared
// after an initial attack action is resolved"), an immediate action, effect `card-attack` with
// `sameTarget` (abilities/effects/card-attack.ts: the attack is made against the creature that attack
// hit). Other follow-up wordings are not read here.
import type { AttackInput, PowerInput, TriggerCondition } from '../cards/schema.js';
import { parseAttack } from './attack-grammar.js';
import { isGap, type Gap } from './types.js';

const HEAD =
  /^immediate,? (?:when|after) this creature hits with an? \{b\} attack\s*[;:]\s*(\+\d+ vs\.? [a-z]+) against the same (?:creature|target)\s*;\s*(.+)$/i;

/** The attack and the power of a Claw Rake printing, a gap of its attack, or null (another wording). */
export function readClawRake(text: string, limit: number | undefined, index: number): { attack: AttackInput; power: PowerInput } | Gap | null {
  const colon = text.indexOf(':');
  if (colon <= 0 || colon > 50) return null;
  const name = text.slice(0, colon).trim();
  const m = HEAD.exec(text.slice(colon + 1).trim());
  if (!m) return null;
  const r = parseAttack(`${name}: ${m[1] ?? ''}; ${(m[2] ?? '').trim()}`, undefined, index);
  if (isGap(r)) return r;
  const attack: AttackInput = { ...r.attack, basic: false, requires: 'power' };
  const conditions: TriggerCondition[] = [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'basic-attack' }, { kind: 'hit' }];
  const power: PowerInput = {
    kind: 'triggered',
    name,
    trigger: { event: 'AfterAttack', conditions },
    activated: true,
    action: 'immediate',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'card-attack', attack: name, sameTarget: true },
  };
  return { attack, power };
}
