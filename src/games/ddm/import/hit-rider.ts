// Powers that add effects to the target of this creature's own hit of one kind — "Use when (Whenever)
// this creature hits with a charge (an opportunity, a {m}) attack: <the target is pushed / is
// Immobilized / takes ongoing damage>" (Forceful Charge, Impaling Charge, Feral Charge, Battlefield
// Control, Hobbling Strike, Hot Iron) — read into a triggered power: a composed trigger (AfterAttack:
// this creature's attack of that kind — condition parts `charge-attack` ("CHARGE"), `opportunity-attack`
// ("Opportunity Attacks") or `attack-kind` melee — that hit) × the existing effect
// `attack-effects-on-target` (push N, a condition for the printed duration — none: until the end of the
// target's next turn —, ongoing damage). "Use when" is activated, "Whenever" automatic
// (ddm-battle-rules-2011, "Activated Powers", "Automatic Powers", "Forced-Movement Effects",
// "Conditions"). Our reading, as Stunning Critical's: the effects come once the attack is resolved,
// after its own damage and effects (a target the hit destroyed gains nothing); push "up to N" is push
// N (the forced movement may stop short either way).
import type { AttackEffect } from '../cards/attack-schema.js';
import { DAMAGE_TYPES, type PowerInput, type TriggerCondition } from '../cards/schema.js';
import { conditionOf, durationOf } from './wording.js';

const HEAD = /^(use when|whenever) this creature hits with (?:an? )?(charge|opportunity|\{m\}|melee) attack\s*[:;,]\s*(.+)$/i;

const KIND: Readonly<Record<string, TriggerCondition>> = {
  charge: { kind: 'charge-attack' },
  opportunity: { kind: 'opportunity-attack' },
  '{m}': { kind: 'attack-kind', kinds: ['melee'] },
  melee: { kind: 'attack-kind', kinds: ['melee'] },
};

const TARGET = String.raw`(?:the )?target(?: of that attack)?`;
const PUSH = [
  new RegExp(String.raw`^push ${TARGET} (?:up to )?(\d+) squares?$`, 'i'),
  new RegExp(String.raw`^${TARGET} is (?:also )?pushed (\d+) squares?$`, 'i'),
];
const CONDITION = new RegExp(String.raw`^(?:${TARGET} is (?:also )?)?([a-z]+)(\s*\(save ends\))?$`, 'i');
const ONGOING = new RegExp(String.raw`^${TARGET} (?:also )?takes ongoing (\d+) (?:([a-z]+) )?damage \(save ends\)$`, 'i');

/** One effect clause on the target, or null when it is none of these. */
function clause(text: string): AttackEffect | null {
  for (const re of PUSH) {
    const m = re.exec(text);
    if (m) return { kind: 'push', squares: Number(m[1]) };
  }
  const o = ONGOING.exec(text);
  if (o) {
    const amount = Number(o[1]);
    const type = o[2] === undefined ? 'untyped' : DAMAGE_TYPES.find((t) => t === (o[2] ?? '').toLowerCase());
    return type && amount % 5 === 0 ? { kind: 'ongoing', amount, type } : null;
  }
  const c = CONDITION.exec(text);
  if (!c) return null;
  const condition = conditionOf(c[1] ?? '');
  const duration = durationOf(c[2] ?? '');
  if (!condition || condition.translated || !duration) return null;
  return { kind: 'condition', condition: condition.condition, duration };
}

export function readHitRider(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = HEAD.exec(body.trim().replace(/\.$/, ''));
  const kind = KIND[(m?.[2] ?? '').toLowerCase()];
  if (!m || !kind) return null;
  const effects = (m[3] ?? '').split(/,? and /i).map((t) => clause(t.trim()));
  if (effects.length === 0 || effects.some((e) => e === null)) return null;
  return {
    kind: 'triggered',
    name,
    trigger: { event: 'AfterAttack', conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, kind, { kind: 'hit' }] },
    activated: (m[1] ?? '').toLowerCase() === 'use when',
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'attack-effects-on-target', effects: effects.filter((e): e is AttackEffect => e !== null) },
  };
}
